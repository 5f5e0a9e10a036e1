import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { startAppProcess, type AppProcess } from '../../../test/app-process';
import { guessInRoom, joinRoom, openRoom, startRoom, viewRoom, waitFor } from '../../../test/party';
import {
  feedOf,
  passDeadline,
  passRevealPause,
  playerSocket,
  roomIdOf,
  untilAllSubscribed,
  untilEvery,
  wsUrlOf,
  type RoomFeed,
  type RoomView,
} from '../../../test/party-live';
import { startRedisServer } from '../../../test/redis-server';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { newVisitorToken, startTestApp, TEST_REDIS_URL, type AppEndpoint, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { TOPICS } from '../../realtime/pubsub';

/**
 * Party rooms when parts fail: an instance killed mid-round, Redis restarted under live rooms, and an instance
 * without Redis at all. Instances that fail run as processes of their own (app-process.ts): SIGKILL ends one the way
 * a crash or the OOM killer does, its sockets cut by the kernel with no drain, which an app in the jest process cannot
 * show. Needs the machine's PostgreSQL and Redis, and /usr/bin/redis-server for a private one.
 */
const GAME = 'party-faults';
/**
 * A database of its own for each test: every instance sweeps every room of its database, and one on another Redis
 * (or none) would take a room's timed steps and publish them where that room's sockets never hear.
 */
let database: TestDatabase;
const sockets: Client[] = [];
const processes: AppProcess[] = [];
const apps: TestApp[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  await createTestGame(database, { slug: GAME, roundCount: 3, poolSize: 5 });
});
afterEach(async () => {
  // Settled one by one: a socket still retrying a dead instance refuses its dispose, and the rest must go anyway.
  await Promise.allSettled(sockets.splice(0).map((socket) => socket.dispose()));
  await Promise.allSettled(processes.splice(0).map((instance) => instance.kill()));
  await Promise.allSettled(apps.splice(0).map((app) => app.close()));
  await database?.drop();
});

async function processInstance(redisUrl: string | null): Promise<AppProcess> {
  const instance = await startAppProcess({ databaseUrl: database.url, redisUrl });
  processes.push(instance);
  return instance;
}

describe('an instance without REDIS_URL', () => {
  it('says it uses in-process pub/sub, and delivers a room’s events to its sockets without Redis', async () => {
    const alone = await processInstance(null);
    expect(alone.log()).toContain(
      'REDIS_URL is not set: in-process pub/sub and ranks from PostgreSQL; run one instance only',
    );
    expect(alone.log()).not.toContain('Redis configured');

    const host = newVisitorToken();
    const guest = newVisitorToken();
    const code = await openRoom(alone, host, { game: GAME });
    await joinRoom(alone, guest, code, 'Guest');
    const feeds = [host, guest].map((token) => {
      const socket = playerSocket({ url: () => wsUrlOf(alone.baseUrl), token });
      sockets.push(socket);
      return feedOf(socket, code);
    });
    await untilAllSubscribed(feeds, () => joinRoom(alone, guest, code, 'Guest'));
    await startRoom(alone, host, code);
    await untilEvery(feeds, (view) => view.status === 'PLAYING');
    await guessInRoom(alone, guest, code, 250_000);
    await untilEvery(feeds, (view) => view.round?.guessCount === 1);
    // Nothing of this went through the machine's Redis: no one listens to the room's channel there.
    const channel = `${TOPICS.partyRoomChanged}:${await roomIdOf(database, code)}`;
    const machineRedis = new Redis(TEST_REDIS_URL);
    try {
      expect(await machineRedis.pubsub('NUMSUB', channel)).toEqual([channel, 0]);
    } finally {
      machineRedis.disconnect();
    }
  });
});

/** A player as the web client plays: one socket (playerSocket), the room re-read after each reconnect. */
interface Player {
  name: string;
  token: string;
  /** The instance the player's requests and socket go to now (a load balancer sends them to one that is up). */
  instance: () => AppEndpoint;
  socket: Client;
  feed: RoomFeed;
  /** The room as re-read after each reconnect of the socket, and when. */
  rereads: { at: number; view: RoomView | undefined; errors: unknown }[];
}

