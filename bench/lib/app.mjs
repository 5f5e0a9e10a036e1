// The real Ballpark server under test: the build in server/dist, started as `node index.js` in its own process.
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { childEnv, startServer } from './processes.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(REPO_ROOT, 'server', 'dist', 'server', 'src');
const require = createRequire(import.meta.url);

/**
 * Starts the app on a free port of 127.0.0.1; it migrates and seeds the demo data into an empty database. `nodeArgs`:
 * options for node itself (the idle-socket benchmark's `--inspect`).
 */
export function startApp({ name, databaseUrl, redisUrl = null, nodeArgs = [] }) {
  const env = childEnv({
    DATABASE_URL: databaseUrl,
    CLIENT_DIST: 'none',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'auto',
    // One visitor on one IP sends thousands of guesses a second: the per-visitor and per-IP limits would refuse
    // nearly all of them (server/src/http/rate-limits.ts has this switch for the load benchmarks).
    RATE_LIMITS: 'off',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  // BENCH_PROFILE_DIR=<dir>: each app process writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // BENCH_APP_SCRIPT=<file>: run another entry point instead of the build (to measure a server change before making
  // it); it must start like server/src/index.ts and print "listening on http://host:<port>".
  const script = process.env.BENCH_APP_SCRIPT
    ? path.resolve(process.env.BENCH_APP_SCRIPT)
    : path.join(DIST, 'index.js');
  return startServer({ name, script, env, nodeArgs: [...profileArgs, ...nodeArgs], timeoutMs: 90_000 });
}

/** A module of the built server (`server/dist`), for the bench to use the app's own names (a Redis key's shape). */
export function builtServerModule(file) {
  return require(path.join(DIST, file));
}

/** Migrations and the demo seed with the built code, in this process, without starting a server. */
export async function migrateAndSeed(databaseUrl, log) {
  require('reflect-metadata');
  const { loadConfig } = require(path.join(DIST, 'platform', 'config.js'));
  const { openDatabase } = require(path.join(DIST, 'db', 'database.js'));
  const database = await openDatabase(loadConfig({ DATABASE_URL: databaseUrl, CLIENT_DIST: 'none' }), log);
  await database.close();
}

export async function graphql(url, query, variables = {}, token = null) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-visitor-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors)
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}
