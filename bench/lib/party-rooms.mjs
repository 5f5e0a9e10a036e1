// Party rooms for the party benchmarks, inserted with SQL (the lobby and its players, or a room playing round 1), and
// started, poked and guessed in through the API as players do; the view a player's screen asks for.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { graphql } from './app.mjs';
import { clientOperation } from './client-operations.mjs';
import { withClient } from './db.mjs';

const require = createRequire(import.meta.url);
const { scoringModeOf } = require('@ballpark/common/game-variants');
const { scoreGuess } = require('@ballpark/common/scoring');
const { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } = require('@ballpark/common/party-rules');

export const PARTY_GAME = 'house-prices-game';
export const SEATS = 10;
export const ROUNDS = 3;
export const ROUND_SECONDS = 120;
/**
 * Sockets still waiting once nothing has arrived for this long missed their room's poke (their subscription was not
 * live yet): their rooms are poked again. Not sooner: on a busy machine the first pokes take many seconds to deliver.
 */
const QUIET_MS = 2_000;

/**
 * What a party screen subscribes to and sends when its player guesses: the client's own operations (the whole room
 * view, client/src/features/party/party-queries.ts), so the benchmarks measure the client as it is.
 */
export const ROOM_SUBSCRIPTION = clientOperation('PartyRoomChanged');
export const GUESS_MUTATION = clientOperation('SubmitPartyGuess');
const JOIN = `mutation JoinPartyRoom($code: String!, $name: String!) { joinPartyRoom(code: $code, playerName: $name) { code } }`;
const START = `mutation StartPartyRoom($code: String!) { startPartyRoom(code: $code) { code } }`;

/** A prefix of the visitor tokens of one benchmark's players (tokens are 16-128 of [A-Za-z0-9_-]). */
export const newTokenPrefix = (what) => `bench-${what}-${randomBytes(6).toString('hex')}`;
const tokenOf = (prefix, room, seat) => `${prefix}-r${room}-s${seat}`;
const nameOf = (seat) => (seat === 1 ? 'Host' : `Player ${seat}`);
/** As the server stores a visitor: the SHA-256 of the token (server/src/policies/visitor-token.ts). */
const visitorIdOf = (token) => createHash('sha256').update(token).digest('hex');

function roomOf(prefix, index, code, instanceCount) {
  return {
    index,
    code,
    // Seat s of room r plays on instance (r + s) mod n: every room has players on each instance.
    players: Array.from({ length: SEATS }, (_, i) => ({
      seat: i + 1,
      name: nameOf(i + 1),
      token: tokenOf(prefix, index, i + 1),
      instance: (index + i + 1) % instanceCount,
    })),
  };
}

