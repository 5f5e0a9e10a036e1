// The party benchmarks (BENCH_ONLY names `party`, `party-guess`, `sockets`) on one fresh database: two app instances
// on it and on Redis, as docker-compose runs them, for the fan-out (with its raw `ws` baseline) and the guess path;
// then a third instance, alone, for the memory of idle sockets. The websocket clients live in two worker processes.
import { Redis } from 'ioredis';
import { migrateAndSeed, startApp } from './app.mjs';
import { benchDatabaseName, createDatabase, databaseUrl, dropDatabase } from './db.mjs';
import { Fleets } from './fleets.mjs';
import { runIdleSockets } from './idle-sockets.mjs';
import { runPartyFanOut, runRawBroadcast } from './party-fanout.mjs';
import { runPartyGuess } from './party-guess.mjs';

export const PARTY_BENCHMARKS = ['party', 'party-guess', 'sockets'];

export async function runParty(options, baselineRps, selected) {
  const rows = [];
  const failures = [];
  const attempt = async (benchmark, work) => {
    try {
      await work();
    } catch (error) {
      failures.push({ benchmark, error: String(error?.stack ?? error) });
      options.log(`${benchmark} could not run: ${error?.stack ?? error}`);
    }
  };
  const name = benchDatabaseName('party');
  const url = databaseUrl(options.postgresUrl, name);
  await createDatabase(options.postgresUrl, name);
  let fleets = null;
  try {
    await attempt('party (setup)', async () => {
      await requireRedis(options.redisUrl);
      await migrateAndSeed(url, (message) => options.log(`party: ${message}`));
      fleets = Fleets.start(2);
    });
    const context = { options, fleets, databaseUrl: url, databaseName: name };
    if (fleets && (selected('party') || selected('party-guess'))) {
      let instances = [];
      await attempt('party (instances)', async () => {
        options.log(`party: database ${name}; starting two app instances on it and on Redis`);
        instances = await Promise.all(
          ['A', 'B'].map((instance) =>
            startApp({ name: `app (party ${instance})`, databaseUrl: url, redisUrl: options.redisUrl }),
          ),
        );
      });
      try {
        if (instances.length === 2 && selected('party'))
          await attempt('party fan-out', async () => {
            const fanOut = await runPartyFanOut({ ...context, instances });
            const raw = await runRawBroadcast(context, fanOut.revealBytes);
            rows.push(rawRow(raw, fanOut.revealBytes), ...fanOutRows(fanOut, raw));
          });
        if (instances.length === 2 && selected('party-guess'))
          await attempt('submitPartyGuess', async () =>
            rows.push(await runPartyGuess({ ...context, instances }, baselineRps)),
          );
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
    }
    if (fleets && selected('sockets'))
      await attempt('idle sockets', async () => rows.push(await runIdleSockets(context)));
  } finally {
    await fleets?.stop();
    // The party benchmarks leave no Redis keys (rate limits are off; pub/sub channels go with their subscribers).
    await dropDatabase(options.postgresUrl, name);
  }
  return { rows, failures };
}

async function requireRedis(redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`the party benchmarks need Redis at ${redisUrl}: ${error.message}`);
  } finally {
    redis.disconnect();
  }
}

function runOf(sockets, measured) {
  return {
    connections: sockets,
    durationSeconds: measured.spanMs / 1000,
    responses: measured.deliveries,
    requestsPerSecond: measured.deliveriesPerSecond,
    latencyMs: measured.latencyMs,
    socketErrors: measured.problems ?? 0,
    timeouts: 0,
    non2xx: 0,
    cpu: measured.cpu,
    ...(measured.transactionsPerDelivery === undefined
      ? {}
      : { postgresTransactionsPerRequest: measured.transactionsPerDelivery }),
  };
}

function rawRow(raw, bytes) {
  return {
    id: 'raw-ws-broadcast',
    name: `raw ws broadcast, ${bytes}-byte message (fan-out baseline; deliveries/s)`,
    run: runOf(raw.sockets, raw),
    errors: raw.problems,
    ratio: 1,
    ratioBasis: 'raw ws',
    budgets: [],
    details: { bytes, bursts: raw.bursts, meanBurstSpanMs: raw.spanMs },
    notes: ['QUALITY.md anchor: graphql-ws ~20,000 deliveries/s at p99 53 ms on 2,000 sockets'],
  };
}

function fanOutRows({ burst, paced, verification }, raw) {
  const ratio = burst.deliveriesPerSecond / raw.deliveriesPerSecond;
  const detailsOf = (reveal) => ({
    deliveries: reveal.deliveries,
    spanMs: reveal.spanMs,
    firstDeliveryMs: reveal.firstDeliveryMs,
    sendingMs: reveal.sendingMs,
    transactionsPerDelivery: reveal.transactionsPerDelivery,
    clockOffsetMs: reveal.clockOffsetMs,
    verification: verification.summary,
  });
  const errors = verification.problems.length;
  return [
    {
      id: 'party-reveal-all-rooms',
      name: 'party reveal, 100 rooms x 10 players on 2 instances, all rooms at once (deliveries/s)',
      run: runOf(burst.sockets, burst),
      errors,
      ratio,
      ratioBasis: 'raw ws',
      budgets: [
        { label: 'reveal reaches every socket p99 <= 50 ms', pass: burst.latencyMs.p99 <= 50 },
        { label: '>= 0.5 x raw ws broadcast rate', pass: ratio >= 0.5 },
        { label: 'each socket got each event once, right guesses', pass: verification.ok },
        { label: 'no price or amount before a reveal', pass: verification.sealedShown === 0 },
      ],
      details: detailsOf(burst),
      notes: [
        `round 1: deadlines passed with SQL, one sweep revealed the 100 rooms; the last of the ${burst.deliveries} ` +
          `deliveries ${Math.round(burst.spanMs)} ms after the reveal (PostgreSQL clock offset ${burst.clockOffsetMs} ms)`,
        `the first socket had the reveal ${Math.round(burst.firstDeliveryMs)} ms after it, the other deliveries took ` +
          `${Math.round(burst.sendingMs)} ms more (${Math.round((burst.deliveries / burst.sendingMs) * 1000)}/s while sending)`,
      ],
    },
    {
      id: 'party-reveal-paced',
      name: 'party reveal, one room every 100 ms by its last guess (deliveries/s)',
      run: runOf(paced.sockets, paced),
      errors,
      ratio: null,
      budgets: [
        {
          label: 'reveal reaches every socket p99 <= 50 ms (info: 10 reveals/s)',
          pass: paced.latencyMs.p99 <= 50,
          informational: true,
        },
      ],
      details: detailsOf(paced),
      notes: ['round 2: each room revealed by its tenth guess (in that request), the rooms 100 ms apart'],
    },
  ];
}
