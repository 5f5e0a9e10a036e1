// The PostgreSQL that tests use: TEST_DATABASE_URL, else the machine's server on 127.0.0.1:5432 (CI's), else an
// embedded PostgreSQL started for this run (a fresh machine). Tests then create databases of their own on it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/test';

function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function findTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  if (await reachable(5432)) return { url: LOCAL_URL, stop: async () => {} };
  if (process.env.CI) throw new Error('CI expects PostgreSQL on 127.0.0.1:5432 (.ci/run starts it).');
  // The product's own embedded runner (TypeScript, loaded through jiti), so the tests run wherever `npm start` does.
  const { createJiti } = await import('jiti');
  const { startEmbeddedPostgres } = await createJiti(import.meta.url).import('../server/src/db/embedded-postgres.ts');
  const embedded = await startEmbeddedPostgres({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-test-pg-')),
    database: 'postgres',
    port: 54330 + Math.floor(Math.random() * 500),
    log: () => {},
  });
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      fs.rmSync(embedded.clusterDir, { recursive: true, force: true });
    },
  };
}
