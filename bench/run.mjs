// `npm run bench`: builds nothing itself (the npm script builds the server first), then runs the benchmarks in
// order (baseline, submitGuess, leaderboard, the party rooms'), prints one table and writes bench/results/latest.json.
// Exit code 0 when every benchmark ran, budgets passed or not; 1 when a benchmark could not run.
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findTestPostgres } from '../scripts/test-postgres.mjs';
import { runBaseline } from './lib/baseline.mjs';
import { onEmergency, runEmergencyCleanup } from './lib/cleanup.mjs';
import { dropOrphanDatabases } from './lib/db.mjs';
import { runLeaderboard } from './lib/leaderboard.mjs';
import { PARTY_BENCHMARKS, runParty } from './lib/party.mjs';
import { killAll } from './lib/processes.mjs';
import { noiseWarnings, printCostTable, printTable, toJson, writeJson } from './lib/report.mjs';
import { runSubmitGuess } from './lib/submit-guess.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.join(BENCH_DIR, 'results', 'latest.json');
const started = Date.now();

const number = (name, fallback, min, max) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be ${min}-${max}`);
  return value;
};

const options = {
  durationSeconds: number('BENCH_DURATION', 10, 1, 60),
  warmupSeconds: number('BENCH_WARMUP', 2, 1, 30),
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  only: process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : null,
  postgresUrl: null,
  log: (message) => console.log(`[bench +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`),
};
const timeLimitSeconds = number('BENCH_TIME_LIMIT', 720, 30, 1800);
if (!/^redis:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\d*)?$/.test(options.redisUrl))
  throw new Error('BENCH_REDIS_URL must point at 127.0.0.1');
const selected = (name) => !options.only || options.only.includes(name);

let interrupted = false;
async function abort(reason) {
  if (interrupted) return;
  interrupted = true;
  console.error(`[bench] ${reason}: stopping servers and cleaning up`);
  setTimeout(() => process.exit(1), 30_000).unref();
  killAll();
  await runEmergencyCleanup();
  process.exit(1);
}
process.on('SIGINT', () => void abort('interrupted'));
process.on('SIGTERM', () => void abort('terminated'));
setTimeout(() => void abort(`over the ${timeLimitSeconds} s time limit`), timeLimitSeconds * 1000).unref();

async function main() {
  const rows = [];
  const failures = [];
  const loadBefore = os.loadavg();
  const postgres = await findTestPostgres();
  options.postgresUrl = postgres.url;
  const unregisterPostgres = onEmergency(() => postgres.stop());
  options.log(
    `PostgreSQL ${new URL(postgres.url).host}, Redis ${options.redisUrl}, ${os.cpus().length} CPUs, node ${process.version}`,
  );
  try {
    const orphans = await dropOrphanDatabases(postgres.url);
    if (orphans.length) options.log(`dropped databases left by earlier runs: ${orphans.join(', ')}`);

    let baselineRps = null;
    if (selected('baseline')) {
      try {
        const row = await runBaseline(options);
        rows.push(row);
        baselineRps = row.run.requestsPerSecond;
      } catch (error) {
        failures.push({ benchmark: 'baseline', error: String(error?.stack ?? error) });
        options.log(`baseline could not run: ${error?.message ?? error}`);
      }
    }
    if (selected('guess')) {
      try {
        rows.push(...(await runSubmitGuess(options, baselineRps)));
      } catch (error) {
        failures.push({ benchmark: 'submitGuess', error: String(error?.stack ?? error) });
        options.log(`submitGuess could not run: ${error?.message ?? error}`);
      }
    }
    if (selected('leaderboard')) {
      const board = await runLeaderboard(options, baselineRps);
      rows.push(...board.rows);
      failures.push(...board.failures);
    }
    if (PARTY_BENCHMARKS.some(selected)) {
      const party = await runParty(options, baselineRps, selected);
      rows.push(...party.rows);
      failures.push(...party.failures);
    }
  } finally {
    await postgres.stop();
    unregisterPostgres();
  }

  console.log('');
  printTable(rows);
  console.log('');
  printCostTable(rows);
  console.log('');
  for (const row of rows) for (const note of row.notes ?? []) console.log(`  ${row.id}: ${note}`);
  for (const warning of noiseWarnings(rows)) console.log(`  NOISY ${warning}`);
  for (const failure of failures) console.log(`  COULD NOT RUN ${failure.benchmark}: ${failure.error.split('\n')[0]}`);
  const result = toJson(rows, {
    finishedAt: new Date().toISOString(),
    totalSeconds: Math.round((Date.now() - started) / 100) / 10,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg(),
    },
    settings: {
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      only: options.only,
      appScript: process.env.BENCH_APP_SCRIPT ?? null,
    },
    failures,
  });
  await writeJson(RESULTS_FILE, result);
  console.log(`\nwrote ${path.relative(process.cwd(), RESULTS_FILE)} (${result.totalSeconds} s in all)`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(error);
    killAll();
    await runEmergencyCleanup();
    process.exit(1);
  },
);
