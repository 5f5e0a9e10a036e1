import { actualPriceOf } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';

const START = `mutation Start($input: StartSessionInput!) {
  startSession(input: $input) { id playerName roundCount guessCount totalPoints isComplete nextRound { round gameHome { id } } }
}`;
const GUESS = `mutation Guess($input: SubmitGuessInput!) {
  submitGuess(input: $input) {
    result { amount actualPrice diffPercent points feedback emoji }
    session { id guessCount totalPoints isComplete rank nextRound { gameHome { id } } }
  }
}`;
const SESSION = `query Session($id: ID!) {
  session(id: $id) { id isMine totalPoints rounds { round result { amount actualPrice points } } }
}`;

let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(() => harness?.close());

async function start(token: string, playerName = 'Ada', gameSlug = 'house-prices-game') {
  const response = await harness.graphql(START, { input: { gameSlug, playerName } }, token);
  expect(response.errors).toBeUndefined();
  return response.data!.startSession;
}

function guess(token: string, sessionId: string, gameHomeId: string, amount: number) {
  return harness.graphql(GUESS, { input: { sessionId, gameHomeId, amount } }, token);
}

describe('playing a game', () => {
  it('refuses to start without a visitor token, with a message saying what to send', async () => {
    const response = await harness.graphql(START, { input: { gameSlug: 'house-prices-game', playerName: 'Ada' } });
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.errors?.[0]?.message).toContain('x-visitor-token');
  });

  it('plays five rounds: the server scores each guess and completes the session', async () => {
    const token = newVisitorToken();
    const session = await start(token, '  Ada   Lovelace ');
    expect(session).toMatchObject({ playerName: 'Ada Lovelace', roundCount: 5, guessCount: 0, isComplete: false });

    let next = session.nextRound.gameHome.id as string;
    let expectedTotal = 0;
    const offsets = [1, 1.07, 0.82, 1.6, 3];
    for (const [index, factor] of offsets.entries()) {
      const actual = await actualPriceOf(harness, next);
      const amount = Math.round(actual * factor);
      const response = await guess(token, session.id, next, amount);
      expect(response.errors).toBeUndefined();
      const { result, session: updated } = response.data!.submitGuess;
      expect(result.actualPrice).toBe(actual);
      expect(result.amount).toBe(amount);
      expect(result.points).toBe([100, 90, 70, 30, 10][index]);
      expectedTotal += result.points;
      expect(updated.totalPoints).toBe(expectedTotal);
      expect(updated.guessCount).toBe(index + 1);
      next = updated.nextRound?.gameHome.id;
    }
    const finalState = await harness.graphql(SESSION, { id: session.id }, token);
    expect(finalState.data!.session.totalPoints).toBe(300);
    expect(finalState.data!.session.rounds.every((round: any) => round.result.actualPrice > 0)).toBe(true);
    expect(next).toBeUndefined();
  });

  it('refuses a second guess for the same home and leaves the score unchanged', async () => {
    const token = newVisitorToken();
    const session = await start(token);
    const home = session.nextRound.gameHome.id;
    const first = await guess(token, session.id, home, 300_000);
    expect(first.errors).toBeUndefined();
    const second = await guess(token, session.id, home, 310_000);
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const state = await harness.graphql(SESSION, { id: session.id }, token);
    expect(state.data!.session.totalPoints).toBe(first.data!.submitGuess.session.totalPoints);
    const [{ count }] = await harness.database.dataSource.query(
      `SELECT count(*)::int FROM guess WHERE "sessionId" = $1`,
      [session.id],
    );
    expect(count).toBe(1);
  });

  it('accepts concurrent guesses for one home only once', async () => {
    const token = newVisitorToken();
    const session = await start(token);
    const home = session.nextRound.gameHome.id;
    const responses = await Promise.all([1, 2, 3, 4].map((n) => guess(token, session.id, home, 200_000 + n * 1000)));
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    expect(responses.filter((response) => response.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(3);
  });

  it("refuses guesses in another player's session", async () => {
    const session = await start(newVisitorToken());
    const response = await guess(newVisitorToken(), session.id, session.nextRound.gameHome.id, 250_000);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    [0, 'BAD_USER_INPUT'],
    [-5, 'BAD_USER_INPUT'],
    [999, 'BAD_USER_INPUT'],
  ])('rejects a guess of %p with a clear error and changes nothing', async (amount, code) => {
    const token = newVisitorToken();
    const session = await start(token);
    const response = await guess(token, session.id, session.nextRound.gameHome.id, amount);
    expect(response.errors?.[0]?.extensions?.code).toBe(code);
    const [{ count }] = await harness.database.dataSource.query(
      `SELECT count(*)::int FROM guess WHERE "sessionId" = $1`,
      [session.id],
    );
    expect(count).toBe(0);
  });

  it.each([
    ['127.0.0.1', 'house-prices-game', /^Your guess must be at least [£$]1,000\.$/],
    [
      'ladrillosemanal.localhost',
      'ladrillosemanal-price-challenge',
      /^Tu estimación debe ser de al menos 1\.000\u00a0€\.$/,
    ],
  ])("says a guess under the bounds is too low in the brand's locale (%s)", async (host, gameSlug, message) => {
    const token = newVisitorToken();
    const brandHarness = harness.onHost(host);
    const started = await brandHarness.graphql(START, { input: { gameSlug, playerName: 'Ada' } }, token);
    expect(started.errors).toBeUndefined();
    const session = started.data!.startSession;
    const response = await brandHarness.graphql(
      GUESS,
      { input: { sessionId: session.id, gameHomeId: session.nextRound.gameHome.id, amount: 450 } },
      token,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(message);
  });

  it('rejects a home that is not part of the session', async () => {
    const token = newVisitorToken();
    const session = await start(token, 'Ada', 'uk-quick-three');
    const other = await start(token, 'Ada', 'us-coast-to-coast');
    const response = await guess(token, session.id, other.nextRound.gameHome.id, 250_000);
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it.each(['', '   ', 'x'.repeat(41)])('rejects the player name %p', async (playerName) => {
    const response = await harness.graphql(
      START,
      { input: { gameSlug: 'house-prices-game', playerName } },
      newVisitorToken(),
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown game with NOT_FOUND and a malformed id with BAD_USER_INPUT', async () => {
    const missing = await harness.graphql(START, { input: { gameSlug: 'nope', playerName: 'Ada' } }, newVisitorToken());
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await guess(newVisitorToken(), 'not-a-uuid', 'also-not', 250_000);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
