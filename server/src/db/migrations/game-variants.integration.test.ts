import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/** The game variants migration goes up on a seeded database and back down cleanly. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const columns = async (table: string) =>
  (
    await database.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1`, [table])
  ).map((row: { column_name: string }) => row.column_name);

it('adds the variants columns and the entry token table, and removes them going down', async () => {
  expect(await columns('game_entry_token')).toHaveLength(5);
  await undoMigrationsThrough(database.dataSource, 'GameVariants1764500000000');
  expect(await columns('game_entry_token')).toEqual([]);
  expect(await columns('game')).not.toContain('entryByToken');
  expect(await columns('guess')).not.toContain('reason');
  await database.dataSource.runMigrations({ transaction: 'each' });
  expect(await columns('game_home')).toContain('commentary'); // game_listing until OneNamePerThing1765380000000
  expect(await columns('play_session')).toContain('namedAt');
});
