// Benchmark 3: the leaderboard (top 20 + the viewer's own rank) on a board of 1,000,000 players, ranks from Redis
// sorted sets and, for comparison, from PostgreSQL counting.
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { builtServerModule, graphql, migrateAndSeed, startApp } from './app.mjs';
import { benchDatabaseName, createDatabase, databaseUrl, dropDatabase, withClient } from './db.mjs';
import { onEmergency } from './cleanup.mjs';
import { measure } from './load.mjs';

const GAME_SLUG = 'house-prices-game';
const PLAYERS = 1_000_000;
const QUERY = `query { leaderboard(gameSlug: "${GAME_SLUG}", limit: 20) {
  totalPlayers rows { rank playerName totalPoints } viewerRow { rank totalPoints } } }`;
const BODY = JSON.stringify({ query: QUERY });
const REBUILD_TIMEOUT_MS = 150_000;

/** A board's key in Redis as the app names it (`rank-store.ts` `boardKey`): a period key, or `*` for all of a game's. */
const appBoardKey = (gameId, periodKey) =>
  builtServerModule('modules/leaderboard/rank-store.js').boardKey(gameId, periodKey);

/** Whether the app has finished rebuilding a board in Redis: the rank store then adds the member `~ready`. */
async function boardReady(redis, boardKey) {
  return (await redis.zscore(boardKey, '~ready')) !== null;
}

export const visitorToken = (n) => `bench-visitor-${String(n).padStart(7, '0')}`;

/**
 * 1M completed sessions and their all-time leaderboard entries, in SQL. Secondary indexes (those backing no
 * constraint) are dropped and rebuilt from their own definitions around the load, and foreign-key triggers are
 * skipped (session_replication_role, when permitted): the rows reference each other correctly by construction.
 */
async function loadPlayers(url, log) {
  return withClient(url, async (client) => {
    const started = Date.now();
    await client.query('BEGIN');
    await client.query(`SET LOCAL synchronous_commit = off`);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await client.query('SAVEPOINT replication_role');
    try {
      await client.query(`SET LOCAL session_replication_role = replica`);
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT replication_role');
      log('leaderboard: not allowed to skip foreign-key triggers; loading with them (slower)');
    }
    const { rows: indexes } = await client.query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       WHERE i.indrelid IN ('play_session'::regclass, 'leaderboard_entry'::regclass)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    // Totals 0..500 and completion times over ~10 months at millisecond precision, from hashes of n (repeatable).
    await client.query(
      `INSERT INTO play_session (id, "gameId", "playerId", "playerName", "roundCount", "scoringMode", "totalPoints",
                                 "guessCount", "startedAt", "completedAt")
       SELECT gen_random_uuid(), g.id,
              encode(sha256(convert_to('bench-visitor-' || lpad(n::text, 7, '0'), 'UTF8')), 'hex'),
              'Bench ' || n, g."roundCount", g."scoringMode", (hashint4(n) & 2147483647) % 501, g."roundCount",
              t.completed - interval '3 minutes', t.completed
       FROM game g
       CROSS JOIN generate_series(1, $2::int) n
       CROSS JOIN LATERAL (
         SELECT timestamptz '2025-01-02 00:00:00+00'
                + ((hashint8extended(n, 42) & 9223372036854775807) % 25920000000) * interval '1 millisecond' AS completed
       ) t
       WHERE g.slug = $1`,
      [GAME_SLUG, PLAYERS],
    );
    await client.query(
      `INSERT INTO leaderboard_entry ("gameId", "periodKey", "playerId", "sessionId", "playerName", "totalPoints",
                                      "guessCount", "completedAt")
       SELECT s."gameId", 'all', s."playerId", s.id, s."playerName", s."totalPoints", s."guessCount", s."completedAt"
       FROM play_session s JOIN game g ON g.id = s."gameId"
       WHERE g.slug = $1 AND s."completedAt" IS NOT NULL`,
      [GAME_SLUG],
    );
    for (const index of indexes) await client.query(index.definition);
    await client.query('COMMIT');
    await client.query('ANALYZE play_session');
    await client.query('ANALYZE leaderboard_entry');
    const {
      rows: [counts],
    } = await client.query(
      `SELECT g.id AS "gameId",
              (SELECT count(*)::int FROM play_session WHERE "gameId" = g.id AND "completedAt" IS NOT NULL) AS sessions,
              (SELECT count(*)::int FROM leaderboard_entry WHERE "gameId" = g.id AND "periodKey" = 'all') AS entries
       FROM game g WHERE g.slug = $1`,
      [GAME_SLUG],
    );
    if (counts.sessions !== PLAYERS || counts.entries !== PLAYERS)
      throw new Error(`loaded ${counts.sessions} sessions / ${counts.entries} entries, expected ${PLAYERS}`);
    // A viewer near the bottom of the board, and the rank PostgreSQL says they have.
    const {
      rows: [viewer],
    } = await client.query(
      `SELECT "playerName", "totalPoints", "completedAt" FROM leaderboard_entry
       WHERE "gameId" = $1 AND "periodKey" = 'all'
       ORDER BY "totalPoints" ASC, "completedAt" DESC LIMIT 1 OFFSET 10`,
      [counts.gameId],
    );
    const {
      rows: [{ ahead }],
    } = await client.query(
      `SELECT count(*)::int AS ahead FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = 'all'
         AND ("totalPoints" > $2 OR ("totalPoints" = $2 AND "completedAt" < $3))`,
      [counts.gameId, viewer.totalPoints, viewer.completedAt],
    );
    return {
      gameId: counts.gameId,
      loadMs: Date.now() - started,
      viewer: {
        token: visitorToken(Number(viewer.playerName.replace('Bench ', ''))),
        totalPoints: viewer.totalPoints,
        rank: ahead + 1,
      },
    };
  });
}

