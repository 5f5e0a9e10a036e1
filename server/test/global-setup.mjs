import { findTestPostgres } from '../../scripts/test-postgres.mjs';

export default async function globalSetup() {
  const postgres = await findTestPostgres();
  process.env.TEST_DATABASE_URL = postgres.url;
  globalThis.__TEST_POSTGRES__ = postgres;
}
