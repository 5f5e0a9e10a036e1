// Benchmark 2: submitGuess against the real app and PostgreSQL, every request a distinct (session, gameHome) pair.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { graphql, startApp } from './app.mjs';
import { clientOperation } from './client-operations.mjs';
import { benchDatabaseName, createDatabase, databaseUrl, dropDatabase, withClient } from './db.mjs';
import { measure } from './load.mjs';

const GAME_SLUG = 'grand-tour';
const SESSIONS = 20_000;
const CONNECTIONS = 50;

/** The write path alone: what the guess changed. */
const MINIMAL = `mutation SubmitGuess($input: SubmitGuessInput!) {
  submitGuess(input: $input) { result { id points } session { id totalPoints guessCount isComplete } }
}`;

/**
 * What the web client sends: its SubmitGuess operation, read from the generated typed documents so the bench always
 * measures the client as it is (client/src/features/play/play-queries.ts).
 */
const CLIENT = clientOperation('SubmitGuess');

/**
 * Hands out (session, round) pairs so that no pair is ever sent twice and a session never has two guesses in
 * flight: a connection that gets an answer takes the same session's next round (a stack), so each connection plays
 * whole sessions in order, as players do, and every tenth guess completes a session (leaderboard write).
 */
class GuessPlan {
  constructor(sessions, rounds) {
    this.sessions = sessions;
    this.rounds = rounds;
    this.nextFresh = 0;
    this.playing = [];
    this.exhausted = false;
  }

  take() {
    let session = this.playing.pop();
    if (!session) {
      if (this.nextFresh >= this.sessions.length) return null;
      session = { ...this.sessions[this.nextFresh++], round: 0 };
    }
    const round = this.rounds[session.round];
    session.round += 1;
    return { session, round };
  }

  release(session) {
    if (session.round < this.rounds.length) this.playing.push(session);
  }
}

class Tally {
  constructor() {
    this.sent = 0;
    this.answered = 0;
    this.ok = 0;
    this.completed = 0;
    this.byCode = {};
    this.acknowledgedIds = [];
  }

  error(code) {
    this.byCode[code] = (this.byCode[code] ?? 0) + 1;
  }

  snapshot() {
    return {
      sent: this.sent,
      answered: this.answered,
      ok: this.ok,
      completed: this.completed,
      byCode: { ...this.byCode },
    };
  }
}

function since(before, after) {
  const byCode = {};
  for (const [code, count] of Object.entries(after.byCode)) {
    const delta = count - (before.byCode[code] ?? 0);
    if (delta) byCode[code] = delta;
  }
  return {
    sent: after.sent - before.sent,
    answered: after.answered - before.answered,
    ok: after.ok - before.ok,
    completed: after.completed - before.completed,
    byCode,
  };
}

export async function runSubmitGuess(options, baselineRps) {
  const name = benchDatabaseName('guess');
  const url = databaseUrl(options.postgresUrl, name);
  await createDatabase(options.postgresUrl, name);
  try {
    options.log(`submitGuess: database ${name}; starting the app (migrations + demo seed)`);
    const app = await startApp({ name: 'app (submitGuess)', databaseUrl: url });
    try {
      return await benchGuesses(options, baselineRps, app, url, name);
    } finally {
      await app.stop();
    }
  } finally {
    await dropDatabase(options.postgresUrl, name);
  }
}

