// Benchmark 5: the room's guess path under load. submitPartyGuess in a closed loop at 50 connections against one of
// the two instances, every request a distinct (room, player) of rooms whose round 1 is open, so each guess is accepted
// and every room's tenth guess reveals the round in its request. No sockets are subscribed here: what a guess costs
// the subscribers of its room (ten views re-read) is the fan-out's figure.
import { setTimeout as sleep } from 'node:timers/promises';
import { graphql } from './app.mjs';
import { withClient } from './db.mjs';
import { measure } from './load.mjs';
import { GUESS_MUTATION, SEATS, insertRooms, newTokenPrefix } from './party-rooms.mjs';

const ROOMS = 1_500;
const CONNECTIONS = 50;
const ROOMS_AT_A_TIME = 25;

const amountOf = () => 100_000 + Math.floor(Math.random() * 900_000);

export async function runPartyGuess({ options, instances, databaseUrl, databaseName }, baselineRps) {
  const log = (message) => options.log(`submitPartyGuess: ${message}`);
  const [app] = instances;
  let started = Date.now();
  const rooms = await insertRooms(databaseUrl, { count: ROOMS, prefix: newTokenPrefix('guess'), playing: true });
  log(`${ROOMS} rooms of ${SEATS} players, round 1 open, inserted in ${Date.now() - started} ms`);

  // Rooms in groups of ROOMS_AT_A_TIME, a group's seats 1 of every room, then its seats 2...: the connections play
  // that many rooms at a time, about two guesses in flight in each, and a room's tenth guess (which reveals) comes
  // about every tenth. (When a room's ten guesses come at once, their reveal checks queue on the round's row lock;
  // players seldom all guess in the same millisecond.)
  const pairs = [];
  for (let first = 0; first < rooms.length; first += ROOMS_AT_A_TIME) {
    const group = rooms.slice(first, first + ROOMS_AT_A_TIME);
    for (let seat = 1; seat <= SEATS; seat += 1)
      for (const room of group) pairs.push({ room, player: room.players[seat - 1] });
  }
  const tally = { sent: 0, answered: 0, ok: 0, byCode: {}, acknowledged: [] };
  let next = 0;
  let exhausted = false;
  const probe = pairs[next++];
  const view = (
    await graphql(app.url, GUESS_MUTATION, { code: probe.room.code, amount: amountOf() }, probe.player.token)
  ).submitPartyGuess;
  if (!view.round?.viewerHasGuessed || view.round.reveal !== null)
    throw new Error(`probe guess answered ${JSON.stringify(view.round)}`);
  Object.assign(tally, { sent: 1, answered: 1, ok: 1 });
  tally.acknowledged.push(`${probe.room.code}/${probe.player.seat}`);

  const load = {
    url: app.url,
    connections: CONNECTIONS,
    setupRequest: (request, context) => {
      const pair = pairs[next++];
      context.pair = pair ?? null;
      if (!pair) {
        // Out of pairs: never guess twice; a harmless query instead, and the benchmark fails afterwards.
        exhausted = true;
        return { ...request, body: JSON.stringify({ query: '{ __typename }' }) };
      }
      tally.sent += 1;
      return {
        ...request,
        headers: { ...request.headers, 'x-visitor-token': pair.player.token },
        body: JSON.stringify({ query: GUESS_MUTATION, variables: { code: pair.room.code, amount: amountOf() } }),
      };
    },
    onResponse: (status, body, context) => {
      const pair = context.pair;
      if (!pair) return;
      tally.answered += 1;
      let parsed = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // counted below
      }
      const round = parsed?.data?.submitPartyGuess?.round;
      if (status === 200 && round?.viewerHasGuessed && !parsed.errors) {
        tally.ok += 1;
        tally.acknowledged.push(`${pair.room.code}/${pair.player.seat}`);
      } else {
        const code = parsed?.errors?.[0]?.extensions?.code ?? `HTTP_${status}`;
        tally.byCode[code] = (tally.byCode[code] ?? 0) + 1;
      }
    },
  };
  log(`warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s at ${CONNECTIONS} connections`);
  await measure({ ...load, durationSeconds: options.warmupSeconds });
  await sleep(300);
  const okBefore = tally.ok;
  const run = await measure({
    ...load,
    durationSeconds: options.durationSeconds,
    serverPid: app.pid,
    database: { serverUrl: options.postgresUrl, name: databaseName },
  });
  await sleep(1_000);
  if (exhausted) throw new Error(`all ${pairs.length} (room, player) pairs were used`);

  const verification = await verifyGuesses(databaseUrl, rooms, tally);
  log(`verification ${JSON.stringify(verification)}`);
  const ratio = baselineRps ? run.requestsPerSecond / baselineRps : null;
  const errors = Object.values(tally.byCode).reduce((sum, count) => sum + count, 0);
  const info = (label, pass) => ({ label: `${label} (info: submitGuess's budget)`, pass, informational: true });
  return {
    id: 'party-guess',
    name: 'submitPartyGuess, the room view answered (no subscribers)',
    run,
    errors: errors + run.socketErrors + run.timeouts,
    ratio,
    budgets: [
      info('>= 2,000 req/s', run.requestsPerSecond >= 2_000),
      info('p99 <= 50 ms', run.latencyMs.p99 !== null && run.latencyMs.p99 <= 50),
      info('>= 0.25 x baseline', ratio !== null && ratio >= 0.25),
      { label: 'acknowledged guesses all stored', pass: verification.acknowledgedStored },
      { label: 'full rooms revealed, scores counted once', pass: verification.revealsRight },
      { label: '0 errors (CONFLICT, FORBIDDEN...)', pass: errors === 0 },
    ],
    details: { counts: { ...tally, acknowledged: tally.acknowledged.length }, verification },
    notes: [
      `${tally.ok - okBefore} guesses acknowledged in the measured run; ${verification.revealedRooms} rooms revealed ` +
        `by their tenth guess in all; errors by code ${JSON.stringify(tally.byCode)}`,
    ],
  };
}

