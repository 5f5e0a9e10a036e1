import { visitorIdFromToken } from '../../policies/visitor-token';
import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/**
 * Accounts made before this migration played as their browser's visitor id, so that browser's token alone (logged
 * out) still played as them. The migration gives each account an id of its own and moves its play there.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await undoMigrationsThrough(database.dataSource, 'AccountPlayerIds1765230000000');
}, 60_000);
afterAll(() => database.drop());

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

it("moves each account's play to an id no visitor token hashes to, and leaves guests' play where it is", async () => {
  const [home] = await query(`SELECT "gameId", id, "listingId" FROM game_listing WHERE visible LIMIT 1`);
  const [ana, bo, guest] = ['ana-token-0123456789', 'bo-token-0123456789', 'guest-token-0123456789'].map((token) =>
    visitorIdFromToken(token)!,
  );
  for (const [email, playerId] of [
    ['ana@example.com', ana],
    ['bo@example.com', bo],
  ])
    await query(`INSERT INTO account (email, "passwordHash", "displayName", "playerId") VALUES ($1, 'x', 'Ana', $2)`, [
      email,
      playerId,
    ]);
  const sessionOf: Record<string, string> = {};
  for (const playerId of [ana, bo, guest]) {
    const [{ id }] = await query(
      `INSERT INTO play_session ("gameId", "visitorId", "playerName", "roundCount", "scoringMode", "totalPoints",
         "guessCount", "completedAt")
       VALUES ($1, $2, 'P', 1, 'bands', 100, 1, now()) RETURNING id`,
      [home.gameId, playerId],
    );
    sessionOf[playerId] = id;
    await query(
      `INSERT INTO guess ("sessionId", "gameListingId", "listingId", "visitorId", amount, points)
       VALUES ($1, $2, $3, $4, 100000, 100)`,
      [id, home.id, home.listingId, playerId],
    );
    await query(
      `INSERT INTO leaderboard_entry ("gameId", "periodKey", "visitorId", "sessionId", "playerName", "totalPoints",
         "guessCount", "completedAt")
       VALUES ($1, 'all', $2, $3, 'P', 100, 1, now())`,
      [home.gameId, playerId, id],
    );
    await query(`INSERT INTO price_seen ("visitorId", "listingId") VALUES ($1, $2)`, [playerId, home.listingId]);
  }

  await database.dataSource.runMigrations({ transaction: 'each' });

  const accounts: { email: string; playerId: string }[] = await query(
    `SELECT email, "playerId" FROM account ORDER BY email`,
  );
  const [anaNow, boNow] = accounts.map((account) => account.playerId);
  expect(anaNow).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set([anaNow, boNow, ana, bo, guest]).size).toBe(5);
  // Every migration has run: the columns are named playerId since OneNamePerThing1765380000000.
  const rowsOf = (id: string) =>
    query(
      `SELECT (SELECT array_agg(id) FROM play_session WHERE "playerId" = $1) AS sessions,
              (SELECT count(*)::int FROM guess WHERE "playerId" = $1) AS guesses,
              (SELECT count(*)::int FROM leaderboard_entry WHERE "playerId" = $1) AS entries,
              (SELECT count(*)::int FROM price_seen WHERE "playerId" = $1) AS seen`,
      [id],
    ).then(([row]) => row);
  expect(await rowsOf(anaNow)).toEqual({ sessions: [sessionOf[ana]], guesses: 1, entries: 1, seen: 1 });
  expect(await rowsOf(boNow)).toEqual({ sessions: [sessionOf[bo]], guesses: 1, entries: 1, seen: 1 });
  expect(await rowsOf(ana)).toEqual({ sessions: null, guesses: 0, entries: 0, seen: 0 });
  expect(await rowsOf(guest)).toEqual({ sessions: [sessionOf[guest]], guesses: 1, entries: 1, seen: 1 });
});