/** `work` on every item, `concurrency` at a time. */
export async function inParallel(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** The hosts start their rooms: round 1 opens in each. */
export async function startRooms(instances, rooms) {
  await inParallel(rooms, 10, async (room) => {
    const host = room.players[0];
    await graphql(instances[host.instance].url, START, { code: room.code }, host.token);
  });
}

/** One socket per player of the rooms: { room, player, tag }. */
export const socketsOf = (rooms) =>
  rooms.flatMap((room) => room.players.map((player) => ({ room, player, tag: `${room.code}/${player.seat}` })));

/**
 * Connects each socket (`urlOf(socket)`) as its player and subscribes it to its room, the sockets dealt out to the
 * fleets in turn; then pokes the rooms until every socket has received an event (a subscription is live once its first
 * event has arrived). The fleets' `events` then hold each socket's first event(s). Returns how long it took, in words.
 */
export async function subscribeSockets(fleets, instances, sockets, urlOf, timeoutMs = 60_000) {
  const started = Date.now();
  await fleets.open(
    fleets.workers.map((_, fleet) => ({
      protocol: 'graphql-ws',
      query: ROOM_SUBSCRIPTION,
      specs: sockets
        .filter((_, index) => index % fleets.workers.length === fleet)
        .map((socket) => ({
          tag: socket.tag,
          url: urlOf(socket),
          token: socket.player.token,
          variables: { code: socket.room.code },
        })),
    })),
  );
  const openedMs = Date.now() - started;
  const until = Date.now() + timeoutMs;
  await sleep(1_000); // the subscriptions sent, let the instances register them
  let pokes = 0;
  let poke = true;
  let lastArrival = Date.now();
  for (;;) {
    const waiting = sockets.filter((socket) => fleets.events.get(socket.tag).length === 0);
    if (waiting.length === 0) break;
    if (Date.now() > until) throw new Error(`${waiting.length} sockets heard nothing in ${timeoutMs} ms`);
    if (poke) {
      const rooms = [...new Set(waiting.map((socket) => socket.room))];
      await pokeRooms(instances, rooms);
      pokes += rooms.length;
    }
    await sleep(200);
    if ((await fleets.count()) > 0) lastArrival = Date.now();
    await fleets.pull();
    poke = Date.now() - lastArrival >= QUIET_MS;
  }
  const problems = [
    ...fleets.problems,
    ...sockets.flatMap((socket) =>
      fleets.events
        .get(socket.tag)
        .filter((event) => event.type !== 'next' || event.errors)
        .map((event) => `${socket.tag}: ${JSON.stringify(event)}`),
    ),
  ];
  if (problems.length) throw new Error(`subscriptions failed: ${problems.slice(0, 3).join('; ')}`);
  return `connected and subscribed in ${openedMs} ms, every socket heard an event ${Date.now() - started} ms after the start (${pokes} pokes)`;
}

/** The host joins again: nothing changes, but the room's change is published, so every subscriber gets its view. */
export async function pokeRooms(instances, rooms) {
  await inParallel(rooms, 10, async (room) => {
    const host = room.players[0];
    await graphql(instances[host.instance].url, JOIN, { code: room.code, name: host.name }, host.token);
  });
}

/**
 * Inserts `count` rooms of SEATS players with SQL, on codes no open room uses: in the lobby, or (`playing`) with
 * round 1 open since now and its deadline ROUND_SECONDS away, every player seated a minute before it opened.
 */
export async function insertRooms(databaseUrl, { count, prefix, playing, instanceCount = 1 }) {
  return withClient(databaseUrl, async (client) => {
    const {
      rows: [game],
    } = await client.query(`SELECT id, "brandId", variant, "scoringMode" FROM game WHERE slug = $1`, [PARTY_GAME]);
    const { rows: used } = await client.query(`SELECT code FROM party_room WHERE status <> 'finished'`);
    const codes = freeCodes(new Set(used.map((row) => row.code.trim())), count);
    const rooms = codes.map((code, index) => roomOf(prefix, index, code, instanceCount));
    await client.query('BEGIN');
    const { rows: inserted } = await client.query(
      `INSERT INTO party_room (code, "brandId", "gameId", "hostPlayerId", "roundCount", "roundSeconds", "scoringMode",
                               status, "currentRound", "createdAt")
       SELECT room.code, $3, $4, room.host, $5, $6, $7, $8, $9, now() - interval '1 minute'
       FROM unnest($1::text[], $2::text[]) AS room(code, host)
       RETURNING id, code`,
      [
        rooms.map((room) => room.code),
        rooms.map((room) => visitorIdOf(room.players[0].token)),
        game.brandId,
        game.id,
        ROUNDS,
        ROUND_SECONDS,
        scoringModeOf(game),
        playing ? 'playing' : 'lobby',
        playing ? 1 : 0,
      ],
    );
    const idOf = new Map(inserted.map((row) => [row.code.trim(), row.id]));
    for (const room of rooms) room.id = idOf.get(room.code);
    const players = rooms.flatMap((room) => room.players.map((player) => ({ room, player })));
    await client.query(
      `INSERT INTO party_player ("roomId", "playerId", name, seat, "joinedAt")
       SELECT * , now() - interval '1 minute' FROM unnest($1::uuid[], $2::text[], $3::text[], $4::smallint[])`,
      [
        players.map(({ room }) => room.id),
        players.map(({ player }) => visitorIdOf(player.token)),
        players.map(({ player }) => player.name),
        players.map(({ player }) => player.seat),
      ],
    );
    if (playing) {
      // Every room plays the game's first homes; round 1 is open.
      await client.query(
        `INSERT INTO party_round ("roomId", number, "gameHomeId", "openedAt", deadline)
         SELECT room.id, home.number, home.id,
                CASE WHEN home.number = 1 THEN now() END,
                CASE WHEN home.number = 1 THEN now() + make_interval(secs => $4) END
         FROM unnest($1::uuid[]) AS room(id)
         CROSS JOIN (SELECT id, row_number() OVER (ORDER BY position) AS number FROM game_home
                     WHERE "gameId" = $2 AND visible ORDER BY position LIMIT $3) home`,
        [rooms.map((room) => room.id), game.id, ROUNDS, ROUND_SECONDS],
      );
    }
    await client.query('COMMIT');
    for (const table of ['party_room', 'party_player', 'party_round']) await client.query(`ANALYZE ${table}`);
    return rooms;
  });
}

function freeCodes(used, count) {
  const codes = [];
  const base = JOIN_CODE_ALPHABET.length;
  for (let n = 0; codes.length < count; n += 1) {
    if (n >= base ** JOIN_CODE_LENGTH) throw new Error(`fewer than ${count} free room codes`);
    let code = '';
    for (let rest = n, i = 0; i < JOIN_CODE_LENGTH; i += 1, rest = Math.floor(rest / base))
      code += JOIN_CODE_ALPHABET[rest % base];
    if (!used.has(code)) codes.push(code);
  }
  return codes;
}

/**
 * Sealed guesses of `seats` in round `round` of each room, inserted with SQL as the guess path would store them (the
 * points from @ballpark/common's scoreGuess) but published to no one: the rooms' events stay those of the API's guesses.
 */
export async function insertSealedGuesses(databaseUrl, rooms, round, seats, amountOf) {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT room.id AS "roomId", round.id AS "roundId", room."scoringMode", listing."actualPrice",
              player.id AS "partyPlayerId", player.seat
       FROM party_room room
       JOIN party_round round ON round."roomId" = room.id AND round.number = $2
       JOIN game_home home ON home.id = round."gameHomeId"
       JOIN listing ON listing.id = home."listingId"
       JOIN party_player player ON player."roomId" = room.id AND player.seat = ANY($3::smallint[])
       WHERE room.id = ANY($1::uuid[])`,
      [rooms.map((room) => room.id), round, seats],
    );
    if (rows.length !== rooms.length * seats.length) throw new Error(`round ${round} is not open in every room`);
    const indexOf = new Map(rooms.map((room) => [room.id, room.index]));
    const amounts = rows.map((row) => amountOf(indexOf.get(row.roomId), row.seat));
    await client.query(
      `INSERT INTO party_guess ("roomId", "roundId", "partyPlayerId", amount, points)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::smallint[])`,
      [
        rows.map((row) => row.roomId),
        rows.map((row) => row.roundId),
        rows.map((row) => row.partyPlayerId),
        amounts,
        rows.map((row, index) => scoreGuess(amounts[index], row.actualPrice, row.scoringMode)),
      ],
    );
  });
}
