import { createClient, type Client } from 'graphql-ws';
import { Client as PgClient } from 'pg';
import WebSocket from 'ws';
import { HIDDEN_PLAYER_NAME } from '@ballpark/common/moderation';
import { browserWithRoles } from '../../../test/accounts';
import { nextBoardChange as nextBoardChangeOf } from '../../../test/board-changes';
import { browserOf, type TestBrowser } from '../../../test/browser';
import { guessEveryRound, playGame, startSession } from '../../../test/play-game';
import { failedStatementsDuring } from '../../../test/failed-statements';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { newVisitorToken, requestOnHost, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { SESSION_COOKIE } from '../../policies/session-cookie';
import { teardown } from '../../../test/teardown';

/**
 * guesstimates-manage on two instances of one database and one Redis: a game's managers see every guess on a home,
 * hide a player's name from the public and keep a session off the boards, and a board watched on the other instance
 * changes at once. Needs the machine's Redis.
 */
const GAME = 'moderated-three';
const OTHER_GAME = 'someone-elses-three';
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let creator: TestBrowser & { accountId: string };
let otherCreator: TestBrowser & { accountId: string };
let brandAdmin: TestBrowser;
let otherBrandAdmin: TestBrowser;
let siteAdmin: TestBrowser;
let socket: Client;
const ada = newVisitorToken();
const bob = newVisitorToken();
/** Ada's runs: her best, exact to the price, and a weaker one; Bob's one run in between. */
let adaBest: { id: string; homeIds: string[] };
let adaWeaker: { id: string };
let bobRun: { id: string; homeIds: string[] };

beforeAll(async () => {
  database = await createTestDatabase();
  const gameId = await createTestGame(database, { slug: GAME, roundCount: 3, poolSize: 9 });
  await createTestGame(database, { slug: OTHER_GAME, roundCount: 3, poolSize: 3 });
  first = await startTestApp({ redis: true, database });
  second = await startTestApp({ redis: true, database });
  creator = await browserWithRoles(first, 'maker@example.com', [{ role: 'creator' }]);
  otherCreator = await browserWithRoles(first, 'other.maker@example.com', [{ role: 'creator' }]);
  brandAdmin = await browserWithRoles(first, 'admin@example.com', [{ role: 'brand_admin', brand: 'ballpark' }]);
  otherBrandAdmin = await browserWithRoles(first, 'far.admin@example.com', [
    { role: 'brand_admin', brand: 'thamesandfinch' },
  ]);
  siteAdmin = await browserWithRoles(first, 'site@example.com', [{ role: 'site_admin' }]);
  await database.dataSource.query(`UPDATE game SET "creatorAccountId" = $1 WHERE id = $2`, [creator.accountId, gameId]);
  await database.dataSource.query(`UPDATE game SET "creatorAccountId" = $1 WHERE slug = $2`, [
    otherCreator.accountId,
    OTHER_GAME,
  ]);
  adaBest = await playGame(first, ada, { game: GAME, playerName: 'Ada', price: (actual) => actual });
  adaWeaker = await playGame(second, ada, { game: GAME, playerName: 'Ada', price: 1_000_000_000 });
  bobRun = await playGame(first, bob, { game: GAME, playerName: 'Rude Name', price: (actual) => actual * 1.3 });
  socket = createClient({
    url: `${second.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
  });
});
afterAll(() =>
  teardown(
    () => socket?.dispose(),
    () => second?.close(),
    () => first?.close(),
    () => database?.drop(),
  ),
);

const BOARD = `query($slug: String!) {
  leaderboard(gameSlug: $slug) { totalPlayers rows { rank playerName sessionId } }
}`;
const MANAGED = `query($slug: String!, $home: ID!) {
  managedHomeGuesses(gameSlug: $slug, gameHomeId: $home) {
    gameSlug totalCount guesses { sessionId playerName nameHidden sessionExcluded sessionRanked }
  }
}`;
const HIDE = `mutation($id: ID!, $hidden: Boolean!) {
  setPlayerNameHidden(sessionId: $id, hidden: $hidden) { sessionId nameHidden excluded }
}`;
const EXCLUDE = `mutation($id: ID!, $excluded: Boolean!) {
  setSessionExcluded(sessionId: $id, excluded: $excluded) { sessionId nameHidden excluded }
}`;

const board = async (app: TestApp = second) => (await app.graphql(BOARD, { slug: GAME })).data!.leaderboard;

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The next change of GAME's boards that reaches the subscriber on the second instance, published through the first. */
const nextBoardChange = () => nextBoardChangeOf(socket, first, GAME);

describe('managing the guesses of a game', () => {
  it('shows its managers every guess on a home with the real names and sessions; refuses everyone else', async () => {
    const home = bobRun.homeIds[0]!;
    const managers = [creator, brandAdmin, siteAdmin];
    for (const manager of managers) {
      const response = await manager.graphql(MANAGED, { slug: GAME, home });
      expect(response.errors).toBeUndefined();
      expect(response.data!.managedHomeGuesses.guesses).toContainEqual({
        sessionId: bobRun.id,
        playerName: 'Rude Name',
        nameHidden: false,
        sessionExcluded: false,
        sessionRanked: true,
      });
    }
    const refusals = await Promise.all(
      [otherCreator, otherBrandAdmin, browserOf(first), browserOf(first, null)].map(async (caller) => {
        const response = await caller.graphql(MANAGED, { slug: GAME, home });
        const hide = await caller.graphql(HIDE, { id: bobRun.id, hidden: true });
        const exclude = await caller.graphql(EXCLUDE, { id: bobRun.id, excluded: true });
        return [response, hide, exclude].map((answer) => ({
          data: answer.data ?? null,
          code: answer.errors?.[0]?.extensions?.code,
        }));
      }),
    );
    expect(refusals).toEqual([
      // A creator of another game passes the role check and is refused by the game's policy.
      Array(3).fill({ data: null, code: 'FORBIDDEN' }),
      Array(3).fill({ data: null, code: 'FORBIDDEN' }),
      Array(3).fill({ data: null, code: 'UNAUTHENTICATED' }),
      Array(3).fill({ data: null, code: 'UNAUTHENTICATED' }),
    ]);
    const [{ hidden, excluded }] = await database.dataSource.query(
      `SELECT count("nameHiddenAt")::int AS hidden, count("excludedAt")::int AS excluded FROM play_session`,
    );
    expect({ hidden, excluded }).toEqual({ hidden: 0, excluded: 0 });
  });

  it('hides a name everywhere the public sees it, and shows it again', async () => {
    const before = await board();
    expect(before.rows.map((row: { playerName: string }) => row.playerName)).toEqual(['Ada', 'Rude Name']);

    const changed = (await nextBoardChange()).received;
    const hidden = await creator.graphql(HIDE, { id: bobRun.id, hidden: true });
    expect(hidden.data!.setPlayerNameHidden).toEqual({ sessionId: bobRun.id, nameHidden: true, excluded: false });
    await expect(changed).resolves.toEqual({
      leaderboardChanged: { gameSlug: GAME, periods: ['DAILY', 'WEEKLY', 'MONTHLY', 'ALL_TIME'] },
    });

    expect((await board()).rows.map((row: { playerName: string }) => row.playerName)).toEqual([
      'Ada',
      HIDDEN_PLAYER_NAME,
    ]);
    // Everyone's guesses on a home (Ada has guessed it: she played the whole pool), and the shared result.
    const shared = bobRun.homeIds.find((id) => adaBest.homeIds.includes(id)) ?? bobRun.homeIds[0]!;
    const guesses = await second.graphql(
      `query($id: ID!) { homeGuesses(gameHomeId: $id) { guesses { playerName } } }`,
      { id: shared },
      bob,
    );
    expect(guesses.data!.homeGuesses.guesses).toContainEqual({ playerName: HIDDEN_PLAYER_NAME });
    expect(guesses.data!.homeGuesses.guesses).not.toContainEqual({ playerName: 'Rude Name' });
    const result = await second.graphql(`query($id: ID!) { shareableResult(sessionId: $id) { playerName } }`, {
      id: bobRun.id,
    });
    expect(result.data!.shareableResult.playerName).toBe(HIDDEN_PLAYER_NAME);
    // The session itself: hidden from others, its own player still sees the name given.
    const session = `query($id: ID!) { session(id: $id) { playerName } }`;
    expect((await second.graphql(session, { id: bobRun.id }, ada)).data!.session.playerName).toBe(HIDDEN_PLAYER_NAME);
    expect((await second.graphql(session, { id: bobRun.id }, bob)).data!.session.playerName).toBe('Rude Name');
    // Its managers still see the name, marked hidden.
    const managed = await siteAdmin.graphql(MANAGED, { slug: GAME, home: bobRun.homeIds[0]! });
    expect(managed.data!.managedHomeGuesses.guesses).toContainEqual(
      expect.objectContaining({ sessionId: bobRun.id, playerName: 'Rude Name', nameHidden: true }),
    );

    const shown = await brandAdmin.graphql(HIDE, { id: bobRun.id, hidden: false });
    expect(shown.data!.setPlayerNameHidden.nameHidden).toBe(false);
    expect((await board()).rows.map((row: { playerName: string }) => row.playerName)).toEqual(['Ada', 'Rude Name']);
  });

  it("keeps a session off the boards at once (the player's next best run takes its place), and lets it back", async () => {
    expect((await board()).rows).toEqual([
      { rank: 1, playerName: 'Ada', sessionId: adaBest.id },
      { rank: 2, playerName: 'Rude Name', sessionId: bobRun.id },
    ]);
    const changed = (await nextBoardChange()).received;
    const excluded = await creator.graphql(EXCLUDE, { id: adaBest.id, excluded: true });
    expect(excluded.data!.setSessionExcluded).toEqual({ sessionId: adaBest.id, nameHidden: false, excluded: true });
    await expect(changed).resolves.toBeTruthy();
    expect(await board()).toEqual({
      totalPlayers: 2,
      rows: [
        { rank: 1, playerName: 'Rude Name', sessionId: bobRun.id },
        { rank: 2, playerName: 'Ada', sessionId: adaWeaker.id },
      ],
    });

    // Bob's only run leaves the board, and so does Bob: the Redis ranks agree with the rows on both instances.
    await siteAdmin.graphql(EXCLUDE, { id: bobRun.id, excluded: true });
    for (const app of [first, second])
      expect(await board(app)).toEqual({
        totalPlayers: 1,
        rows: [{ rank: 1, playerName: 'Ada', sessionId: adaWeaker.id }],
      });
    const standing = await second.graphql(`query($id: ID!) { session(id: $id) { rank } }`, { id: adaWeaker.id });
    expect(standing.data!.session.rank).toBe(1);

    await creator.graphql(EXCLUDE, { id: adaBest.id, excluded: false });
    await creator.graphql(EXCLUDE, { id: bobRun.id, excluded: false });
    expect(await board(first)).toEqual({
      totalPlayers: 2,
      rows: [
        { rank: 1, playerName: 'Ada', sessionId: adaBest.id },
        { rank: 2, playerName: 'Rude Name', sessionId: bobRun.id },
      ],
    });
  });

  it("excludes two of a player's runs at once, each manager's rewrite after the other's, with no failed statement", async () => {
    const dan = newVisitorToken();
    const best = await playGame(first, dan, { game: GAME, playerName: 'Dan', price: (actual) => actual });
    const middle = await playGame(first, dan, { game: GAME, playerName: 'Dan', price: (actual) => actual * 1.2 });
    const weakest = await playGame(first, dan, { game: GAME, playerName: 'Dan', price: 1_000_000_000 });
    const [{ gameId, playerId }] = await database.dataSource.query(
      `SELECT "gameId", "playerId" FROM play_session WHERE id = $1`,
      [best.id],
    );
    // Dan's board rows are held until both exclusions wait for them: then they run as close together as they can.
    const holder = new PgClient({ connectionString: database.url });
    await holder.connect();
    let answers: Awaited<ReturnType<TestBrowser['graphql']>>[] = [];
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM leaderboard_entry WHERE "gameId" = $1 AND "playerId" = $2 FOR UPDATE`, [
        gameId,
        playerId,
      ]);
      const failed = await failedStatementsDuring(async () => {
        const excluding = Promise.all([
          creator.graphql(EXCLUDE, { id: best.id, excluded: true }),
          brandAdmin.graphql(EXCLUDE, { id: middle.id, excluded: true }),
        ]);
        await waitUntil(async () => {
          const [{ waiting }] = await database.dataSource.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return waiting >= 2;
        });
        await holder.query('COMMIT');
        answers = await excluding;
      });
      expect(failed).toEqual([]);
    } finally {
      await holder.end();
    }
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    const entries = await database.dataSource.query(
      `SELECT DISTINCT "sessionId" FROM leaderboard_entry WHERE "gameId" = $1 AND "playerId" = $2`,
      [gameId, playerId],
    );
    expect(entries).toEqual([{ sessionId: weakest.id }]);
    await creator.graphql(EXCLUDE, { id: best.id, excluded: false });
    await creator.graphql(EXCLUDE, { id: middle.id, excluded: false });
  });

  it('keeps a session excluded while in progress off the boards when it completes', async () => {
    const carol = newVisitorToken();
    const started = await startSession(first, carol, { game: GAME, playerName: 'Carol' });
    await creator.graphql(EXCLUDE, { id: started.id, excluded: true });
    const played = await guessEveryRound(second, carol, started, (actual) => actual);
    expect(played).toMatchObject({ isComplete: true, ranked: true });
    const rows = (await board()).rows.map((row: { sessionId: string }) => row.sessionId);
    expect(rows).not.toContain(started.id);
  });

  it("finds no session or game of this site on another brand's host, even for a site admin", async () => {
    const onOtherHost = async (query: string, variables: Record<string, unknown>) => {
      const response = await requestOnHost(first.baseUrl, 'thamesandfinch.localhost', '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${siteAdmin.sessionCookie}` },
        body: JSON.stringify({ query, variables }),
      });
      return JSON.parse(response.body.toString()).errors?.[0]?.extensions?.code;
    };
    expect(await onOtherHost(HIDE, { id: bobRun.id, hidden: true })).toBe('NOT_FOUND');
    expect(await onOtherHost(EXCLUDE, { id: bobRun.id, excluded: true })).toBe('NOT_FOUND');
    expect(await onOtherHost(MANAGED, { slug: GAME, home: bobRun.homeIds[0] })).toBe('NOT_FOUND');
    const [{ hidden, excluded }] = await database.dataSource.query(
      `SELECT count("nameHiddenAt")::int AS hidden, count("excludedAt")::int AS excluded FROM play_session
       WHERE id = $1`,
      [bobRun.id],
    );
    expect({ hidden, excluded }).toEqual({ hidden: 0, excluded: 0 });
  });
});