function playersOf(names: string[], instanceOf: (index: number) => AppEndpoint): Player[] {
  return names.map((name, index) => ({
    name,
    token: newVisitorToken(),
    instance: () => instanceOf(index),
    socket: null as unknown as Client,
    feed: null as unknown as RoomFeed,
    rereads: [],
  }));
}

/** Seats the players in a new room, the first as its host; returns its code. */
async function seat(players: Player[]): Promise<string> {
  const [host, ...guests] = players;
  const code = await openRoom(host!.instance(), host!.token, { game: GAME, hostName: host!.name });
  for (const guest of guests)
    expect((await joinRoom(guest.instance(), guest.token, code, guest.name)).errors).toBeUndefined();
  return code;
}

/** Opens the players' sockets and subscribes each to the room. */
function watch(players: Player[], code: string): void {
  for (const player of players) {
    const socket = playerSocket({
      url: () => wsUrlOf(player.instance().baseUrl),
      token: player.token,
      onReconnected: () =>
        void viewRoom(player.instance(), player.token, code).then(({ data, errors }) =>
          player.rereads.push({ at: Date.now(), view: data?.partyRoom, errors }),
        ),
    });
    sockets.push(socket);
    player.socket = socket;
    player.feed = feedOf(socket, code);
  }
}

/** Seats the players, opens their sockets and waits until every subscription is live; returns the room's code. */
async function seatAndWatch(players: Player[]): Promise<string> {
  const code = await seat(players);
  watch(players, code);
  await untilAllSubscribed(
    players.map((player) => player.feed),
    () => joinRoom(players[0]!.instance(), players[0]!.token, code, players[0]!.name),
  );
  return code;
}

const viewerOf = (view: RoomView) => view.players.find((player) => player.isViewer)!;
const standingsOf = (view: RoomView) => view.players.map(({ seat, name, score }) => ({ seat, name, score }));
const amountsOf = (view: RoomView) => view.round!.reveal!.guesses.map((guess) => guess.amount).sort();

