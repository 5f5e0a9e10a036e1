import type { TestApp } from './test-app';

/** A guess for one home: a fixed amount, or one computed from the home's actual price (read from the database). */
export type ChosenPrice = number | ((actualPrice: number, round: number) => number);

export interface StartedSession {
  id: string;
  ranked: boolean;
  /** The session's own homes (GameHome ids), in round order. */
  homeIds: string[];
}

export interface PlayedSession {
  id: string;
  ranked: boolean;
  totalPoints: number;
  isComplete: boolean;
  homeIds: string[];
}

const START = `mutation StartSession($input: StartSessionInput!) {
  startSession(input: $input) { id ranked rounds { gameHome { id } } }
}`;
const GUESS = `mutation SubmitGuess($input: SubmitGuessInput!) {
  submitGuess(input: $input) {
    session { id ranked totalPoints isComplete }
  }
}`;

export async function startSession(
  app: TestApp,
  token: string,
  options: { game?: string; playerName?: string | null; entryToken?: string } = {},
): Promise<StartedSession> {
  // A null name starts a game that asks the name at the end.
  const playerName = options.playerName === undefined ? 'Player' : options.playerName;
  const input = { gameSlug: options.game ?? 'house-prices-game', playerName, entryToken: options.entryToken };
  const response = await app.graphql(START, { input }, token);
  if (response.errors) throw new Error(`startSession failed: ${JSON.stringify(response.errors)}`);
  const session = response.data!.startSession;
  return {
    id: session.id,
    ranked: session.ranked,
    homeIds: session.rounds.map((round: { gameHome: { id: string } }) => round.gameHome.id),
  };
}

/** Guesses every round of a fresh session, in order; returns the session as the last guess left it. */
export async function guessEveryRound(
  app: TestApp,
  token: string,
  session: StartedSession,
  price: ChosenPrice,
): Promise<PlayedSession> {
  let played: PlayedSession | undefined;
  for (const [index, gameHomeId] of session.homeIds.entries()) {
    const amount = typeof price === 'number' ? price : price(await actualPriceOf(app, gameHomeId), index + 1);
    const response = await app.graphql(GUESS, { input: { sessionId: session.id, gameHomeId, amount } }, token);
    if (response.errors) throw new Error(`submitGuess failed: ${JSON.stringify(response.errors)}`);
    played = { ...response.data!.submitGuess.session, homeIds: session.homeIds };
  }
  return played!;
}

/** Starts a session of a game and guesses every round with the chosen prices. */
export async function playGame(
  app: TestApp,
  token: string,
  options: { game?: string; playerName?: string | null; entryToken?: string; price: ChosenPrice },
): Promise<PlayedSession> {
  return guessEveryRound(app, token, await startSession(app, token, options), options.price);
}

/** The secret price, straight from the database: only tests may look. */
export async function actualPriceOf(app: TestApp, gameHomeId: string): Promise<number> {
  const [row] = await app.database.dataSource.query(
    `SELECT l."actualPrice" FROM game_home gl JOIN listing l ON l.id = gl."listingId" WHERE gl.id = $1`,
    [gameHomeId],
  );
  if (!row) throw new Error(`no game home ${gameHomeId}`);
  return row.actualPrice;
}
