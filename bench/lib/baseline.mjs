// Benchmark 1: the `{ hello }` baseline every other figure is divided by.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './load.mjs';
import { childEnv, startServer } from './processes.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'baseline-hello-server.cjs');
const BODY = JSON.stringify({ query: '{ hello }' });

export async function runBaseline(options) {
  const server = await startServer({ name: 'baseline server', script: SCRIPT, env: childEnv({ PORT: '0' }) });
  try {
    const probe = await (
      await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
      })
    ).json();
    if (probe?.data?.hello !== 'world') throw new Error(`baseline answered ${JSON.stringify(probe)}`);
    const load = { url: server.url, connections: 50, body: BODY };
    options.log(`baseline: warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s at 50 connections`);
    await measure({ ...load, durationSeconds: options.warmupSeconds });
    const run = await measure({ ...load, durationSeconds: options.durationSeconds, serverPid: server.pid });
    return {
      id: 'baseline-hello',
      name: 'Apollo 5 + type-graphql { hello } (baseline)',
      run,
      errors: run.socketErrors + run.timeouts + run.non2xx,
      ratio: 1,
      budgets: [],
      notes: ['QUALITY.md anchor on this machine class: ~8,300 req/s'],
    };
  } finally {
    await server.stop();
  }
}
