import { actualPriceOf, guessEveryRound, playGame, startSession } from '../../../test/play-game';
import { createTestGame } from '../../../test/test-games';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { issueEntryTokens } from '../session/entry-tokens';

const GUESS = `mutation Guess($input: SubmitGuessInput!) {
  submitGuess(input: $input) { result { points actualPrice commentary } session { guessCount roundCount isComplete } }
}`;
const START = `mutation Start($input: StartSessionInput!) { startSession(input: $input) { id playerName } }`;

let harness: TestApp;
let tokenGameId: string;

beforeAll(async () => {
  harness = await startTestApp();
  const { database } = harness;
  await createTestGame(database, { slug: 'ultima-test', roundCount: 3, poolSize: 6, variant: 'ultima' });
  await createTestGame(database, { slug: 'roundup-test', roundCount: 4, poolSize: 8, variant: 'roundup' });
  await createTestGame(database, { slug: 'klavo-test', roundCount: 2, poolSize: 4, variant: 'klavo' });
  await createTestGame(database, { slug: 'forum-test', roundCount: 2, poolSize: 2, variant: 'community' });
  await createTestGame(database, { slug: 'public-test', roundCount: 2, poolSize: 2 });
  const closed = new Date(Date.now() - 60_000);
  await createTestGame(database, {
    slug: 'one-off-closed',
    roundCount: 2,
    poolSize: 4,
    variant: 'one_off',
    endsAt: closed,
  });
  await createTestGame(database, {
    slug: 'one-off-open',
    roundCount: 2,
    poolSize: 4,
    variant: 'one_off',
    endsAt: new Date(Date.now() + 86_400_000),
  });
  tokenGameId = await createTestGame(database, { slug: 'token-test', roundCount: 2, poolSize: 4, entryByToken: true });
  await database.dataSource.query(
    `UPDATE game_home gl SET commentary = 'Cameron: ' || l.title FROM listing l, game g
     WHERE l.id = gl."listingId" AND g.id = gl."gameId" AND g.slug = 'klavo-test'`,
  );
});
afterAll(() => harness?.close());

describe('ultima: pictures and place only, log scoring', () => {
  it('returns homes without their facts, whatever path reads them', async () => {
    const token = newVisitorToken();
    const response = await harness.graphql(
      `{ game(slug: "ultima-test") { scoringMode homes { title home { title city bedrooms bathrooms floorAreaSqft
         propertyType yearBuilt description waterfront pictures { url alt } } } } }`,
    );
    expect(response.errors).toBeUndefined();
    const game = response.data!.game;
    expect(game.scoringMode).toBe('LOG');
    for (const { title, home } of game.homes) {
      expect(title).toBe(`A home in ${home.city}`);
      expect(home).toMatchObject({
        title,
        bedrooms: null,
        bathrooms: null,
        floorAreaSqft: null,
        propertyType: null,
        yearBuilt: null,
        description: null,
        waterfront: null,
      });
      expect(home.pictures.length).toBeGreaterThan(0);
      for (const picture of home.pictures) expect(picture.alt).not.toMatch(/\bbed\b/);
    }
    const session = await startSession(harness, token, { game: 'ultima-test' });
    const rounds = await harness.graphql(
      `query S($id: ID!) { session(id: $id) { scoringMode: game { scoringMode } rounds { gameHome { home { bedrooms } } } } }`,
      { id: session.id },
    );
    expect(rounds.data!.session.rounds.map((round: any) => round.gameHome.home.bedrooms)).toEqual([null, null, null]);
  });

  it('draws no floor plan, which labels rooms and area, for a home shown only where facts are hidden', async () => {
    const gameId = await createTestGame(harness.database, {
      slug: 'ultima-alone',
      roundCount: 2,
      poolSize: 2,
      variant: 'ultima',
      unusedListings: true,
    });
    const [{ listingId }] = await harness.database.dataSource.query(
      `SELECT "listingId" FROM game_home WHERE "gameId" = $1 LIMIT 1`,
      [gameId],
    );
    const picture = (kind: string) => fetch(`${harness.baseUrl}/media/homes/${listingId}/${kind}.svg`);
    expect((await picture('front')).status).toBe(200);
    expect((await picture('plan')).status).toBe(404);
    const response = await harness.graphql(`{ game(slug: "ultima-alone") { homes { home { pictures { kind } } } } }`);
    for (const { home } of response.data!.game.homes)
      expect(home.pictures.map((picture: { kind: string }) => picture.kind)).toEqual(['FRONT', 'STREET']);
  });

  it('scores on the log scale although the game was created with bands', async () => {
    const token = newVisitorToken();
    // Double the price: bands give 10 points, the log scale more.
    const played = await playGame(harness, token, { game: 'ultima-test', price: (actual) => actual * 2 });
    expect(played.isComplete).toBe(true);
    expect(played.totalPoints).toBeGreaterThan(3 * 10);
    const [row] = await harness.database.dataSource.query(`SELECT "scoringMode" FROM play_session WHERE id = $1`, [
      played.id,
    ]);
    expect(row.scoringMode).toBe('log');
  });
});

