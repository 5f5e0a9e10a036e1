import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/** The challenges migration goes up on a seeded database and back down cleanly. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const oneAttemptIndexes = async () =>
  (
    await database.dataSource.query(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'play_session' AND indexname = 'play_session_one_attempt'`,
    )
  ).map((row: { indexdef: string }) => row.indexdef);

it('adds the one-attempt column and its unique index, and removes them going down', async () => {
  expect(await oneAttemptIndexes()).toEqual([
    expect.stringMatching(/UNIQUE INDEX .*\("gameId", "playerId"\) WHERE "oneAttempt"/),
  ]);
  await undoMigrationsThrough(database.dataSource, 'Challenges1764600000000');
  expect(await oneAttemptIndexes()).toEqual([]);
  const [{ count }] = await database.dataSource.query(
    `SELECT count(*)::int AS count FROM information_schema.columns WHERE table_name = 'play_session' AND column_name = 'oneAttempt'`,
  );
  expect(count).toBe(0);
  await database.dataSource.runMigrations({ transaction: 'each' });
  expect(await oneAttemptIndexes()).toHaveLength(1);
});
