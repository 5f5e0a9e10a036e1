// Load generation with autocannon, in the bench process (the servers under test are child processes, so the load
// generator never shares their event loop). Latency percentiles are computed here from every response's own
// duration (sub-millisecond; autocannon's histogram truncates to whole ms and counts 2xx only).
import autocannon from 'autocannon';
import { watchCpu } from './cpu.mjs';
import { postgresActivity } from './db.mjs';

const MAX_SAMPLES = 500_000;

/**
 * One closed-loop run: `connections` connections, one request in flight each, for `durationSeconds`. Requests are
 * a fixed `body`, or built by `setupRequest` (and answers seen by `onResponse`) as autocannon's `requests` take them.
 * With `serverPid`, CPU use is attributed per request; with `database` ({ serverUrl, name }), so are PostgreSQL
 * transactions (each statement outside BEGIN is one; from pg_stat_database, which lags up to ~1 s at both ends).
 */
export async function measure(options) {
  const database = options.database;
  const before = database ? await postgresActivity(database.serverUrl, database.name) : null;
  const cpu = options.serverPid ? watchCpu(options.serverPid, before?.pids) : null;
  const run = await runAutocannon(options);
  const after = database ? await postgresActivity(database.serverUrl, database.name) : null;
  run.cpu = cpu?.stop(run.responses, after?.pids) ?? null;
  if (database && run.responses > 0)
    run.postgresTransactionsPerRequest = round2((after.transactions - before.transactions) / run.responses);
  return run;
}

function runAutocannon({ url, connections, durationSeconds, headers = {}, body, setupRequest, onResponse }) {
  const latencies = [];
  let responses = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        connections,
        pipelining: 1,
        duration: durationSeconds,
        timeout: 10,
        requests:
          setupRequest || onResponse
            ? [{ ...(setupRequest ? { setupRequest } : {}), ...(onResponse ? { onResponse } : {}) }]
            : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = result.duration || durationSeconds;
        resolve({
          connections,
          durationSeconds: elapsed,
          responses,
          requestsPerSecond: responses / elapsed,
          latencyMs: percentiles(latencies),
          socketErrors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          autocannon: {
            requestsAverage: result.requests.average,
            latencyP50: result.latency.p50,
            latencyP99: result.latency.p99,
            statusCodeStats: result.statusCodeStats,
          },
        });
      },
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      responses += 1;
      if (latencies.length < MAX_SAMPLES) latencies.push(responseTime);
    });
  });
}

export function percentiles(values) {
  if (values.length === 0) return { p50: null, p90: null, p99: null, max: null, mean: null };
  const sorted = Float64Array.from(values).sort();
  const at = (q) => round2(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round2(sorted[sorted.length - 1]), mean: round2(mean) };
}

export function round2(value) {
  return value === null || value === undefined ? null : Math.round(value * 100) / 100;
}
