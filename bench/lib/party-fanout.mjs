// Benchmark 4: party fan-out. 100 rooms of 10 players on two app instances (one PostgreSQL, one Redis), every player a
// graphql-ws socket subscribed to their room; how long a reveal takes to reach every socket, and how many deliveries a
// second the instances make, against a bare `ws` server broadcasting messages of the same size to as many sockets.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { graphql } from './app.mjs';
import { watchCpu } from './cpu.mjs';
import { postgresActivity, withClient } from './db.mjs';
import { percentiles, round2 } from './load.mjs';
import {
  GUESS_MUTATION,
  inParallel,
  SEATS,
  newTokenPrefix,
  insertRooms,
  insertSealedGuesses,
  socketsOf,
  subscribeSockets,
  startRooms,
} from './party-rooms.mjs';
import { childEnv, startServer } from './processes.mjs';

const ROOMS = 100;
const SOCKETS = ROOMS * SEATS;
/**
 * Each measured round: seats whose sealed guesses are inserted with SQL, published to no one (through the API each
 * would cost ten deliveries, as a reveal does: 8,000 more a round, minutes on two cores), a seat that guesses through
 * the API (its events are checked for sealed guesses), and how the round is revealed: round 1 by its deadline,
 * passed for all rooms in one statement, so that one sweep reveals the 100 rooms together; round 2 by each room's
 * last guess, one room every PACED_INTERVAL_MS. Seat 10 never guesses in round 1: its reveal shows the nine others.
 */
const ROUND_PLANS = [
  { round: 1, sqlSeats: [1, 2, 3, 4, 5, 6, 7, 8], apiSeats: [9], revealingSeat: null },
  { round: 2, sqlSeats: [2, 3, 4, 5, 6, 7, 8, 9], apiSeats: [10], revealingSeat: 1 },
];
/**
 * 10 reveals (100 deliveries) a second, over 10 s: from 8 s on, the rooms revealed first open their next round too, as
 * rooms at play do.
 */
const PACED_INTERVAL_MS = 100;
const WAIT_MS = 30_000;
const RAW_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'raw-ws-broadcast-server.cjs');
const RAW_WARM_UP_BURSTS = 3;
const RAW_BURSTS = 20;

const wsUrl = (instance) => `${instance.url.replace('http', 'ws')}/graphql`;
const amountOf = (round) => (roomIndex, seat) => 150_000 + roomIndex * 1_000 + round * 100 + seat;

/**
 * `context`: { options, instances (two apps on one database and Redis), fleets, databaseUrl, databaseName }.
 * Returns the reveals of the two rounds (all at once; paced), the verification and the reveal messages' size.
 */