function checkBoard(board, viewer) {
  const problems = [];
  if (board.totalPlayers !== PLAYERS) problems.push(`totalPlayers ${board.totalPlayers}`);
  if (board.rows.length !== 20 || board.rows[0].rank !== 1) problems.push(`rows ${JSON.stringify(board.rows[0])}`);
  if (board.viewerRow?.rank !== viewer.rank || board.viewerRow?.totalPoints !== viewer.totalPoints)
    problems.push(`viewerRow ${JSON.stringify(board.viewerRow)}, expected rank ${viewer.rank}`);
  if (problems.length) throw new Error(`wrong leaderboard answer: ${problems.join('; ')}`);
}

function loadFor(url, token, connections, counts) {
  return {
    url,
    connections,
    headers: { 'x-visitor-token': token },
    body: BODY,
    onResponse: (status, body) => {
      let parsed = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // counted below
      }
      if (status !== 200 || !parsed?.data?.leaderboard || parsed.errors) counts.errors += 1;
    },
  };
}

async function measureBoard(options, app, database, token, connections, warm) {
  const counts = { errors: 0 };
  if (warm)
    await measure({ ...loadFor(app.url, token, connections, { errors: 0 }), durationSeconds: options.warmupSeconds });
  const run = await measure({
    ...loadFor(app.url, token, connections, counts),
    durationSeconds: options.durationSeconds,
    serverPid: app.pid,
    database: { serverUrl: options.postgresUrl, name: database },
  });
  await sleep(300);
  return { run, errors: counts.errors + run.socketErrors + run.timeouts };
}