describe('in order: the rounds as drawn', () => {
  it('refuses a later home before the next one, and takes it in its turn', async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'public-test' });
    const [first, second] = session.homeIds;
    const guess = (gameHomeId: string) =>
      harness.graphql(GUESS, { input: { sessionId: session.id, gameHomeId, amount: 300_000 } }, token);
    const early = await guess(second);
    expect(early.errors?.[0]).toMatchObject({
      message: 'Guess the homes in order: this one comes later.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await guess(first)).errors).toBeUndefined();
    expect((await guess(first)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await guess(second)).data!.submitGuess.session).toMatchObject({ guessCount: 2, isComplete: true });
  });
});

describe('roundup: any order, one result a home', () => {
  const ROUND = `query R($sessionId: ID!, $gameHomeId: ID!) {
    sessionRound(sessionId: $sessionId, gameHomeId: $gameHomeId) { round gameHome { id } result { amount actualPrice points } }
  }`;

  it('takes guesses in any order and answers each home on its own, prices only for those who guessed it', async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'roundup-test' });
    const [first, , third] = session.homeIds;
    const price = await actualPriceOf(harness, third);
    const guessed = await harness.graphql(
      GUESS,
      { input: { sessionId: session.id, gameHomeId: third, amount: price } },
      token,
    );
    expect(guessed.errors).toBeUndefined();
    expect(guessed.data!.submitGuess.session).toMatchObject({ guessCount: 1, roundCount: 4, isComplete: false });

    const mine = await harness.graphql(ROUND, { sessionId: session.id, gameHomeId: third }, token);
    expect(mine.data!.sessionRound).toMatchObject({
      round: 3,
      result: { amount: price, actualPrice: price, points: 100 },
    });
    const notYet = await harness.graphql(ROUND, { sessionId: session.id, gameHomeId: first }, token);
    expect(notYet.data!.sessionRound).toMatchObject({ round: 1, result: null });
    const stranger = await harness.graphql(ROUND, { sessionId: session.id, gameHomeId: third }, newVisitorToken());
    expect(stranger.data!.sessionRound.result).toMatchObject({ amount: null, actualPrice: null, points: 100 });
    const elsewhere = await harness.graphql(ROUND, { sessionId: session.id, gameHomeId: crypto.randomUUID() }, token);
    expect(elsewhere.data!.sessionRound).toBeNull();
  });

  it("shares one home's result without its price or the guess, linking to the roundup", async () => {
    const SHARE = `query S($sessionId: ID!, $gameHomeId: ID!) {
      shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) {
        playerName gameHome { id title } points emoji feedback guessCount roundCount shareText playUrl
      }
    }`;
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'roundup-test' });
    const [first, second] = session.homeIds;
    const price = await actualPriceOf(harness, second);
    // 7% over the price: 90 points, and a guess whose digits would show if it leaked.
    const guess = Math.round(price * 1.07);
    await harness.graphql(GUESS, { input: { sessionId: session.id, gameHomeId: second, amount: guess } }, token);

    const shared = await harness.graphql(SHARE, { sessionId: session.id, gameHomeId: second }, newVisitorToken());
    expect(shared.errors).toBeUndefined();
    const result = shared.data!.shareableHomeResult;
    expect(result).toMatchObject({ gameHome: { id: second }, points: 90, guessCount: 1, roundCount: 4 });
    expect(result.playUrl).toMatch(/\/roundup\/v\/roundup-test$/);
    expect(result.shareText).toContain(`${result.gameHome.title}: ${result.emoji} 90/100 · ${result.feedback}`);
    const everything = JSON.stringify(result);
    for (const secret of [price, guess]) expect(everything).not.toContain(String(secret));

    const unguessed = await harness.graphql(SHARE, { sessionId: session.id, gameHomeId: first }, token);
    expect(unguessed.data!.shareableHomeResult).toMatchObject({ points: null, emoji: '⬜', feedback: null });
    const notInSession = await harness.graphql(SHARE, { sessionId: session.id, gameHomeId: crypto.randomUUID() });
    expect(notInSession.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('klavo: guest first, the name at the end', () => {
  const NAME = `mutation N($sessionId: ID!, $playerName: String!) {
    nameSession(sessionId: $sessionId, playerName: $playerName) { playerName }
  }`;
  const BOARD = `{ leaderboard(gameSlug: "klavo-test") { rows { playerName } } }`;

  it('starts without a name, and refuses one at the start', async () => {
    const token = newVisitorToken();
    const started = await harness.graphql(START, { input: { gameSlug: 'klavo-test' } }, token);
    expect(started.data!.startSession.playerName).toBe('Guest');
    const named = await harness.graphql(START, { input: { gameSlug: 'klavo-test', playerName: 'Ada' } }, token);
    expect(named.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unnamed = await harness.graphql(START, { input: { gameSlug: 'public-test' } }, token);
    expect(unnamed.errors?.[0]?.message).toBe('Please enter a player name.');
  });

  it('names a complete session once, by its own player, and the board shows the name', async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'klavo-test', playerName: null });
    const early = await harness.graphql(NAME, { sessionId: session.id, playerName: 'Ada' }, token);
    expect(early.errors?.[0]?.message).toMatch(/Finish the game first/);

    await guessEveryRound(harness, token, session, (actual) => actual);
    const board = await harness.graphql(BOARD);
    expect(board.data!.leaderboard.rows.map((row: any) => row.playerName)).toContain('Guest');

    const other = await harness.graphql(NAME, { sessionId: session.id, playerName: 'Mallory' }, newVisitorToken());
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blank = await harness.graphql(NAME, { sessionId: session.id, playerName: '  ' }, token);
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const named = await harness.graphql(NAME, { sessionId: session.id, playerName: '  Ada  Lovelace ' }, token);
    expect(named.data!.nameSession.playerName).toBe('Ada Lovelace');
    const again = await harness.graphql(NAME, { sessionId: session.id, playerName: 'Eve' }, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const after = await harness.graphql(BOARD);
    expect(after.data!.leaderboard.rows.map((row: any) => row.playerName)).toEqual(['Ada Lovelace']);
  });

  it('says which sessions still await their name, even one whose player chose the guest name itself', async () => {
    const AWAITS = `query A($id: ID!) { session(id: $id) { awaitsName } }`;
    const awaits = async (id: string, token: string) =>
      (await harness.graphql(AWAITS, { id }, token)).data!.session.awaitsName;
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'klavo-test', playerName: null });
    expect(await awaits(session.id, token)).toBe(true);
    await guessEveryRound(harness, token, session, (actual) => actual);
    await harness.graphql(NAME, { sessionId: session.id, playerName: 'Guest' }, token);
    expect(await awaits(session.id, token)).toBe(false);

    const named = await startSession(harness, token, { game: 'public-test', playerName: 'Ada' });
    expect(await awaits(named.id, token)).toBe(false);
  });

  it("shows the host's commentary on a home only after the player has guessed it", async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'klavo-test', playerName: null });
    const [home] = session.homeIds;
    const guessed = await harness.graphql(
      GUESS,
      { input: { sessionId: session.id, gameHomeId: home, amount: 500_000 } },
      token,
    );
    expect(guessed.data!.submitGuess.result.commentary).toMatch(/^Cameron: /);
    const rounds = `query S($id: ID!) { session(id: $id) { rounds { result { commentary } } } }`;
    const own = await harness.graphql(rounds, { id: session.id }, token);
    expect(own.data!.session.rounds.map((round: any) => round.result?.commentary ?? null)).toEqual([
      expect.stringMatching(/^Cameron: /),
      null,
    ]);
    const stranger = await harness.graphql(rounds, { id: session.id }, newVisitorToken());
    expect(stranger.data!.session.rounds[0].result.commentary).toBeNull();
  });
});

