// The bench's output: one table on stdout and the same figures in bench/results/latest.json.
import fs from 'node:fs/promises';
import path from 'node:path';
import { round2 } from './load.mjs';

const fmt = (value, digits = 0) =>
  value === null || value === undefined
    ? '-'
    : Number(value).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function budgetVerdict(row) {
  const gated = row.budgets.filter((budget) => !budget.informational);
  if (gated.length === 0) return row.budgets.length ? 'info' : '-';
  return gated.every((budget) => budget.pass) ? 'PASS' : 'FAIL';
}

export function printTable(rows, write = (line) => console.log(line)) {
  const header = ['benchmark', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'x baseline', 'budget', 'result'];
  const table = [header];
  for (const row of rows) {
    const budgets = row.budgets.length
      ? row.budgets.map((budget) => `${budget.label}: ${budget.pass ? 'PASS' : 'FAIL'}`)
      : ['-'];
    budgets.forEach((budget, index) =>
      table.push(
        index === 0
          ? [
              row.name,
              String(row.run.connections),
              fmt(row.run.requestsPerSecond),
              fmt(row.run.latencyMs.p50, 2),
              fmt(row.run.latencyMs.p99, 2),
              fmt(row.errors),
              row.ratio === null || row.ratio === undefined
                ? '-'
                : `${fmt(row.ratio, 2)}x${row.ratioBasis ? ` ${row.ratioBasis}` : ''}`,
              budget,
              budgetVerdict(row),
            ]
          : ['', '', '', '', '', '', '', budget, ''],
      ),
    );
  }
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column >= 1 && column <= 6 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join(' | ');
  write(line(table[0]));
  write(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const cells of table.slice(1)) write(line(cells));
}

/** Second table: CPU ms per request by process group, the machine's shares, PostgreSQL transactions per request. */
export function printCostTable(rows, write = (line) => console.log(line)) {
  const header = [
    'benchmark (conns)',
    'server',
    'postgres',
    'redis',
    'load gen',
    'machine busy',
    'other procs',
    'irq',
    'steal',
    'pg tx/req',
  ];
  const table = [header];
  for (const row of rows) {
    const cpu = row.run.cpu;
    const ms = (name) => (cpu ? fmt(cpu.msPerRequest[name], 3) : '-');
    const percent = (value) => (cpu && value !== null && value !== undefined ? `${value}%` : '-');
    table.push([
      `${row.id} (${row.run.connections})`,
      ms('server'),
      ms('postgres'),
      ms('redis'),
      ms('loadGenerator'),
      percent(cpu?.machineBusyPercent),
      percent(cpu?.otherProcessesPercent),
      percent(cpu?.interruptsPercent),
      percent(cpu?.stealPercent),
      row.run.postgresTransactionsPerRequest === undefined ? '-' : fmt(row.run.postgresTransactionsPerRequest, 2),
    ]);
  }
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ');
  write('Where the CPU went: ms of CPU per request by process (server, PostgreSQL, Redis, load generator); the');
  write(
    "machine's busy, other-process, interrupt and steal time in % of both cores; PostgreSQL transactions per request",
  );
  write(line(table[0]));
  write(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const cells of table.slice(1)) write(line(cells));
}

/** Runs during which something else used a noticeable share of the machine: their figures are pessimistic. */
export function noiseWarnings(rows) {
  return rows
    .filter((row) => row.run.cpu && (row.run.cpu.otherProcessesPercent >= 10 || row.run.cpu.stealPercent >= 5))
    .map(
      (row) =>
        `${row.id}: other processes used ${row.run.cpu.otherProcessesPercent}% and steal ${row.run.cpu.stealPercent}% of the machine during the run; its figures are pessimistic`,
    );
}

export function toJson(rows, extra) {
  return {
    ...extra,
    benchmarks: rows.map((row) => ({
      id: row.id,
      name: row.name,
      connections: row.run.connections,
      durationSeconds: row.run.durationSeconds,
      responses: row.run.responses,
      requestsPerSecond: row.run.requestsPerSecond === null ? null : Math.round(row.run.requestsPerSecond),
      latencyMs: row.run.latencyMs,
      errors: row.errors,
      socketErrors: row.run.socketErrors,
      timeouts: row.run.timeouts,
      non2xx: row.run.non2xx,
      ratioVsBaseline: row.ratio === null || row.ratio === undefined ? null : round2(row.ratio),
      ratioBasis: row.ratio === null || row.ratio === undefined ? null : (row.ratioBasis ?? 'baseline-hello'),
      budgets: row.budgets,
      verdict: budgetVerdict(row),
      notes: row.notes ?? [],
      details: row.details ?? {},
      cpu: row.run.cpu ?? null,
      postgresTransactionsPerRequest: row.run.postgresTransactionsPerRequest ?? null,
      autocannon: row.run.autocannon,
    })),
  };
}

export async function writeJson(file, data) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  let text = `${JSON.stringify(data, null, 2)}\n`;
  try {
    // Formatted as the repository's prettier would, so `prettier --check .` stays quiet about it.
    const prettier = await import('prettier');
    text = await prettier.format(text, { ...(await prettier.resolveConfig(file)), parser: 'json' });
  } catch {
    // prettier is a dev dependency; without it the plain JSON is written
  }
  await fs.writeFile(file, text);
}
