import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a named prepared statement on the pool: PostgreSQL plans it once per connection instead of on every call.
 * For the hot paths (a guess, a leaderboard read), where planning costs more than executing.
 */
export async function preparedQuery<Row>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const result = await pool.query({ name, text, values });
  return result.rows as Row[];
}
