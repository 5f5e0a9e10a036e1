import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { startTestApp } from './test-app';
import { createTestDatabase } from './test-database';
import { teardown } from './teardown';

/**
 * A harness helper that fails part way (as a `beforeAll` on a busy machine may) leaves nothing behind: no database,
 * no connection pool keeping jest from exiting. The databases it made are found through DataSource.initialize.
 */
let initialize: jest.SpyInstance;
const madeDataSources = () => initialize.mock.contexts as DataSource[];
const nameOf = (dataSource: DataSource) =>
  new URL((dataSource.options as PostgresConnectionOptions).url!).pathname.slice(1);

async function onAdmin<T>(statement: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await statement(admin);
  } finally {
    await admin.end();
  }
}

const databaseExists = (name: string) =>
  onAdmin(async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);

beforeEach(() => {
  initialize = jest.spyOn(DataSource.prototype, 'initialize');
});
afterEach(() =>
  // What a helper failed to clean up is cleaned up here, so that a failing test leaks nothing either.
  teardown(
    ...madeDataSources().map((dataSource) => async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${nameOf(dataSource)} WITH (FORCE)`));
    }),
    () => jest.restoreAllMocks(),
  ),
);

async function expectNothingLeftOf(dataSources: DataSource[]) {
  expect(dataSources).toHaveLength(1);
  for (const dataSource of dataSources) {
    expect(dataSource.isInitialized).toBe(false);
    expect(await databaseExists(nameOf(dataSource))).toBe(false);
  }
}

describe('startTestApp', () => {
  it('drops the database it made when the app cannot start', async () => {
    await expect(startTestApp({ env: { RATE_LIMITS: 'sometimes' } })).rejects.toThrow('RATE_LIMITS must be on or off');
    await expectNothingLeftOf(madeDataSources());
  });

  it('drops its database once, however many times it is closed', async () => {
    const app = await startTestApp();
    await Promise.all([app.close(), app.close()]);
    await app.close();
    await expectNothingLeftOf(madeDataSources());
  });
});

describe('createTestDatabase', () => {
  // Each step that can fail once the database exists: connecting, migrating, seeding (one transaction).
  it.each(['initialize', 'runMigrations', 'transaction'] as const)(
    'drops the database when making it fails at DataSource.%s',
    async (step) => {
      const failing = step === 'initialize' ? initialize : jest.spyOn(DataSource.prototype, step);
      failing.mockRejectedValueOnce(new Error(`${step} failed`));
      await expect(createTestDatabase()).rejects.toThrow(`${step} failed`);
      await expectNothingLeftOf(madeDataSources());
    },
  );
});
