import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { nextBoardChange } from '../../test/board-changes';
import { waitFor } from '../../test/party';
import { playGame } from '../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';
import { boardKey } from '../modules/leaderboard/rank-store';
import { teardown } from '../../test/teardown';

/**
 * Two app instances on one database and one Redis, as docker-compose runs them: a session finished on one moves the
 * live leaderboard watched on the other, and ranks come from Redis sorted sets that rebuild when Redis lost them.
 * These tests need the machine's Redis and fail (not skip) without it.
 */
const GAME = 'uk-quick-three';
let first: TestApp;
let second: TestApp;
let socket: Client;

beforeAll(async () => {
  first = await startTestApp({ redis: true });
  second = await startTestApp({ redis: true, database: first.database });
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
    () => first?.close(), // and the database they share
  ),
);

async function finishGame(app: TestApp, token: string, playerName: string): Promise<string> {
  return (await playGame(app, token, { game: GAME, playerName, price: 275_000 })).id;
}

const BOARD = `query($slug: String!) { leaderboard(gameSlug: $slug) { totalPlayers viewerRow { rank } rows { playerName rank } } }`;

describe('several instances on one Redis', () => {
  it('delivers a leaderboard change from one instance to a subscriber on the other', async () => {
    const { received } = await nextBoardChange(socket, first, GAME);
    await finishGame(first, newVisitorToken(), 'Across');
    await expect(received).resolves.toEqual({
      leaderboardChanged: { gameSlug: GAME, periods: ['DAILY', 'WEEKLY', 'MONTHLY', 'ALL_TIME'] },
    });
  });

  it('answers ranks from Redis that agree with PostgreSQL, and rebuilds a board Redis has lost', async () => {
    const tokens = [newVisitorToken(), newVisitorToken(), newVisitorToken()];
    for (const [index, token] of tokens.entries()) await finishGame(index % 2 ? first : second, token, `P${index}`);
    const viaRedis = await second.graphql(BOARD, { slug: GAME }, tokens[2]);
    const expected = viaRedis.data!.leaderboard;
    const expectedRank = expected.rows.findIndex((row: { playerName: string }) => row.playerName === 'P2') + 1;
    expect(expected.viewerRow.rank).toBe(expectedRank);

    // Lose this game's boards, as a Redis restart does (after the first build has finished).
    const [{ id: gameId }] = await first.database.dataSource.query(`SELECT id FROM game WHERE slug = $1`, [GAME]);
    const board = boardKey(gameId, 'all');
    const redis = first.redis!.client;
    await waitFor(async () => (await redis.zscore(board, '~ready')) !== null, 20_000);
    await redis.del(...(await redis.keys(boardKey(gameId, '*'))));
    const duringRebuild = await first.graphql(BOARD, { slug: GAME }, tokens[2]);
    expect(duringRebuild.data!.leaderboard).toEqual(expected);
    await waitFor(async () => (await redis.zscore(board, '~ready')) !== null, 20_000);
    const afterRebuild = await second.graphql(BOARD, { slug: GAME }, tokens[2]);
    expect(afterRebuild.data!.leaderboard).toEqual(expected);
  });
});

describe('an instance whose Redis is away', () => {
  it('keeps serving: guesses complete, boards and rate limits answer without Redis, nothing is left unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    // Nothing listens on this port: every Redis command fails, as during a Redis restart.
    const isolated = await startTestApp({ redis: true, redisUrl: 'redis://127.0.0.1:6399' });
    try {
      const token = newVisitorToken();
      await finishGame(isolated, token, 'Offline');
      const board = await isolated.graphql(BOARD, { slug: GAME }, token);
      expect(board.errors).toBeUndefined();
      expect(board.data!.leaderboard.viewerRow.rank).toBeGreaterThanOrEqual(1);
      expect(board.data!.leaderboard.totalPlayers).toBeGreaterThanOrEqual(1);
      // The outage is logged where Redis was skipped.
      expect(logged.mock.calls.some(([message]) => /^redis: /.test(String(message)))).toBe(true);
    } finally {
      await isolated.close();
      // Once the app is closed nothing of it is pending: a rejection nobody handled has been reported by now.
      await new Promise((resolve) => setImmediate(resolve));
      logged.mockRestore();
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