export async function runLeaderboard(options, baselineRps) {
  const rows = [];
  const failures = [];
  const name = benchDatabaseName('board');
  const url = databaseUrl(options.postgresUrl, name);
  await createDatabase(options.postgresUrl, name);
  let redis = null;
  let gameId = null;
  let unregisterKeys = null;
  try {
    await migrateAndSeed(url, (message) => options.log(`leaderboard: ${message}`));
    options.log(`leaderboard: database ${name}; loading ${PLAYERS.toLocaleString('en')} sessions and entries`);
    const loaded = await loadPlayers(url, options.log);
    gameId = loaded.gameId;
    const { viewer } = loaded;
    options.log(
      `leaderboard: loaded in ${loaded.loadMs} ms; viewer ${viewer.token} has rank ${viewer.rank} (${viewer.totalPoints} points)`,
    );
    const ratio = (run) => (baselineRps ? run.requestsPerSecond / baselineRps : null);

    // With Redis: ranks from sorted sets, rebuilt from PostgreSQL on the first read.
    try {
      redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
      redis.on('error', () => {});
      await redis.connect();
      unregisterKeys = onEmergency(() => deleteBoardKeys(redis, gameId, options.log));
      const boardKey = appBoardKey(gameId, 'all');
      if (await boardReady(redis, boardKey)) throw new Error(`${boardKey} is marked ready already`);
      const app = await startApp({ name: 'app (leaderboard, Redis)', databaseUrl: url, redisUrl: options.redisUrl });
      try {
        const started = Date.now();
        const fallback = (await graphql(app.url, QUERY, {}, viewer.token)).leaderboard;
        const fallbackMs = Date.now() - started;
        checkBoard(fallback, viewer);
        while (!(await boardReady(redis, boardKey))) {
          if (Date.now() - started > REBUILD_TIMEOUT_MS)
            throw new Error(`${boardKey} not marked ready after ${REBUILD_TIMEOUT_MS} ms:\n${app.output()}`);
          await sleep(25);
        }
        const rebuildMs = Date.now() - started;
        const members = (await redis.zcard(boardKey)) - 1; // less the ready marker
        if (members !== PLAYERS) throw new Error(`the Redis board has ${members} players, expected ${PLAYERS}`);
        options.log(
          `leaderboard: Redis board rebuilt in ${rebuildMs} ms (${members} members); first read (PostgreSQL fallback) took ${fallbackMs} ms`,
        );
        checkBoard((await graphql(app.url, QUERY, {}, viewer.token)).leaderboard, viewer);

        for (const connections of [10, 50]) {
          options.log(`leaderboard (Redis ranks): ${options.durationSeconds} s at ${connections} connections`);
          const { run, errors } = await measureBoard(options, app, name, viewer.token, connections, connections === 10);
          rows.push({
            id: `leaderboard-redis-c${connections}`,
            name: `leaderboard top 20 + viewer rank, 1M players, Redis ranks`,
            run,
            errors,
            ratio: ratio(run),
            budgets:
              connections === 10
                ? [{ label: 'p99 <= 10 ms', pass: run.latencyMs.p99 !== null && run.latencyMs.p99 <= 10 }]
                : [
                    {
                      label: 'p99 <= 10 ms (info: closed loop, mean >= conns / rate)',
                      pass: run.latencyMs.p99 !== null && run.latencyMs.p99 <= 10,
                      informational: true,
                    },
                  ],
            details: { rebuildMs, firstReadMs: fallbackMs, members, viewer: { rank: viewer.rank } },
            notes: connections === 10 ? [`Redis rebuild of 1M members took ${rebuildMs} ms`] : [],
          });
        }
      } finally {
        await app.stop();
      }
    } catch (error) {
      failures.push({ benchmark: 'leaderboard (Redis ranks)', error: String(error?.stack ?? error) });
      options.log(`leaderboard (Redis ranks) could not run: ${error?.message ?? error}`);
    }

    // Without Redis: PostgreSQL counts the rows ahead of the viewer on every request.
    try {
      const app = await startApp({ name: 'app (leaderboard, PostgreSQL)', databaseUrl: url });
      try {
        checkBoard((await graphql(app.url, QUERY, {}, viewer.token)).leaderboard, viewer);
        options.log(`leaderboard (PostgreSQL ranks): ${options.durationSeconds} s at 10 connections`);
        const { run, errors } = await measureBoard(options, app, name, viewer.token, 10, true);
        rows.push({
          id: 'leaderboard-postgres-c10',
          name: 'leaderboard top 20 + viewer rank, 1M players, PostgreSQL count(*) ranks (comparison)',
          run,
          errors,
          ratio: ratio(run),
          budgets: [
            {
              label: 'p99 <= 10 ms (info: the Redis-less mode)',
              pass: run.latencyMs.p99 !== null && run.latencyMs.p99 <= 10,
              informational: true,
            },
          ],
          notes: ['no REDIS_URL: count(*) over the board for totalPlayers and for the viewer rank'],
        });
      } finally {
        await app.stop();
      }
    } catch (error) {
      failures.push({ benchmark: 'leaderboard (PostgreSQL ranks)', error: String(error?.stack ?? error) });
      options.log(`leaderboard (PostgreSQL ranks) could not run: ${error?.message ?? error}`);
    }
  } catch (error) {
    failures.push({ benchmark: 'leaderboard (setup)', error: String(error?.stack ?? error) });
    options.log(`leaderboard could not be set up: ${error?.message ?? error}`);
  } finally {
    if (redis && gameId) await deleteBoardKeys(redis, gameId, options.log);
    unregisterKeys?.();
    redis?.disconnect();
    await dropDatabase(options.postgresUrl, name);
  }
  return { rows, failures };
}

async function deleteBoardKeys(redis, gameId, log) {
  try {
    const keys = [];
    for (let cursor = '0'; ;) {
      const [next, batch] = await redis.scan(cursor, 'MATCH', appBoardKey(gameId, '*'), 'COUNT', 1000);
      keys.push(...batch);
      cursor = next;
      if (cursor === '0') break;
    }
    if (keys.length) await redis.unlink(...keys);
    log(`leaderboard: deleted Redis keys ${keys.join(', ') || '(none)'}`);
  } catch (error) {
    log(`leaderboard: could not delete Redis keys ${appBoardKey(gameId, '*')} (${error?.message ?? error})`);
  }
}
