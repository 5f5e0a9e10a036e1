import { Redis } from 'ioredis';
import { TEST_REDIS_URL } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { boardKey, PostgresRankStore, RedisRankStore } from './rank-store';
import { teardown } from '../../../test/teardown';

/** The Redis rank store against real Redis and PostgreSQL: what happens to a board when Redis misses a write. */
let database: TestDatabase;
let redis: Redis;
let gameId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  [{ id: gameId }] = await database.dataSource.query(`SELECT id FROM game WHERE slug = 'grand-tour'`);
});
afterAll(() =>
  teardown(
    async () => redis && (await redis.del(...(await redis.keys(boardKey(gameId, '*'))), 'ballpark:none')),
    () => redis?.disconnect(),
    () => database?.drop(),
  ),
);

async function addEntry(visitor: string, totalPoints: number, completedAt: Date): Promise<void> {
  const playerId = visitor.padEnd(64, '0');
  const [{ id }] = await database.dataSource.query(
    `INSERT INTO play_session ("gameId", "playerId", "playerName", "roundCount", "scoringMode", "totalPoints", "guessCount", "completedAt")
     VALUES ($1, $2, $3, 10, 'log', $4, 10, $5) RETURNING id`,
    [gameId, playerId, visitor, totalPoints, completedAt],
  );
  await database.dataSource.query(
    `INSERT INTO leaderboard_entry ("gameId", "periodKey", "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
     VALUES ($1, 'all', $2, $3, $4, $5, 10, $6)`,
    [gameId, playerId, id, visitor, totalPoints, completedAt],
  );
}

async function waitUntilReady(store: RedisRankStore): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await redis.zscore(boardKey(gameId, 'all'), '~ready')) !== null) return;
    await store.count(gameId, 'all');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the board was not rebuilt');
}

it('rebuilds a board whose set missed an entry during a short outage', async () => {
  const storeClient = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const store = new RedisRankStore(storeClient, new PostgresRankStore(database.dataSource), database.dataSource);
  try {
    await addEntry('a', 500, new Date('2026-11-01T10:00:00Z'));
    await addEntry('b', 400, new Date('2026-11-01T11:00:00Z'));
    await waitUntilReady(store);
    expect(await store.standing(gameId, 'all', 'b'.padEnd(64, '0'))).toEqual({ players: 2, viewerRank: 2 });

    // A new best reaches PostgreSQL while this instance's Redis connection is down: the set misses it.
    storeClient.disconnect();
    await addEntry('c', 900, new Date('2026-11-02T10:00:00Z'));
    await store.record(gameId, 'all', 'c'.padEnd(64, '0'), 900, new Date('2026-11-02T10:00:00Z'));
    await storeClient.connect();

    // The next read drops the stale set's ready marker, answers from PostgreSQL, and the rebuild brings c in.
    expect(await store.standing(gameId, 'all', 'b'.padEnd(64, '0'))).toEqual({ players: 3, viewerRank: 3 });
    await waitUntilReady(store);
    expect(await redis.zscore(boardKey(gameId, 'all'), 'c'.padEnd(64, '0'))).not.toBeNull();
    expect(await store.standing(gameId, 'all', 'c'.padEnd(64, '0'))).toEqual({ players: 3, viewerRank: 1 });
  } finally {
    storeClient.disconnect();
  }
});
