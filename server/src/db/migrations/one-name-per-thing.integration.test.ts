import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/**
 * The one-name-per-thing migration renames and changes no row: the demo's played sessions, guesses and boards keep
 * every value under the new names, and go back down to the old ones.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const COUNTS = `SELECT (SELECT count(*) FROM guess)::int AS guesses,
  (SELECT count(DISTINCT "%player%") FROM play_session)::int AS players,
  (SELECT count(*) FROM leaderboard_entry)::int AS entries,
  (SELECT count(*) FROM %homes%)::int AS homes,
  (SELECT count(*) FROM guess g JOIN %homes% h ON h.id = g."%home%")::int AS "guessedHomes"`;

const countsUnder = async (names: { player: string; homes: string; home: string }) =>
  (
    await database.dataSource.query(
      COUNTS.replace(/%player%/g, names.player)
        .replace(/%homes%/g, names.homes)
        .replace(/%home%/g, names.home),
    )
  )[0];

it('keeps every row under the new names, and under the old ones once undone', async () => {
  const now = await countsUnder({ player: 'playerId', homes: 'game_home', home: 'gameHomeId' });
  expect(now.guesses).toBeGreaterThan(0);
  expect(now.players).toBeGreaterThan(1);
  expect(now.guessedHomes).toBe(now.guesses);

  await undoMigrationsThrough(database.dataSource, 'OneNamePerThing1765380000000');
  expect(await countsUnder({ player: 'visitorId', homes: 'game_listing', home: 'gameListingId' })).toEqual(now);

  await database.dataSource.runMigrations({ transaction: 'each' });
  expect(await countsUnder({ player: 'playerId', homes: 'game_home', home: 'gameHomeId' })).toEqual(now);
});
