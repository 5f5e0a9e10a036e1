import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

/**
 * The migrations are the schema's history and the entities its description: a table or column renamed in one alone
 * would leave the app's queries and TypeORM's idea of the tables apart, and only the queries that touch it would
 * fail. (Index and constraint names are the migrations' own, so TypeORM's schema diff is not the measure here.)
 */
describe('the migrations and the entities', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database?.drop());

  it('name the same tables and columns', async () => {
    const rows: { table: string; column: string }[] = await database.dataSource.query(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const migrated = new Set(rows.map(({ table, column }) => `${table}.${column}`));
    const described = database.dataSource.entityMetadatas.flatMap((entity) =>
      entity.columns.map((column) => `${entity.tableName}.${column.databaseName}`),
    );
    expect(described.length).toBeGreaterThan(100);
    expect(described.filter((column) => !migrated.has(column))).toEqual([]);
  });
});
