import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../ormconfig';
import { seedDemoData } from '../src/db/seed/seed-demo-data';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (its global setup finds PostgreSQL).');
  return url;
}

/**
 * A database of its own for one test file, migrated (and seeded unless told not to) the way `npm start` does it.
 * If making it fails part way (a migration, the seed), what was made is dropped before the error is thrown, so a
 * failed `beforeAll` leaves no database nor connection pool behind.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const name = `ballpark_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 10 });
  let dropped: Promise<void> | undefined;
  // Once only: a test may drop it itself and its file's teardown again.
  const drop = () =>
    (dropped ??= (async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    })());
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    if (options.seed ?? true) await seedDemoData(dataSource);
  } catch (error) {
    await drop().catch(() => {}); // the first error is the one to see
    throw error;
  }
  return { url: url.toString(), dataSource, drop };
}

/** Runs a statement on the server's admin database, over a connection that is closed whatever happens. */
async function asAdmin(statement: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await statement(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Undoes the newest migrations down to and including `name`, so a test of one migration stays true as newer ones
 * are added.
 */
/** Undoes the migrations applied after the named one: the database is as that migration left it. */
export async function undoMigrationsAfter(dataSource: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
    if (!last) throw new Error(`${name} is not applied`);
    if (last.name === name) return;
    await dataSource.undoLastMigration({ transaction: 'each' });
  }
}

export async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
    if (!last) throw new Error(`${name} is not applied`);
    await dataSource.undoLastMigration({ transaction: 'each' });
    if (last.name === name) return;
  }
}