describe('an instance killed mid-round', () => {
  // Longer than the project's 90 s: an app process alone may take a minute to start on a busy machine
  // (app-process.ts), and the movers then have 30 s to reconnect.
  it('moves its players to the other instance with their seats and scores; no acknowledged guess is lost', async () => {
    const doomed = await processInstance(TEST_REDIS_URL);
    expect(doomed.log()).toContain('Redis configured: live updates fan out across instances');
    const survivor = await startTestApp({ redis: true, database });
    apps.push(survivor);
    let doomedUp = true;
    // Five players on each; the host is on the instance that dies.
    const players = playersOf(
      Array.from({ length: 10 }, (_, index) => `K${index + 1}`),
      (index) => (index < 5 && doomedUp ? doomed : survivor),
    );
    const movers = players.slice(0, 5);
    const code = await seatAndWatch(players);
    const feeds = players.map((player) => player.feed);
    const roomId = await roomIdOf(database, code);
    expect((await startRoom(players[0]!.instance(), players[0]!.token, code)).errors).toBeUndefined();
    const [{ price }] = await database.dataSource.query(
      `SELECT listing."actualPrice" AS price FROM party_round round JOIN game_home gl ON gl.id = round."gameHomeId"
       JOIN listing ON listing.id = gl."listingId" WHERE round."roomId" = $1 AND round.number = 1`,
      [roomId],
    );
    const amountOf = (index: number) => Number(price) + (index + 1) * 997;

    // Round 1 is played to its reveal across both instances, so every player has a score to get back.
    await untilEvery(feeds, (view) => view.round?.number === 1);
    for (const [index, player] of players.entries())
      expect((await guessInRoom(player.instance(), player.token, code, amountOf(index))).errors).toBeUndefined();
    await untilEvery(feeds, (view) => Boolean(view.round?.reveal));
    const afterRound1 = standingsOf(players[0]!.feed.latest()!);
    expect(afterRound1.some((seat) => seat.score > 0)).toBe(true);
    await passRevealPause(database, roomId);
    await untilEvery(feeds, (view) => view.round?.number === 2);

    // Round 2: four guesses acknowledged, two of them by the doomed instance; a fifth is on its way to it when it dies.
    const acknowledged: number[] = [];
    for (const index of [0, 1, 5, 6]) {
      expect(
        (await guessInRoom(players[index]!.instance(), players[index]!.token, code, amountOf(index))).errors,
      ).toBeUndefined();
      acknowledged.push(amountOf(index));
    }
    const inFlight = guessInRoom(doomed, players[2]!.token, code, amountOf(2)).catch((error: Error) => ({
      errors: [{ message: `no answer: ${error.message}` }],
    }));
    doomedUp = false;
    const killedAt = Date.now();
    await doomed.kill();
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Unanswered, the client sends the guess again, now to the survivor: either it is taken now or it had been then.
    const firstTry = await inFlight;
    if (firstTry.errors) {
      const again = await guessInRoom(players[2]!.instance(), players[2]!.token, code, amountOf(2));
      expect(again.errors?.[0]?.message ?? 'taken').toMatch(/^(taken|You have already guessed this round\.)$/);
    }
    acknowledged.push(amountOf(2));

    // The dead instance's sockets reconnect to the survivor with the same visitor token, within 30 s, and the room
    // they re-read there has their seat and score.
    await waitFor(() => movers.every((player) => player.rereads.length > 0), 30_000);
    for (const [index, player] of movers.entries()) {
      const [reread] = player.rereads;
      expect(reread!.errors).toBeUndefined();
      expect(reread!.at - killedAt).toBeLessThan(30_000);
      expect(viewerOf(reread!.view!)).toMatchObject({ seat: index + 1, score: afterRound1[index]!.score });
      expect(reread!.view!.round!.number).toBe(2);
      expect(reread!.view!.round!.guessCount).toBeGreaterThanOrEqual(4); // those acknowledged before the kill at least
    }
    // Their subscriptions are live again, on the survivor: a guess from one of them reaches every socket.
    expect((await guessInRoom(players[3]!.instance(), players[3]!.token, code, amountOf(3))).errors).toBeUndefined();
    acknowledged.push(amountOf(3));
    await untilEvery(feeds, (view) => view.round?.guessCount === acknowledged.length);

    // The deadline still fires, from the survivor alone; the reveal has every acknowledged guess.
    await passDeadline(database, roomId);
    await untilEvery(feeds, (view) => view.round?.number === 2 && view.round.reveal !== null);
    for (const feed of feeds) expect(amountsOf(feed.latest()!)).toEqual([...acknowledged].sort());

    // The room finishes on the survivor.
    await passRevealPause(database, roomId);
    await untilEvery(feeds, (view) => view.round?.number === 3);
    for (const [index, player] of players.entries())
      expect((await guessInRoom(player.instance(), player.token, code, amountOf(index))).errors).toBeUndefined();
    await untilEvery(feeds, (view) => Boolean(view.round?.reveal));
    await passRevealPause(database, roomId);
    await untilEvery(feeds, (view) => view.status === 'FINISHED');
    const standings = feeds.map((feed) => standingsOf(feed.latest()!));
    for (const standing of standings) expect(standing).toEqual(standings[0]);
    expect(
      await database.dataSource.query(`SELECT seat, name, score FROM party_player WHERE "roomId" = $1 ORDER BY seat`, [
        roomId,
      ]),
    ).toEqual(standings[0]);
    // Only the movers reconnected, once each.
    expect(players.map((player) => player.rereads.length)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  }, 120_000);
});

describe('Redis restarted under live rooms', () => {
  // Longer than the project's 90 s: app processes may take a minute to start on a busy machine (app-process.ts), and
  // the players then have 30 s to re-read after Redis comes back.
  it('crashes no instance; clients are sent to re-read what they missed, and live updates resume', async () => {
    const redis = await startRedisServer();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    // The in-process instance logs each publish Redis refused while away.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const child = await processInstance(redis.url);
    const inProcess = await startTestApp({ redis: true, redisUrl: redis.url, database });
    apps.push(inProcess);
    const listenersOf = async (channel: string) => {
      const probe = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      try {
        return ((await probe.pubsub('NUMSUB', channel)) as [string, number])[1];
      } finally {
        probe.disconnect();
      }
    };
    try {
      const players = playersOf(['R1', 'R2', 'R3', 'R4'], (index) => (index % 2 ? inProcess : child));
      const code = await seatAndWatch(players);
      const feeds = players.map((player) => player.feed);
      const roomId = await roomIdOf(database, code);
      await startRoom(child, players[0]!.token, code);
      await untilEvery(feeds, (view) => view.status === 'PLAYING');
      const guess = (index: number) => guessInRoom(players[index]!.instance(), players[index]!.token, code, 300_000);
      expect((await guess(0)).errors).toBeUndefined();
      await untilEvery(feeds, (view) => view.round?.guessCount === 1);
      // Another room, seated on both instances but watched by no one yet: no instance listens to its channel.
      const latecomers = playersOf(['L1', 'L2'], (index) => (index ? inProcess : child));
      const lateCode = await seat(latecomers);

      await redis.kill();
      // While Redis is away: the latecomers' sockets subscribe (each instance's first subscription to that room's
      // channel, so a SUBSCRIBE waits for Redis); both instances keep answering from PostgreSQL and take a guess,
      // whose event cannot reach anyone (every event, an instance's own included, goes through Redis).
      watch(latecomers, lateCode);
      expect((await guess(1)).errors).toBeUndefined();
      for (const player of players)
        expect((await viewRoom(player.instance(), player.token, code)).data!.partyRoom.round.guessCount).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // a few reconnect attempts fail meanwhile
      await redis.start();

      // Events were lost meanwhile, and the sockets to the apps stayed open: nothing would tell the clients. So each
      // instance, back on Redis, closes its sockets as a restart does; the clients reconnect with the same token and
      // re-read the room, which shows the guess whose event was lost, with nothing else happening in the room.
      const everyone = [...players, ...latecomers];
      await waitFor(() => everyone.every((player) => player.rereads.length > 0), 30_000);
      for (const player of players) {
        expect(player.rereads[0]!.errors).toBeUndefined();
        expect(player.rereads[0]!.view!.round!.guessCount).toBe(2);
      }
      // Live updates resume: every socket's subscription is in Redis again, one listener per instance and room.
      const lateChannel = `${TOPICS.partyRoomChanged}:${await roomIdOf(database, lateCode)}`;
      await waitFor(
        async () =>
          (await listenersOf(`${TOPICS.partyRoomChanged}:${roomId}`)) === 2 && (await listenersOf(lateChannel)) === 2,
        20_000,
      );
      expect((await guess(2)).errors).toBeUndefined();
      await untilEvery(feeds, (view) => view.round?.guessCount === 3);
      expect(feeds.map((feed) => feed.latest()!.round!.viewerHasGuessed)).toEqual([true, true, true, false]);
      await startRoom(child, latecomers[0]!.token, lateCode);
      await untilEvery(
        latecomers.map((player) => player.feed),
        (view) => view.status === 'PLAYING',
      );
      // Once each: the instances closed their sockets once, when Redis came back.
      expect(everyone.map((player) => player.rereads.length)).toEqual(everyone.map(() => 1));
      // Timed steps went on too: the deadline reveals the round with the guess taken while Redis was away.
      await passDeadline(database, roomId);
      await untilEvery(feeds, (view) => Boolean(view.round?.reveal));
      expect(feeds.map((feed) => feed.latest()!.round!.reveal!.guesses.length)).toEqual([3, 3, 3, 3]);

      expect(child.log()).not.toMatch(/unhandled|uncaught/i);
      await Promise.all([...players, ...latecomers].map((player) => player.socket.dispose()));
      await inProcess.close();
      await child.stop();
      expect(await child.exited).toEqual({ code: 0, signal: null }); // up until told to stop, and stopped cleanly
    } finally {
      await redis.start(); // if the test failed while it was away: closing its clients waits for Redis
      await inProcess.close(); // closing twice is harmless
      await redis.kill();
      logged.mockRestore();
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  }, 120_000);
});
