import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  EmbeddedPostgresError,
  packagedNativeDir,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './embedded-postgres';
import { teardown } from '../../test/teardown';

const isRoot = process.getuid?.() === 0;

/**
 * A newcomer's clone in a private folder (mode 700, as `mktemp -d` makes): as root, PostgreSQL runs as the `postgres`
 * user, who can enter neither the binaries' nor the data's folder there.
 */
describe('the embedded PostgreSQL in a project under a private folder', () => {
  let privateDir: string;
  let reachableRoot: string;
  let nativeDir: string;
  const started: EmbeddedDatabase[] = [];
  const messages: string[] = [];

  beforeAll(() => {
    privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-private-'));
    fs.chmodSync(privateDir, 0o700);
    nativeDir = path.join(privateDir, 'node_modules', 'native');
    fs.mkdirSync(path.dirname(nativeDir));
    execFileSync('cp', ['-a', packagedNativeDir(), nativeDir]);
    reachableRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-reachable-'));
    fs.chmodSync(reachableRoot, 0o755);
  });

  afterAll(() =>
    teardown(
      () => Promise.all(started.map((database) => database.stop())),
      () => privateDir && fs.rmSync(privateDir, { recursive: true, force: true }),
      () => reachableRoot && fs.rmSync(reachableRoot, { recursive: true, force: true }),
    ),
  );

  const start = async () => {
    const database = await startEmbeddedPostgres({
      dataDir: path.join(privateDir, '.data'),
      nativeDir,
      reachableRoot,
      database: 'ballpark',
      port: 55400 + Math.floor(Math.random() * 400),
      log: (message) => messages.push(message),
    });
    started.push(database);
    return database;
  };

  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  // Longer than the project's 90 s: PostgreSQL starts twice, the first time creating its cluster (initdb).
  it('starts, keeps its data across a restart, and says where the data went', async () => {
    const first = await start();
    await query(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$still here$$)');
    await first.stop();

    const second = await start();
    expect(second.clusterDir).toBe(first.clusterDir);
    expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);

    if (isRoot) {
      // Moved where the postgres user can reach it, and the log says so.
      expect(first.clusterDir.startsWith(reachableRoot)).toBe(true);
      expect(messages.some((message) => message.includes(first.clusterDir))).toBe(true);
      expect(messages.some((message) => message.includes('binaries copied'))).toBe(true);
    } else {
      expect(first.clusterDir).toBe(path.join(privateDir, '.data', 'postgres'));
    }
  }, 120_000);

  it('shares the cluster with a second process while the first runs it (npm run grant-role beside npm start)', async () => {
    const app = await start();
    const script = await start();
    expect(script.url).toBe(app.url);
    expect(messages.some((message) => message.includes('already running'))).toBe(true);
    await query(script.url, 'CREATE TABLE IF NOT EXISTS shared (note text)');
    await script.stop();
    // The second process leaves the server to the first: it still answers.
    expect(await query(app.url, 'SELECT count(*)::int AS n FROM shared')).toEqual([{ n: 0 }]);
    await app.stop();
  }, 120_000);
});

it('stops with one message naming the cause and the way out when PostgreSQL cannot start', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-broken-'));
  try {
    const start = startEmbeddedPostgres({
      dataDir,
      nativeDir: path.join(dataDir, 'no-binaries-here'),
      reachableRoot: dataDir,
      log: () => {},
    });
    await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(start).rejects.toThrow(/could not start[\s\S]*Set DATABASE_URL to a PostgreSQL server you run/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