export async function runPartyFanOut(context) {
  const { options, instances, fleets, databaseUrl } = context;
  const log = (message) => options.log(`party fan-out: ${message}`);
  const rooms = await insertRooms(databaseUrl, {
    count: ROOMS,
    prefix: newTokenPrefix('party'),
    playing: false,
    instanceCount: instances.length,
  });
  const sockets = socketsOf(rooms);
  const took = await subscribeSockets(fleets, instances, sockets, (socket) => wsUrl(instances[socket.player.instance]));
  log(`${SOCKETS} graphql-ws sockets, each player's on its instance (half on each): ${took}`);
  let started = Date.now();
  await startRooms(instances, rooms);
  await fleets.waitUntil(
    everyLast(sockets, (event) => event?.round === 1),
    WAIT_MS,
    'round 1 open everywhere',
  );
  log(`the hosts started their rooms: round 1 open on every socket in ${Date.now() - started} ms`);

  const guessed = new Map(); // `${code}/${round}` -> Map(seat -> amount)
  const remember = (room, round, seat, amount) => {
    const key = `${room.code}/${round}`;
    if (!guessed.has(key)) guessed.set(key, new Map());
    guessed.get(key).set(seat, amount);
  };
  const answerProblems = [];
  const guess = async (room, player, round) => {
    const amount = amountOf(round)(room.index, player.seat);
    const answer = await graphql(
      instances[player.instance].url,
      GUESS_MUTATION,
      { code: room.code, amount },
      player.token,
    );
    remember(room, round, player.seat, amount);
    return answer.submitPartyGuess.round;
  };

  const reveals = [];
  for (const { round, sqlSeats, apiSeats, revealingSeat } of ROUND_PLANS) {
    started = Date.now();
    await insertSealedGuesses(databaseUrl, rooms, round, sqlSeats, amountOf(round));
    for (const room of rooms)
      for (const seat of sqlSeats) remember(room, round, seat, amountOf(round)(room.index, seat));
    const apiGuesses = rooms.flatMap((room) => apiSeats.map((seat) => ({ room, player: room.players[seat - 1] })));
    await inParallel(apiGuesses, 20, async ({ room, player }) => {
      const view = await guess(room, player, round);
      if (view?.reveal !== null || !view?.viewerHasGuessed)
        answerProblems.push(`${room.code} seat ${player.seat} round ${round}: answered ${JSON.stringify(view)}`);
    });
    const guesses = sqlSeats.length + apiSeats.length;
    await fleets.waitUntil(
      everyLast(sockets, (event) => event?.round === round && event.guessCount === guesses),
      WAIT_MS,
      `round ${round}: every guess seen`,
    );
    log(
      `round ${round}: ${guesses} sealed guesses in each room, ${apiGuesses.length} of them through the API and their ` +
        `${apiGuesses.length * SEATS} events delivered, in ${Date.now() - started} ms`,
    );
    await sleep(300);
    await fleets.pull();
    if (revealingSeat === null) {
      reveals.push(await revealAtOnce(context, rooms, round));
      log(
        `round ${round}: one sweep revealed the ${ROOMS} rooms; ${SOCKETS} deliveries, p99 ${reveals.at(-1).latencyMs.p99} ms`,
      );
      // The sweeper opens the next round after the reveal's pause.
      started = Date.now();
      await fleets.waitUntil(
        everyLast(sockets, (event) => event?.round === round + 1),
        WAIT_MS,
        `round ${round + 1} open`,
      );
      log(`round ${round + 1} open on every socket ${Date.now() - started} ms later`);
    } else {
      const revealing = (room) => guess(room, room.players[revealingSeat - 1], round);
      reveals.push(await revealPaced(context, rooms, round, sockets, revealing, answerProblems));
      log(
        `round ${round}: the last guesses revealed the rooms one every ${PACED_INTERVAL_MS} ms; ` +
          `${SOCKETS} deliveries, p99 ${reveals.at(-1).latencyMs.p99} ms`,
      );
    }
  }
  const revealBytes = percentiles(
    sockets.flatMap((socket) =>
      fleets.events
        .get(socket.tag)
        .filter((event) => event.reveal)
        .map((event) => event.bytes),
    ),
  ).p50;
  const verification = verify(fleets, sockets, guessed, answerProblems);
  await fleets.closeSockets();
  log(`verification ${JSON.stringify(verification.summary)}`);
  return { burst: reveals[0], paced: reveals[1], verification, revealBytes };
}

/**
 * Every room's round-`round` deadline set to now() in one statement: the next sweep (of either instance, within 250 ms)
 * reveals the 100 rooms in one transaction and publishes them; both instances then re-read 500 views each.
 */
async function revealAtOnce({ options, instances, fleets, databaseUrl, databaseName }, rooms, round) {
  const before = await postgresActivity(options.postgresUrl, databaseName);
  const cpu = watchCpu(
    instances.map((instance) => instance.pid),
    before.pids,
    fleets.pids,
  );
  await withClient(databaseUrl, (client) =>
    client.query(`UPDATE party_round SET deadline = now() WHERE number = $1 AND "roomId" = ANY($2::uuid[])`, [
      round,
      rooms.map((room) => room.id),
    ]),
  );
  await fleets.waitForCount(SOCKETS, WAIT_MS, `round ${round} reveal`);
  const after = await postgresActivity(options.postgresUrl, databaseName);
  return deliveries(
    { fleets, databaseUrl },
    rooms,
    round,
    cpu.stop(SOCKETS, after.pids),
    (after.transactions - before.transactions) / SOCKETS,
  );
}

/**
 * Each room's last guess of round `round`, one room every PACED_INTERVAL_MS: each reveals its room in the guess's
 * request. Waits by pulling (every 100 ms) for each socket's reveal, as other messages may follow (the next rounds).
 */
