// Bench databases: created fresh on findTestPostgres()'s server, named ballpark_bench_<what>_<time>_<pid>, dropped at
// the end. Databases left by a bench process that no longer runs (killed with SIGKILL) are dropped at the next start.
import process from 'node:process';
import pg from 'pg';
import { onEmergency } from './cleanup.mjs';

const PREFIX = 'ballpark_bench_';

export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export function benchDatabaseName(what) {
  return `${PREFIX}${what}_${Date.now()}_${process.pid}`;
}

const unregister = new Map();

export async function createDatabase(serverUrl, name) {
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  unregister.set(
    name,
    onEmergency(() => dropDatabase(serverUrl, name)),
  );
}

export async function dropDatabase(serverUrl, name) {
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  unregister.get(name)?.();
  unregister.delete(name);
}

/** Drops bench databases whose bench process is gone; returns their names. */
export async function dropOrphanDatabases(serverUrl) {
  const { rows } = await withClient(serverUrl, (client) =>
    client.query(`SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`),
  );
  const dropped = [];
  for (const { datname } of rows) {
    const pid = Number(/_(\d+)$/.exec(datname)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    await dropDatabase(serverUrl, datname);
    dropped.push(datname);
  }
  return dropped;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Committed plus rolled-back transactions of a database so far (pg_stat_database), and the pids of its backends
 * and of the server's own processes (checkpointer, WAL writer, autovacuum...).
 */
export async function postgresActivity(serverUrl, name) {
  return withClient(serverUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT (xact_commit + xact_rollback)::float8 FROM pg_stat_database WHERE datname = $1) AS transactions,
              array(SELECT pid FROM pg_stat_activity
                    WHERE (datname = $1 OR datname IS NULL) AND pid <> pg_backend_pid()) AS pids`,
      [name],
    );
    return { transactions: rows[0].transactions ?? 0, pids: rows[0].pids };
  });
}
