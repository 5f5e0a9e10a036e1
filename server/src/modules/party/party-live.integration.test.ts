import type { Client } from 'graphql-ws';
import type { GraphQLSchema } from 'graphql';
import { guessInRoom, joinRoom, openRoom, socketOf, startRoom } from '../../../test/party';
import {
  everyFieldOf,
  feedOf,
  passDeadline,
  passRevealPause,
  roomIdOf,
  roundPrices,
  sealedLeaks,
  untilAllSubscribed,
  untilEvery,
  type RoomFeed,
  type RoomView,
} from '../../../test/party-live';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { buildAppSchema } from '../../schema';
import { createAppPubSub, TOPICS } from '../../realtime/pubsub';
import { teardown } from '../../../test/teardown';

/**
 * A whole party game as players live it: ten players on two instances (five sockets on each), one PostgreSQL and the
 * machine's Redis, following the room only through graphql-ws subscriptions and guessing over HTTP. Deadlines and
 * reveal pauses are passed with SQL, so the game takes seconds; the instances' sweepers do the rest.
 */
const GAME = 'party-live';
const ROUNDS = 3;
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let schema: GraphQLSchema;
const sockets: Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestGame(database, { slug: GAME, roundCount: ROUNDS, poolSize: 5 });
  first = await startTestApp({ redis: true, database });
  second = await startTestApp({ redis: true, database });
  schema = await buildAppSchema(createAppPubSub(null));
});
afterAll(() =>
  teardown(
    () => Promise.all(sockets.map((socket) => socket.dispose())),
    () => second?.close(),
    () => first?.close(),
    () => database?.drop(),
  ),
);

interface Player {
  name: string;
  token: string;
  app: TestApp;
  feed: RoomFeed;
}

/** What the reveal shows everyone alike (the raw feed asks for more fields; these are the ones to compare). */
const revealOf = (view: RoomView) => ({
  round: view.round!.number,
  actualPrice: view.round!.reveal!.actualPrice,
  guesses: view.round!.reveal!.guesses.map(({ seat, playerName, amount, points, closest }) => ({
    seat,
    playerName,
    amount,
    points,
    closest,
  })),
});
const standingsOf = (view: RoomView) => view.players.map(({ seat, name, score }) => ({ seat, name, score }));