async function revealPaced(
  { options, instances, fleets, databaseUrl, databaseName },
  rooms,
  round,
  sockets,
  reveal,
  answerProblems,
) {
  const before = await postgresActivity(options.postgresUrl, databaseName);
  const cpu = watchCpu(
    instances.map((instance) => instance.pid),
    before.pids,
    fleets.pids,
  );
  const start = Date.now();
  await Promise.all(
    rooms.map(async (room, index) => {
      await sleep(Math.max(0, start + index * PACED_INTERVAL_MS - Date.now()));
      const view = await reveal(room);
      if (view?.reveal?.guesses?.length !== SEATS)
        answerProblems.push(`${room.code}: the revealing guess was answered ${JSON.stringify(view)}`);
    }),
  );
  const revealed = (events) => events.some((event) => event.round === round && event.reveal);
  await fleets.waitUntil(
    (events) => sockets.every((socket) => revealed(events.get(socket.tag))),
    WAIT_MS,
    `round ${round} reveals`,
  );
  const after = await postgresActivity(options.postgresUrl, databaseName);
  return deliveries(
    { fleets, databaseUrl },
    rooms,
    round,
    cpu.stop(SOCKETS, after.pids),
    (after.transactions - before.transactions) / SOCKETS,
  );
}

/**
 * Delivery latency: from the reveal's commit, `party_round."revealedAt"` (now() of the revealing transaction, i.e. its
 * start: a little before the commit, so latencies are if anything too long), to the message's arrival at the socket.
 */
