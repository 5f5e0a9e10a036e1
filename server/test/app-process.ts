import { spawn } from 'node:child_process';
import path from 'node:path';
import { graphqlAt, type AppEndpoint } from './test-app';

/**
 * The app as production runs it: `server/src/index.ts` in a Node process of its own (app-process-entry.cjs compiles
 * it as it loads), with its own config from the environment, its own log and its own connections. A test can end it
 * as abruptly as a crash or an out-of-memory kill does (SIGKILL: no drain, no close, sockets cut by the kernel), which
 * an app inside the jest process cannot show: closing one there always runs some of its own code.
 */
export interface AppProcess extends AppEndpoint {
  /** Everything the process has written so far, stdout and stderr. */
  log(): string;
  /** Settles when the process has exited, whatever the reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (the app drains and closes), then waits for the exit. */
  stop(): Promise<void>;
}

const ENTRY = path.join(__dirname, 'app-process-entry.cjs');
/** Compiling the server as it loads and building the schema: seconds on a busy 2-core machine. */
const STARTUP_MS = 60_000;

/** Starts an instance on this database and Redis (none: `redisUrl` null) and waits until it listens. */
export async function startAppProcess(options: { databaseUrl: string; redisUrl: string | null }): Promise<AppProcess> {
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIST: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.channel?.unref(); // the channel only tells the child its parent is gone (app-process-entry.cjs)
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`app process did not listen in time:\n${output}`));
    }, STARTUP_MS);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`app process exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const endWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    graphql: graphqlAt(baseUrl),
    log: () => output,
    exited,
    kill: () => endWith('SIGKILL'),
    stop: () => endWith('SIGTERM'),
  };
}
