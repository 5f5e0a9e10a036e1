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

/** A database of its own for one test file, migrated (and seeded unless told not to) the way `npm start` does it. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const name = `ballpark_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 10 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  if (options.seed ?? true) await seedDemoData(dataSource);
  return {
    url: url.toString(),
    dataSource,
    drop: async () => {
      await dataSource.destroy();
      const cleanup = new Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
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