describe('one-off: a closing time', () => {
  it('refuses new sessions and guesses once closed, and says it is closed', async () => {
    const token = newVisitorToken();
    const start = await harness.graphql(START, { input: { gameSlug: 'one-off-closed', playerName: 'Ada' } }, token);
    expect(start.errors?.[0]).toMatchObject({
      message: 'This game has closed: only its results can be seen.',
      extensions: { code: 'FORBIDDEN', reason: 'GAME_CLOSED' },
    });
    const games = await harness.graphql(`{ closed: game(slug: "one-off-closed") { isClosed isOpen }
      open: game(slug: "one-off-open") { isClosed isOpen } }`);
    expect(games.data).toEqual({ closed: { isClosed: true, isOpen: false }, open: { isClosed: false, isOpen: true } });
  });

  it('refuses a guess in a session started before the game closed', async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'one-off-open' });
    await harness.database.dataSource.query(`UPDATE game SET "endsAt" = now() WHERE slug = 'one-off-open'`);
    // Games are cached for a while: a new instance on the same database reads the closing time at once.
    const other = await startTestApp({ database: harness.database });
    try {
      const response = await other.graphql(
        GUESS,
        { input: { sessionId: session.id, gameHomeId: session.homeIds[0], amount: 400_000 } },
        token,
      );
      expect(response.errors?.[0]?.message).toBe('This game has closed: it takes no more guesses.');
      const [row] = await harness.database.dataSource.query(
        `SELECT count(*)::int AS n FROM guess WHERE "sessionId" = $1`,
        [session.id],
      );
      expect(row.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('community: reasons as comments', () => {
  const REASON = `mutation R($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {
    addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)
  }`;
  const COMMENTS = `query C($id: ID!) { homeGuesses(gameHomeId: $id) { guesses { playerName reason isViewer } } }`;

  it('takes one short reason per guess from its own player, shown only to those who guessed the home', async () => {
    const [alice, bob] = [newVisitorToken(), newVisitorToken()];
    const session = await startSession(harness, alice, { game: 'forum-test', playerName: 'Alice' });
    const [home] = session.homeIds;
    const vars = { sessionId: session.id, gameHomeId: home };
    const before = await harness.graphql(REASON, { ...vars, reason: 'Too early' }, alice);
    expect(before.errors?.[0]?.message).toBe('Guess this home first, then say why.');

    await harness.graphql(GUESS, { input: { ...vars, amount: 450_000 } }, alice);
    const long = await harness.graphql(REASON, { ...vars, reason: 'x'.repeat(141) }, alice);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const stranger = await harness.graphql(REASON, { ...vars, reason: 'Mine now' }, bob);
    expect(stranger.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'NOT_YOUR_SESSION' });
    const added = await harness.graphql(REASON, { ...vars, reason: ' Big lot,\n near the lake ' }, alice);
    expect(added.data!.addGuessReason).toBe('Big lot, near the lake');
    const twice = await harness.graphql(REASON, { ...vars, reason: 'Changed my mind' }, alice);
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const hidden = await harness.graphql(COMMENTS, { id: home }, bob);
    expect(hidden.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'GUESS_FIRST' });
    const bobSession = await startSession(harness, bob, { game: 'forum-test', playerName: 'Bob' });
    await harness.graphql(GUESS, { input: { sessionId: bobSession.id, gameHomeId: home, amount: 300_000 } }, bob);
    const shown = await harness.graphql(COMMENTS, { id: home }, bob);
    expect(shown.data!.homeGuesses.guesses).toEqual([
      { playerName: 'Bob', reason: null, isViewer: true },
      { playerName: 'Alice', reason: 'Big lot, near the lake', isViewer: false },
    ]);
  });

  it("refuses an empty or too long reason in the brand's language, before anything else", async () => {
    const token = newVisitorToken();
    const spanish = harness.onHost('casaverde.localhost');
    const vars = { sessionId: crypto.randomUUID(), gameHomeId: crypto.randomUUID() };
    const empty = await spanish.graphql(REASON, { ...vars, reason: '  ' }, token);
    expect(empty.errors?.[0]).toMatchObject({ message: 'Escribe un motivo.', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await spanish.graphql(REASON, { ...vars, reason: 'x'.repeat(141) }, token);
    expect(long.errors?.[0]?.message).toBe('Un motivo puede tener como máximo 140 caracteres: este tiene 141.');
  });

  it('takes no reasons in other variants, and gives every home its title as a slug', async () => {
    const token = newVisitorToken();
    const session = await startSession(harness, token, { game: 'public-test' });
    await harness.graphql(
      GUESS,
      { input: { sessionId: session.id, gameHomeId: session.homeIds[0], amount: 400_000 } },
      token,
    );
    const response = await harness.graphql(
      REASON,
      { sessionId: session.id, gameHomeId: session.homeIds[0], reason: 'Because' },
      token,
    );
    expect(response.errors?.[0]?.message).toBe('Reasons can be added only in community games.');
    const homes = await harness.graphql(`{ game(slug: "forum-test") { homes { title redditSuffix } } }`);
    for (const home of homes.data!.game.homes) expect(home.redditSuffix).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });
});

describe('games entered by token', () => {
  it('starts one session a token, refusing a missing, unknown or used token', async () => {
    const [token] = await issueEntryTokens(harness.database.dataSource, tokenGameId, 1);
    const visitor = newVisitorToken();
    const input = { gameSlug: 'token-test', playerName: 'Ada' };
    const without = await harness.graphql(START, { input }, visitor);
    expect(without.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await harness.graphql(START, { input: { ...input, entryToken: 'not-a-token' } }, visitor);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const [first, second] = await Promise.all([
      harness.graphql(START, { input: { ...input, entryToken: token } }, visitor),
      harness.graphql(START, { input: { ...input, entryToken: token } }, newVisitorToken()),
    ]);
    const succeeded = [first, second].filter((response) => !response.errors);
    expect(succeeded).toHaveLength(1);
    expect([first, second].find((response) => response.errors)!.errors![0].message).toBe(
      'That entry token is not valid, or has been used.',
    );
    const rows = await harness.database.dataSource.query(
      `SELECT t."sessionId", (SELECT count(*)::int FROM play_session s WHERE s."gameId" = $1) AS sessions
       FROM game_entry_token t WHERE t."gameId" = $1`,
      [tokenGameId],
    );
    expect(rows).toEqual([{ sessionId: succeeded[0].data!.startSession.id, sessions: 1 }]);
  });
});
