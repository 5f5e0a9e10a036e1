import { periodKey } from '@ballpark/common/leaderboard-period';
import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/**
 * The ranked-or-practice migration applied to history: a replay that typed in the prices it had just seen (the
 * issue's 60/300 then 300/300) becomes practice and leaves the board, where the player's ranked run takes its place.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // Back to the schema before ranked or practice: no session homes, no ranked column (and none of the later ones).
  await undoMigrationsThrough(database.dataSource, 'SessionHomesAndRanked1764200000000');
});
afterAll(() => database?.drop());

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

it('makes a replay of seen homes practice, and rebuilds the boards from ranked sessions', async () => {
  const [game] = await query(`SELECT id, "roundCount" FROM game WHERE slug = 'uk-quick-three'`);
  const homes: { id: string; listingId: string }[] = await query(
    `SELECT id, "listingId" FROM game_listing WHERE "gameId" = $1 AND visible ORDER BY position LIMIT $2`,
    [game.id, game.roundCount],
  );
  const visitor = 'a'.repeat(64);
  const other = 'b'.repeat(64);
  const firstRunAt = new Date('2026-11-20T10:00:00Z');
  const replayAt = new Date('2026-11-20T10:10:00Z');
  const otherAt = new Date('2026-11-20T11:00:00Z');

  const play = async (visitorId: string, name: string, at: Date, points: number) => {
    const completedAt = new Date(at.getTime() + 60_000);
    const [{ id }] = await query(
      `INSERT INTO play_session ("gameId", "visitorId", "playerName", "roundCount", "scoringMode", "totalPoints",
         "guessCount", "startedAt", "completedAt")
       VALUES ($1, $2, $3, $4, 'bands', $5, $4, $6, $7) RETURNING id`,
      [game.id, visitorId, name, homes.length, points * homes.length, at, completedAt],
    );
    for (const [index, home] of homes.entries())
      await query(
        `INSERT INTO guess ("sessionId", "gameListingId", "listingId", "visitorId", amount, points, "createdAt")
         VALUES ($1, $2, $3, $4, 100000, $5, $6)`,
        [id, home.id, home.listingId, visitorId, points, new Date(at.getTime() + (index + 1) * 1000)],
      );
    // The boards as the old guess statement left them: the player's best, the replay included.
    for (const key of ['daily', 'weekly', 'monthly', 'all_time'] as const)
      await query(
        `INSERT INTO leaderboard_entry ("gameId", "periodKey", "visitorId", "sessionId", "playerName", "totalPoints",
           "guessCount", "completedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT ("gameId", "periodKey", "visitorId") DO UPDATE SET "sessionId" = excluded."sessionId",
           "totalPoints" = excluded."totalPoints", "completedAt" = excluded."completedAt"
         WHERE excluded."totalPoints" > leaderboard_entry."totalPoints"`,
        [game.id, periodKey(key, completedAt), visitorId, id, name, points * homes.length, homes.length, completedAt],
      );
    return id as string;
  };
  const firstRun = await play(visitor, 'Ada', firstRunAt, 20);
  const replay = await play(visitor, 'Ada', replayAt, 100);
  const otherRun = await play(other, 'Bo', otherAt, 50);

  await database.dataSource.runMigrations({ transaction: 'each' });

  const ranked = await query(`SELECT id, ranked FROM play_session WHERE id = ANY($1) ORDER BY "startedAt"`, [
    [firstRun, replay, otherRun],
  ]);
  expect(ranked).toEqual([
    { id: firstRun, ranked: true },
    { id: replay, ranked: false },
    { id: otherRun, ranked: true },
  ]);
  const entries = await query(
    `SELECT "periodKey", "sessionId" FROM leaderboard_entry WHERE "gameId" = $1 ORDER BY "periodKey", "sessionId"`,
    [game.id],
  );
  const keys = (['daily', 'weekly', 'monthly', 'all_time'] as const).map((period) => periodKey(period, firstRunAt));
  expect(entries).toEqual(
    keys.sort().flatMap((key) => [firstRun, otherRun].sort().map((sessionId) => ({ periodKey: key, sessionId }))),
  );
});