/**
 * Every acknowledged guess is stored (requests cut off when a run stopped may or may not be), one per player; every
 * room whose ten players guessed is revealed and no other; each player's score is the points of their revealed guess.
 */
async function verifyGuesses(databaseUrl, rooms, tally) {
  return withClient(databaseUrl, async (client) => {
    const roomIds = rooms.map((room) => room.id);
    const { rows: stored } = await client.query(
      `SELECT room.code, player.seat FROM party_guess guess
       JOIN party_player player ON player.id = guess."partyPlayerId" JOIN party_room room ON room.id = guess."roomId"
       WHERE guess."roomId" = ANY($1::uuid[])`,
      [roomIds],
    );
    const storedPairs = new Set(stored.map((row) => `${row.code.trim()}/${row.seat}`));
    const acknowledgedFound = tally.acknowledged.filter((pair) => storedPairs.has(pair)).length;
    const cutOff = tally.sent - tally.answered;
    const {
      rows: [rounds],
    } = await client.query(
      `WITH counted AS (
         SELECT round.id, round."revealedAt" IS NOT NULL AS revealed,
                (SELECT count(*)::int FROM party_guess guess WHERE guess."roundId" = round.id) AS guesses
         FROM party_round round WHERE round."roomId" = ANY($1::uuid[]) AND round.number = 1)
       SELECT count(*) FILTER (WHERE guesses = $2)::int AS full,
              count(*) FILTER (WHERE revealed)::int AS revealed,
              count(*) FILTER (WHERE revealed <> (guesses = $2))::int AS wrong,
              (SELECT count(*)::int FROM party_player player
               WHERE player."roomId" = ANY($1::uuid[])
                 AND player.score <> coalesce((SELECT guess.points FROM party_guess guess
                                               JOIN party_round round ON round.id = guess."roundId"
                                               WHERE guess."partyPlayerId" = player.id AND round."revealedAt" IS NOT NULL), 0))
                AS wrong_scores
       FROM counted`,
      [roomIds, SEATS],
    );
    return {
      acknowledged: tally.acknowledged.length,
      acknowledgedFoundInDb: acknowledgedFound,
      guessRowsInDb: stored.length,
      cutOffAtRunEnd: cutOff,
      fullRooms: rounds.full,
      revealedRooms: rounds.revealed,
      acknowledgedStored:
        acknowledgedFound === tally.acknowledged.length &&
        stored.length >= tally.acknowledged.length &&
        stored.length <= tally.acknowledged.length + cutOff,
      revealsRight: rounds.wrong === 0 && rounds.wrong_scores === 0,
      wrongReveals: rounds.wrong,
      wrongScores: rounds.wrong_scores,
    };
  });
}
