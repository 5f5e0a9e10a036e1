// Child processes of the bench (servers under test, and workers such as the socket fleets): started with a clean
// environment, servers awaited until they print their port, stopped by their own pid (SIGTERM, then SIGKILL), and
// killed if the bench itself exits.
import { fork, spawn } from 'node:child_process';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set();

export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}

process.on('exit', killAll);

/** Variables a server under test must not inherit from the shell running the bench. */
const STRIPPED = ['DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'TRUST_PROXY', 'APOLLO_KEY', 'APOLLO_GRAPH_REF'];

export function childEnv(extra) {
  const env = { ...process.env };
  for (const name of STRIPPED) delete env[name];
  return { ...env, NODE_ENV: 'production', ...extra };
}

/**
 * Starts `node <script>` and resolves once a stdout line matches `listening on http://host:<port>`.
 * @returns {Promise<{ name: string, pid: number, port: number, url: string, output: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ name, script, env, nodeArgs = [], timeoutMs = 60_000 }) {
  const child = spawn(process.execPath, [...nodeArgs, script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const lines = [];
  const remember = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stderr.on('data', (chunk) => {
    remember(chunk);
    if (process.env.BENCH_SERVER_STDERR) process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));

  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not listening after ${timeoutMs} ms`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      remember(chunk);
      const match = /listening on http:\/\/[^:/\s]+:(\d+)/.exec(String(chunk));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}, signal ${signal}) before listening:\n${lines.join('\n')}`));
    });
  }).catch(async (error) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });

  return {
    name,
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join('\n'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(15_000, 'timeout')]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Starts `node <script>` with an IPC channel (bench/socket-fleet.mjs): `request(message)` sends the message with an id
 * and resolves with the worker's `{ id, result }` answer to it (rejects on `{ id, error }` or when the worker exits).
 */
export function startWorker({ name, script, env = childEnv({}) }) {
  const child = fork(script, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
  running.add(child);
  const pending = new Map();
  let nextId = 0;
  child.on('message', ({ id, result, error }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error) waiting?.reject(new Error(`${name}: ${error}`));
    else waiting?.resolve(result);
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      for (const waiting of pending.values())
        waiting.reject(new Error(`${name} exited (code ${code}, signal ${signal})`));
      pending.clear();
      resolve();
    }),
  );
  return {
    name,
    pid: child.pid,
    request: (message) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve, reject });
        child.send({ ...message, id });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      if ((await Promise.race([exited, sleep(5_000, 'timeout')])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
