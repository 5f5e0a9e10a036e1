import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../ormconfig';
import type { AppConfig } from '../platform/config';
import { BrandEntity } from '../modules/brand/brand.entity';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { seedDemoData } from './seed/seed-demo-data';

export interface Database {
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or to an embedded PostgreSQL when there is none; runs pending migrations; seeds the
 * demo catalogue into an empty database.
 */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    log('DATABASE_URL is not set: starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
    url = embedded.url;
  }
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    await withStartupLock(dataSource, async () => {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length) log(`applied migrations: ${applied.map((migration) => migration.name).join(', ')}`);
      if (config.seedDemoData && (await dataSource.getRepository(BrandEntity).count()) === 0) {
        const seeded = await seedDemoData(dataSource);
        log(`seeded demo data: ${seeded.listings} homes, ${seeded.games} games`);
      }
    });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

/** Several instances may start together (docker-compose): one migrates and seeds while the others wait. */
async function withStartupLock(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(hashtext('ballpark:startup'))`);
    await work();
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(hashtext('ballpark:startup'))`).catch(() => {});
    await runner.release();
  }
}
