import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A private `redis-server` for one test (the machine's binary, which CI has too: .ci/run starts one), on a free port,
 * without persistence, so a test can stop and restart it without touching the Redis other tests share.
 */
export interface RedisServer {
  url: string;
  /** Ends the server as a crash does (SIGKILL: clients see their connections cut), and waits for the exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (no persistence), and waits until it answers; running, it stays. */
  start(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN || '/usr/bin/redis-server';

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let server: ChildProcess | null = null;
  const start = async () => {
    if (server && server.exitCode === null && server.signalCode === null) return;
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    server = child;
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} (port ${port} taken?)`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async kill() {
      const child = server;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A port nothing listens on right now (the OS's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Answers PING with PONG. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
