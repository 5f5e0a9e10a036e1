// Runs the built app for the end-to-end tests on a database of its own, and drops that database when stopped. The
// database's URL goes to E2E_DATABASE_URL_FILE (set by playwright.config.ts) for the specs that run the project's own
// scripts against it, as a host would (e2e/entry-tokens.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { startListingSite } from './e2e-listing-site.mjs';
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
const urlFile = process.env.E2E_DATABASE_URL_FILE;
if (urlFile) fs.writeFileSync(urlFile, url.toString(), { mode: 0o600 });

// A listing site for the game builder's journey, on the next port; the app may import from it (and only it).
const listingSitePort = Number(port) + 1;
const listingSite = await startListingSite(listingSitePort);
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-e2e-photos-'));

const app = spawn('node', ['server/dist/server/src/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    REDIS_URL: '',
    IMPORT_ALLOWED_HOSTS: `127.0.0.1:${listingSitePort}`,
    PHOTO_DIR: photoDir,
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  listingSite.close();
  fs.rmSync(photoDir, { recursive: true, force: true });
  if (urlFile) fs.rmSync(urlFile, { force: true });
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