async function deliveries({ fleets, databaseUrl }, rooms, round, cpu, transactionsPerDelivery) {
  await sleep(500); // a duplicate would arrive meanwhile
  await fleets.pull();
  const { revealedAt, clockOffsetMs } = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT "roomId", extract(epoch FROM "revealedAt") * 1000 AS at FROM party_round
       WHERE number = $1 AND "roomId" = ANY($2::uuid[])`,
      [round, rooms.map((room) => room.id)],
    );
    return {
      revealedAt: new Map(rows.map((row) => [row.roomId, Number(row.at)])),
      clockOffsetMs: await clockOffset(client),
    };
  });
  const latencies = [];
  let first = Infinity;
  let firstArrival = Infinity;
  let last = -Infinity;
  for (const room of rooms) {
    const committed = revealedAt.get(room.id);
    if (!Number.isFinite(committed)) throw new Error(`round ${round} of room ${room.code} was not revealed`);
    first = Math.min(first, committed);
    for (const player of room.players)
      for (const event of fleets.events.get(`${room.code}/${player.seat}`))
        if (event.round === round && event.reveal && event.status === 'PLAYING') {
          latencies.push(event.at - committed);
          firstArrival = Math.min(firstArrival, event.at);
          last = Math.max(last, event.at);
        }
  }
  const spanMs = last - first;
  // Where the span goes: until the first socket has the reveal (the reveal's commit, the rooms read, the events
  // through Redis, the first room executed), then the sending to every socket.
  const sendingMs = Math.max(1, last - firstArrival);
  return {
    sockets: SOCKETS,
    deliveries: latencies.length,
    spanMs: round2(spanMs),
    deliveriesPerSecond: (latencies.length / spanMs) * 1000,
    latencyMs: percentiles(latencies),
    firstDeliveryMs: round2(firstArrival - first),
    sendingMs: round2(sendingMs),
    cpu,
    transactionsPerDelivery: round2(transactionsPerDelivery),
    clockOffsetMs,
  };
}

/** PostgreSQL's clock minus this process's (the same machine's, so about 0): a sanity check of the latencies. */
async function clockOffset(client) {
  const offsets = [];
  for (let i = 0; i < 5; i += 1) {
    const sent = Date.now();
    const {
      rows: [{ now }],
    } = await client.query(`SELECT extract(epoch FROM clock_timestamp()) * 1000 AS now`);
    offsets.push(Number(now) - (sent + Date.now()) / 2);
  }
  return round2(offsets.sort((a, b) => a - b)[2]);
}

/**
 * Every socket got each round's reveal exactly once, with exactly the guesses of its room, and every other event of the
 * round once too (its opening and one per guess through the API); no event before a reveal showed a price or an amount;
 * no socket saw an error or closed; and the guessers' own answers showed nothing sealed either.
 */
function verify(fleets, sockets, guessed, answerProblems) {
  const problems = [...answerProblems, ...fleets.problems];
  let sealedShown = 0;
  let revealEvents = 0;
  for (const { room, player, tag } of sockets) {
    const events = fleets.events.get(tag);
    for (const event of events) {
      if (event.type !== 'next' || event.errors) problems.push(`${tag}: ${JSON.stringify(event)}`);
      if (event.sealedShown) sealedShown += 1;
    }
    for (const { round, apiSeats } of ROUND_PLANS) {
      const sent = guessed.get(`${room.code}/${round}`);
      const expected = JSON.stringify([...sent].sort(([a], [b]) => a - b));
      const ofRound = events.filter((event) => event.round === round && event.status === 'PLAYING');
      const reveals = ofRound.filter((event) => event.reveal);
      revealEvents += reveals.length;
      if (reveals.length !== 1) problems.push(`${tag}: ${reveals.length} reveals of round ${round}`);
      for (const reveal of reveals) {
        if (JSON.stringify([...reveal.reveal].sort(([a], [b]) => a - b)) !== expected)
          problems.push(`${tag}: round ${round} revealed ${JSON.stringify(reveal.reveal)}, sent ${expected}`);
        if (reveal.viewerHasGuessed !== sent.has(player.seat))
          problems.push(`${tag}: round ${round} viewerHasGuessed ${reveal.viewerHasGuessed}`);
      }
      // The round's opening, then one event per guess through the API before the reveal.
      const beforeReveal = ofRound.length - reveals.length;
      if (beforeReveal !== 1 + apiSeats.length)
        problems.push(`${tag}: ${beforeReveal} events of round ${round} before its reveal`);
    }
  }
  if (sealedShown) problems.push(`${sealedShown} events showed a price or an amount before the reveal`);
  return {
    ok: problems.length === 0,
    sealedShown,
    problems,
    summary: {
      sockets: sockets.length,
      revealEvents,
      sealedShown,
      problems: problems.length,
      first: problems.slice(0, 3),
    },
  };
}

/**
 * The raw baseline: a bare `ws` server in its own process sends a message of `bytes` bytes to each of the same number
 * of sockets (held by the same fleets), RAW_BURSTS times, each once the previous one has arrived everywhere. Latency
 * from the send's start (the stamp in the message) to arrival; deliveries a second over the bursts' spans.
 */
export async function runRawBroadcast({ options, fleets }, bytes) {
  const log = (message) => options.log(`raw ws broadcast: ${message}`);
  const server = await startServer({ name: 'raw ws server', script: RAW_SCRIPT, env: childEnv({ PORT: '0' }) });
  try {
    const perFleet = SOCKETS / fleets.workers.length;
    await fleets.open(
      fleets.workers.map((_, fleet) => ({
        protocol: 'raw',
        specs: Array.from({ length: perFleet }, (_, index) => ({
          tag: `raw/${fleet}/${index}`,
          url: `${server.url.replace('http', 'ws')}/ws`,
        })),
      })),
    );
    log(
      `${SOCKETS} sockets open; ${RAW_WARM_UP_BURSTS} warm-up and ${RAW_BURSTS} measured broadcasts of ${bytes} bytes`,
    );
    const broadcast = async () => {
      const answer = await (await fetch(`${server.url}/broadcast?bytes=${bytes}`)).json();
      if (answer.sockets !== SOCKETS) throw new Error(`the raw server has ${answer.sockets} sockets`);
      await fleets.waitForCount(SOCKETS, WAIT_MS, 'raw broadcast');
      return answer.sentAt;
    };
    for (let i = 0; i < RAW_WARM_UP_BURSTS; i += 1) await broadcast();
    await fleets.pull();
    for (const events of fleets.events.values()) events.length = 0;

    const cpu = watchCpu(server.pid, [], fleets.pids);
    const latencies = [];
    let spansMs = 0;
    for (let i = 0; i < RAW_BURSTS; i += 1) {
      const sentAt = await broadcast();
      await fleets.pull();
      let last = sentAt;
      for (const events of fleets.events.values()) {
        for (const event of events) {
          latencies.push(event.at - event.sentAt);
          last = Math.max(last, event.at);
        }
        events.length = 0;
      }
      spansMs += Math.max(1, last - sentAt);
      await sleep(50);
    }
    const cost = cpu.stop(latencies.length);
    const problems = fleets.problems.length;
    await fleets.closeSockets();
    return {
      sockets: SOCKETS,
      bursts: RAW_BURSTS,
      deliveries: latencies.length,
      deliveriesPerSecond: (latencies.length / spansMs) * 1000,
      spanMs: round2(spansMs / RAW_BURSTS),
      latencyMs: percentiles(latencies),
      cpu: cost,
      problems,
    };
  } finally {
    await server.stop();
  }
}

/** A condition on every socket's latest event, for Fleets.waitUntil. */
const everyLast = (sockets, ok) => (events) => sockets.every((socket) => ok(events.get(socket.tag).at(-1)));