describe('ten players on two instances', () => {
  it('play three rounds to the end and all see the same reveals and standings; no event shows a sealed guess or price', async () => {
    const players: Player[] = Array.from({ length: 10 }, (_, index) => ({
      name: `P${index + 1}`,
      token: newVisitorToken(),
      app: index % 2 ? second : first,
      feed: null as unknown as RoomFeed,
    }));
    const [host] = players;
    const code = await openRoom(host!.app, host!.token, { game: GAME, roundCount: ROUNDS, hostName: host!.name });
    for (const player of players.slice(1))
      expect((await joinRoom(player.app, player.token, code, player.name)).errors).toBeUndefined();
    for (const player of players) {
      const socket = socketOf(player.app, player.token);
      sockets.push(socket);
      player.feed = feedOf(socket, code);
    }
    // The last player never guesses first, and in round 2 not at all. Their socket also carries a raw subscription
    // asking for every field of PartyRoom, nested types included: nothing sealed may be in any of them.
    const silent = players.at(-1)!;
    const rawFeed = feedOf(sockets.at(-1)!, code, everyFieldOf(schema, 'PartyRoom'));
    const feeds = [...players.map((player) => player.feed), rawFeed];
    await untilAllSubscribed(feeds, () => joinRoom(first, host!.token, code, host!.name));
    // Each instance listens to the room's channel in Redis once, however many of its sockets watch it.
    const roomId = await roomIdOf(database, code);
    const channel = `${TOPICS.partyRoomChanged}:${roomId}`;
    expect(await first.redis!.client.pubsub('NUMSUB', channel)).toEqual([channel, 2]);

    expect((await startRoom(host!.app, host!.token, code)).errors).toBeUndefined();
    const prices = await roundPrices(database, roomId);
    const amounts = new Map<number, number[]>();
    const reveals: ReturnType<typeof revealOf>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await untilEvery(feeds, (view) => view.status === 'PLAYING' && view.round?.number === round);
      expect(feeds.map((feed) => feed.latest()!.round!.reveal)).toEqual(feeds.map(() => null));
      // Near the price, each player a different distance off (odd steps: no amount is the price), so points differ.
      const amountOf = (index: number) => prices.get(round)! + (index + 1) * 997 * (index % 2 ? 1 : -1);
      amounts.set(round, []);
      for (const [index, player] of players.entries()) {
        if (player === silent) {
          // Everyone else has guessed and every socket has been told: the silent player's feeds had their chance to
          // show a guess before the last one comes (or, in round 2, never comes).
          await untilEvery(feeds, (view) => view.round!.guessCount === players.length - 1);
          if (round === 2) break;
        }
        const answer = await guessInRoom(player.app, player.token, code, amountOf(index));
        expect(answer.errors).toBeUndefined();
        amounts.get(round)!.push(amountOf(index));
      }
      if (round === 2) await passDeadline(database, roomId);
      await untilEvery(feeds, (view) => view.round?.number === round && view.round.reveal !== null);

      const seen = feeds.map((feed) => revealOf(feed.latest()!));
      for (const reveal of seen) expect(reveal).toEqual(seen[0]);
      expect(seen[0]!.actualPrice).toBe(prices.get(round));
      expect(seen[0]!.guesses.map((guess) => guess.amount).sort()).toEqual([...amounts.get(round)!].sort());
      expect(seen[0]!.guesses.some((guess) => guess.points > 0)).toBe(true);
      reveals.push(seen[0]!);
      await passRevealPause(database, roomId);
    }

    await untilEvery(feeds, (view) => view.status === 'FINISHED');
    const standings = feeds.map((feed) => standingsOf(feed.latest()!));
    for (const standing of standings) expect(standing).toEqual(standings[0]);
    const pointsOf = (seat: number) =>
      reveals.reduce((sum, reveal) => sum + (reveal.guesses.find((guess) => guess.seat === seat)?.points ?? 0), 0);
    expect(standings[0]).toEqual(
      players.map((player, index) => ({ seat: index + 1, name: player.name, score: pointsOf(index + 1) })),
    );
    const stored = await database.dataSource.query(
      `SELECT seat, name, score FROM party_player WHERE "roomId" = $1 ORDER BY seat`,
      [roomId],
    );
    expect(stored).toEqual(standings[0]);

    // Every payload every socket received, the raw one's included: before a round's reveal, neither its price nor
    // any guess of it, nor the price of a later round; after it, no later round's price.
    const secretsAt = (round: number | null, revealed: boolean) => {
      const from = round === null ? 1 : revealed ? round + 1 : round;
      return [
        ...[...prices].filter(([number]) => number >= from).map(([, price]) => price),
        ...[...amounts].filter(([number]) => number >= from).flatMap(([, guessed]) => guessed),
      ];
    };
    for (const feed of feeds) for (const payload of feed.payloads) expect(sealedLeaks(payload, secretsAt)).toEqual([]);
    // The check had something to look at: the silent player's feeds saw each of the others' guesses come in.
    const sealedViews = (feed: RoomFeed) =>
      feed.views().filter((view) => view.round && !view.round.reveal && view.round.guessCount > 0);
    expect(sealedViews(silent.feed).length).toBeGreaterThanOrEqual(ROUNDS * (players.length - 1));
    expect(sealedViews(rawFeed).length).toBeGreaterThanOrEqual(ROUNDS * (players.length - 1));
    expect(JSON.stringify(rawFeed.latest())).toContain('"pictures"');
  });
});
