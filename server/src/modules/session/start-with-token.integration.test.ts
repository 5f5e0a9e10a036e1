import { RATE_LIMITS } from '../../platform/rate-limits';
import { createTestGame } from '../../../test/test-games';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { issueEntryTokens } from './entry-tokens';

const START = `mutation StartWithToken($input: StartSessionWithTokenInput!) {
  startSessionWithToken(input: $input) { id playerName game { slug } nextRound { round } }
}`;
const REFUSED = 'That entry token is not valid, or has been used.';

/** A brand of the test's own: its tokens are not the default brand's. */
const BRAND = 'tokentest';

let harness: TestApp;
let tokenGameId: string;
let guestFirstGameId: string;
let otherBrandGameId: string;
let closedGameId: string;

beforeAll(async () => {
  harness = await startTestApp();
  const { database } = harness;
  // Before any request: brands and games are cached.
  await database.dataSource.query(
    `INSERT INTO brand (name, "displayName", "brandColors")
     VALUES ($1, 'Token Homes', '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
    [BRAND],
  );
  tokenGameId = await createTestGame(database, { slug: 'token-class', roundCount: 2, poolSize: 4, entryByToken: true });
  guestFirstGameId = await createTestGame(database, {
    slug: 'token-klavo',
    roundCount: 2,
    poolSize: 4,
    variant: 'klavo',
    entryByToken: true,
  });
  otherBrandGameId = await createTestGame(database, {
    slug: 'token-elsewhere',
    roundCount: 2,
    poolSize: 4,
    entryByToken: true,
    brand: BRAND,
  });
  closedGameId = await createTestGame(database, {
    slug: 'token-closed',
    roundCount: 2,
    poolSize: 4,
    variant: 'one_off',
    endsAt: new Date(Date.now() - 86_400_000),
    entryByToken: true,
  });
});
afterAll(() => harness?.close());

const start = (input: Record<string, unknown>, visitor = newVisitorToken()) =>
  harness.graphql(START, { input }, visitor);

describe('startSessionWithToken: the token names its game', () => {
  it("starts a session of the token's game under the player's name, using the token", async () => {
    const [token] = await issueEntryTokens(harness.database.dataSource, tokenGameId, 1);
    const started = await start({ entryToken: ` ${token} `, playerName: 'Ada' });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startSessionWithToken).toMatchObject({
      playerName: 'Ada',
      game: { slug: 'token-class' },
      nextRound: { round: 1 },
    });
    const [row] = await harness.database.dataSource.query(
      `SELECT "sessionId" FROM game_entry_token WHERE "gameId" = $1`,
      [tokenGameId],
    );
    expect(row.sessionId).toBe(started.data!.startSessionWithToken.id);
  });

  it("refuses a used, an unknown and another brand's token with one answer", async () => {
    const [token] = await issueEntryTokens(harness.database.dataSource, tokenGameId, 1);
    const [elsewhere] = await issueEntryTokens(harness.database.dataSource, otherBrandGameId, 1);
    expect((await start({ entryToken: token, playerName: 'Ada' })).errors).toBeUndefined();

    const answers = await Promise.all(
      [token, 'not-a-token', elsewhere].map((entryToken) => start({ entryToken, playerName: 'Eve' })),
    );
    for (const answer of answers) {
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: REFUSED, extensions: { code: 'FORBIDDEN', reason: 'TOKEN_REFUSED' } }),
      ]);
    }
    const [{ sessions }] = await harness.database.dataSource.query(
      `SELECT count(*)::int AS sessions FROM play_session WHERE "playerName" = 'Eve'`,
    );
    expect(sessions).toBe(0);
  });

  it('tells no live token from a dead one without using it: a missing name, a closed game', async () => {
    const [live] = await issueEntryTokens(harness.database.dataSource, tokenGameId, 1);
    const [closed] = await issueEntryTokens(harness.database.dataSource, closedGameId, 1);
    const unnamed = await Promise.all([live, 'not-a-token'].map((entryToken) => start({ entryToken })));
    expect(unnamed[0].errors).toEqual(unnamed[1].errors);
    expect(unnamed[0].errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const shut = await start({ entryToken: closed, playerName: 'Ada' });
    expect(shut.errors).toEqual([
      expect.objectContaining({ message: REFUSED, extensions: { code: 'FORBIDDEN', reason: 'TOKEN_REFUSED' } }),
    ]);
  });

  it('keeps the token when the start is refused for another reason', async () => {
    const [token] = await issueEntryTokens(harness.database.dataSource, tokenGameId, 1);
    const blankToken = await start({ entryToken: '  ', playerName: 'Ada' });
    expect(blankToken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noName = await start({ entryToken: token });
    expect(noName.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await start({ entryToken: token, playerName: 'Ada' })).errors).toBeUndefined();
  });

  it('leaves the name for the end where the game asks it then', async () => {
    const [token] = await issueEntryTokens(harness.database.dataSource, guestFirstGameId, 1);
    const started = await start({ entryToken: token, playerName: 'Ada' });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startSessionWithToken).toMatchObject({ playerName: 'Guest', game: { slug: 'token-klavo' } });
  });

  it("limits a visitor's tries as session starts are limited", async () => {
    const visitor = newVisitorToken();
    for (let attempt = 0; attempt < RATE_LIMITS.startSession.perVisitor; attempt += 1) {
      const tried = await start({ entryToken: `guess-${attempt}`, playerName: 'Mallory' }, visitor);
      expect(tried.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const limited = await start({ entryToken: 'guess-more', playerName: 'Mallory' }, visitor);
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