async function benchGuesses(options, baselineRps, app, url, databaseName) {
  // One visitor per session, so every session stays ranked and its completing guess writes the board: a session
  // whose prices its player had seen in another one completes as practice and skips that write.
  const tokenPrefix = `bench-guesser-${randomBytes(8).toString('hex')}`;
  const setupStarted = Date.now();
  const { sessions, rounds } = await withClient(url, async (client) => {
    const {
      rows: [game],
    } = await client.query(`SELECT id, "roundCount", "scoringMode" FROM game WHERE slug = $1`, [GAME_SLUG]);
    if (!game) throw new Error(`the demo seed has no game "${GAME_SLUG}"`);
    const { rows: rounds } = await client.query(
      `SELECT gl.id, l."actualPrice" FROM game_home gl JOIN listing l ON l.id = gl."listingId"
       WHERE gl."gameId" = $1 AND gl.visible ORDER BY gl.position LIMIT $2`,
      [game.id, game.roundCount],
    );
    if (rounds.length !== game.roundCount) throw new Error(`${GAME_SLUG} has ${rounds.length} rounds`);
    const { rows } = await client.query(
      `INSERT INTO play_session ("gameId", "playerId", "playerName", "roundCount", "scoringMode", ranked)
       SELECT $1, encode(sha256(convert_to($2 || '-' || n, 'UTF8')), 'hex'), 'Bench guesser ' || n, $3, $4, true
       FROM generate_series(1, $5::int) n RETURNING id, "playerName"`,
      [game.id, tokenPrefix, game.roundCount, game.scoringMode, SESSIONS],
    );
    // Every session plays the same homes, in the game's order.
    await client.query(
      `INSERT INTO session_home ("sessionId", round, "gameHomeId")
       SELECT s.id, h.round, h.id FROM unnest($1::uuid[]) AS s(id), unnest($2::uuid[]) WITH ORDINALITY AS h(id, round)`,
      [rows.map((row) => row.id), rounds.map((round) => round.id)],
    );
    await client.query('ANALYZE play_session');
    await client.query('ANALYZE session_home');
    const sessions = rows.map((row) => ({ id: row.id, token: `${tokenPrefix}-${row.playerName.split(' ').at(-1)}` }));
    return { sessions, rounds };
  });
  options.log(
    `submitGuess: ${sessions.length} sessions x ${rounds.length} rounds of ${GAME_SLUG} created in ${Date.now() - setupStarted} ms`,
  );

  // One request through the API first: the setup is right and the visitor token is accepted.
  const plan = new GuessPlan(sessions, rounds);
  const tally = new Tally();
  const first = plan.take();
  const probe = await graphql(app.url, MINIMAL, { input: guessInput(first) }, first.session.token);
  if (!probe.submitGuess?.result?.id) throw new Error(`probe guess failed: ${JSON.stringify(probe)}`);
  tally.sent += 1;
  tally.answered += 1;
  tally.ok += 1;
  tally.acknowledgedIds.push(probe.submitGuess.result.id);
  plan.release(first.session);

  const runs = [];
  for (const [selection, query] of [
    ['minimal', MINIMAL],
    ['client', CLIENT],
  ]) {
    const load = loadFor(app.url, plan, tally, query);
    options.log(
      `submitGuess (${selection} selection): warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s at ${CONNECTIONS} connections`,
    );
    await measure({ ...load, durationSeconds: options.warmupSeconds });
    await sleep(300);
    const before = tally.snapshot();
    const run = await measure({
      ...load,
      durationSeconds: options.durationSeconds,
      serverPid: app.pid,
      database: { serverUrl: options.postgresUrl, name: databaseName },
    });
    await sleep(300);
    runs.push({ selection, run, counts: since(before, tally.snapshot()) });
  }
  if (plan.exhausted) throw new Error(`all ${sessions.length * rounds.length} (session, round) pairs were used`);

  // Every acknowledged guess must be in the database; requests cut off when a run stopped may or may not be. Only the
  // benchmark's own sessions count: the seed has finished sessions of its own.
  await sleep(1_000);
  const verification = await withClient(url, async (client) => {
    const {
      rows: [counts],
    } = await client.query(
      `WITH mine AS (SELECT * FROM guess WHERE "sessionId" = ANY($2::uuid[]))
       SELECT (SELECT count(*)::int FROM mine) AS guesses,
              (SELECT count(*)::int FROM mine WHERE id = ANY($1::uuid[])) AS acknowledged_found,
              (SELECT coalesce(sum("guessCount"), 0)::int FROM play_session WHERE id = ANY($2::uuid[]))
                AS session_guess_count,
              (SELECT count(*)::int FROM play_session WHERE id = ANY($2::uuid[]) AND "completedAt" IS NOT NULL)
                AS completed_sessions,
              (SELECT count(*)::int FROM (SELECT "sessionId", "gameHomeId" FROM mine
                 GROUP BY 1, 2 HAVING count(*) > 1) duplicates) AS duplicate_pairs`,
      [tally.acknowledgedIds, sessions.map((session) => session.id)],
    );
    return counts;
  });
  const unanswered = tally.sent - tally.answered;
  const acknowledged = tally.acknowledgedIds.length;
  const verified =
    verification.acknowledged_found === acknowledged &&
    verification.guesses >= acknowledged &&
    verification.guesses <= acknowledged + unanswered &&
    verification.session_guess_count === verification.guesses &&
    verification.duplicate_pairs === 0;
  const verificationSummary = {
    acknowledged,
    acknowledgedFoundInDb: verification.acknowledged_found,
    guessRowsInDb: verification.guesses,
    cutOffAtRunEnd: unanswered,
    sumOfSessionGuessCount: verification.session_guess_count,
    completedSessionsInDb: verification.completed_sessions,
    duplicatePairs: verification.duplicate_pairs,
    ok: verified,
  };
  options.log(`submitGuess: verification ${JSON.stringify(verificationSummary)}`);

  return runs.map(({ selection, run, counts }) => {
    const conflicts = counts.byCode.CONFLICT ?? 0;
    const otherErrors = Object.entries(counts.byCode)
      .filter(([code]) => code !== 'CONFLICT')
      .reduce((sum, [, count]) => sum + count, 0);
    const ratio = baselineRps ? run.requestsPerSecond / baselineRps : null;
    return {
      id: `submit-guess-${selection}`,
      name: `submitGuess, ${selection === 'minimal' ? 'minimal selection (write path)' : 'the web client operation'}`,
      run,
      errors: conflicts + otherErrors + run.socketErrors + run.timeouts,
      ratio,
      budgets: [
        { label: '>= 2,000 req/s', pass: run.requestsPerSecond >= 2_000 },
        { label: 'p99 <= 50 ms', pass: run.latencyMs.p99 !== null && run.latencyMs.p99 <= 50 },
        { label: '>= 0.25 x baseline', pass: ratio !== null && ratio >= 0.25 },
        { label: 'acknowledged guesses all stored', pass: verified },
        { label: '0 CONFLICT', pass: conflicts === 0 },
      ],
      details: { counts, conflicts, otherErrorsByCode: counts.byCode, verification: verificationSummary },
      notes: [
        `${counts.ok} guesses acknowledged, ${counts.completed} of them completed a session (leaderboard write); ` +
          `${conflicts} CONFLICT, ${otherErrors} other GraphQL errors ${JSON.stringify(counts.byCode)}`,
      ],
    };
  });

  function guessInput({ session, round }) {
    const amount = Math.max(1_000, Math.round(round.actualPrice * (0.6 + Math.random() * 0.8)));
    return { sessionId: session.id, gameHomeId: round.id, amount };
  }

  function loadFor(appUrl, guessPlan, counts, query) {
    return {
      url: appUrl,
      connections: CONNECTIONS,
      setupRequest: (request, context) => {
        const pair = guessPlan.take();
        if (!pair) {
          // Out of pairs: never repeat one; send a harmless query instead and fail the benchmark afterwards.
          guessPlan.exhausted = true;
          context.pair = null;
          return { ...request, body: JSON.stringify({ query: '{ __typename }' }) };
        }
        context.pair = pair;
        counts.sent += 1;
        return {
          ...request,
          headers: { ...request.headers, 'x-visitor-token': pair.session.token },
          body: JSON.stringify({ query, variables: { input: guessInput(pair) } }),
        };
      },
      onResponse: (status, body, context) => {
        const pair = context.pair;
        if (!pair) return;
        counts.answered += 1;
        guessPlan.release(pair.session);
        let parsed = null;
        try {
          parsed = JSON.parse(body);
        } catch {
          counts.error(`HTTP_${status}_UNPARSABLE`);
          return;
        }
        const result = parsed?.data?.submitGuess;
        if (status === 200 && result?.result?.id && !parsed.errors) {
          counts.ok += 1;
          counts.acknowledgedIds.push(result.result.id);
          if (result.session?.isComplete) counts.completed += 1;
        } else {
          counts.error(parsed?.errors?.[0]?.extensions?.code ?? `HTTP_${status}`);
        }
      },
    };
  }
}
