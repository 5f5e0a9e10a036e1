// Runs the built app for the end-to-end tests on a database of its own, and drops that database when stopped.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { findTestPostgres } from './test-postgres.mjs';

const port = process.env.E2E_PORT ?? '3199';
const postgres = await findTestPostgres();
const name = `ballpark_e2e_${Date.now()}`;
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(postgres.url);
url.pathname = `/${name}`;

const app = spawn('node', ['server/dist/server/src/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    REDIS_URL: '',
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  const cleanup = new pg.Client({ connectionString: postgres.url });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
  await postgres.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
