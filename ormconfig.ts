import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './server/src/db/entities';
import { MIGRATIONS } from './server/src/db/migrations';
import { ParameterFreeLogger } from './server/src/platform/query-log';

/**
 * The one TypeORM DataSource definition, used by the app, the CLI (`npx typeorm -d ormconfig.ts`) and the tests.
 * Schema changes go through migrations only; `synchronize` stays off everywhere.
 */
export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    poolSize: options.poolSize ?? 20,
    // Failed statements are logged without their parameters (emails, password hashes, tokens' hashes).
    logger: new ParameterFreeLogger(),
  });
}

export default createDataSource(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
