import type { Client } from 'graphql-ws';
import {
  guessInRoom,
  joinRoom,
  openRoom,
  socketOf,
  startRoom,
  untilSubscribed,
  waitFor,
  watchRoom,
} from '../../../test/party';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { TOPICS, type PartyRoomChangedEvent } from '../../realtime/pubsub';
import { readRoomsJson } from './party-readings';
import { teardown } from '../../../test/teardown';

/**
 * A room event's subscription result is executed once per instance and shared by its subscribers, each with its own
 * per-viewer fields (party-room-broadcasts.ts). Each subscriber's event must be exactly what its own query answers at
 * that moment: aliases, fragments and nested per-viewer fields included, and a removed player gets the refusal.
 */
const GAME = 'party-shared-results';
let app: TestApp;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: GAME, roundCount: 3, poolSize: 6 });
});
afterAll(() =>
  teardown(
    () => Promise.all(sockets.map((socket) => socket.dispose())),
    () => app?.close(),
  ),
);

/** A selection with aliases, a fragment and every per-viewer field, some twice. */
const SELECTION = `
  ...Room
  me: players { at: seat isViewer }
  clock: serverNow`;
const FRAGMENT = `fragment Room on PartyRoom {
  code status serverNow
  players { seat name score isViewer connected }
  round {
    number guessCount guessesExpected viewerHasGuessed sealed: viewerPlaysThisRound viewerPlaysThisRound
    gameHome { id title }
    reveal { actualPrice guesses { seat amount points closest } }
  }
}`;
const SUBSCRIPTION = `subscription Shared($code: String!) { room: partyRoom(code: $code) { ${SELECTION} } } ${FRAGMENT}`;
const QUERY = `query Own($code: String!) { room: partyRoom(code: $code) { ${SELECTION} } } ${FRAGMENT}`;

interface Watcher {
  token: string;
  events: { data?: { room: Record<string, unknown> }; errors?: { message: string }[] }[];
}

function watch(token: string, code: string): Watcher {
  const socket = socketOf(app, token);
  sockets.push(socket);
  const watcher: Watcher = { token, events: [] };
  socket.subscribe(
    { query: SUBSCRIPTION, variables: { code } },
    {
      next: (event) => watcher.events.push(event as Watcher['events'][number]),
      error: (errors) => watcher.events.push({ errors: errors as { message: string }[] }),
      complete: () => {},
    },
  );
  return watcher;
}

/** The room without the server's clock, which each view reads anew. */
function withoutClock(room: Record<string, unknown>): Record<string, unknown> {
  const { serverNow, clock, ...rest } = room;
  expect(typeof serverNow).toBe('string');
  expect(clock).toBe(serverNow);
  return rest;
}

const roomOf = (watcher: Watcher) => watcher.events.at(-1)?.data?.room as Record<string, any> | undefined;

/**
 * Once the room has settled after a change (`settled` holds for every watcher's last event): every watcher's last event
 * is its own query's answer, and so the events were not all one viewer's.
 */
async function expectOwnViews(watchers: Watcher[], settled: (room: Record<string, any>) => boolean): Promise<void> {
  const ownViews = () =>
    Promise.all(
      watchers.map(async (watcher) => {
        const own = await app.graphql(QUERY, { code: roomOf(watcher)!.code }, watcher.token);
        expect(own.errors).toBeUndefined();
        return withoutClock(own.data!.room as Record<string, unknown>);
      }),
    );
  await waitFor(async () => {
    if (!watchers.every((watcher) => roomOf(watcher) && settled(roomOf(watcher)!))) return false;
    const own = await ownViews();
    return watchers.every(
      (watcher, index) => JSON.stringify(withoutClock(roomOf(watcher)!)) === JSON.stringify(own[index]),
    );
  });
  const own = await ownViews();
  watchers.forEach((watcher, index) => expect(withoutClock(roomOf(watcher)!)).toEqual(own[index]));
  for (const watcher of watchers) expect(watcher.events.filter((event) => event.errors)).toEqual([]);
  const viewerSeats = watchers.map((watcher) =>
    (roomOf(watcher)!.players as { seat: number; isViewer: boolean }[])
      .filter((player) => player.isViewer)
      .map((player) => player.seat),
  );
  expect(viewerSeats.every((seats) => seats.length === 1)).toBe(true);
  expect(new Set(viewerSeats.map((seats) => seats[0])).size).toBe(watchers.length);
}

describe('shared subscription results', () => {
  it('give each subscriber exactly its own view, through the lobby, the guesses and the reveal', async () => {
    const host = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME });
    const players = [newVisitorToken(), newVisitorToken(), newVisitorToken()];
    for (const [index, token] of players.entries())
      expect((await joinRoom(app, token, code, `P${index + 2}`)).errors).toBeUndefined();
    const watchers = [host, ...players].map((token) => watch(token, code));
    const everyoneConnected = (room: Record<string, any>) =>
      room.players.every((player: { connected: boolean }) => player.connected);
    // Subscribed once a change reaches everyone (a seated player joining again changes nothing but is published).
    await waitFor(async () => {
      await joinRoom(app, host, code, 'Host');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return watchers.every((watcher) => watcher.events.length > 0);
    });
    await expectOwnViews(watchers, (room) => room.status === 'LOBBY' && everyoneConnected(room));

    await startRoom(app, host, code);
    await expectOwnViews(watchers, (room) => room.round?.number === 1);
    // A latecomer joins during round 1: they watch it (viewerPlaysThisRound false), as a subscriber too.
    const late = newVisitorToken();
    expect((await joinRoom(app, late, code, 'Late')).errors).toBeUndefined();
    watchers.push(watch(late, code));
    await waitFor(async () => {
      await joinRoom(app, host, code, 'Host');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return watchers.at(-1)!.events.length > 0;
    });
    await expectOwnViews(watchers, (room) => room.players.length === 5 && everyoneConnected(room));
    expect(roomOf(watchers.at(-1)!)!.round.viewerPlaysThisRound).toBe(false);
    // Some guess: only they see viewerHasGuessed, and nobody sees an amount.
    expect((await guessInRoom(app, host, code, 250_000)).errors).toBeUndefined();
    await expectOwnViews(watchers, (room) => room.round.guessCount === 1);
    expect((await guessInRoom(app, players[0]!, code, 300_000)).errors).toBeUndefined();
    await expectOwnViews(watchers, (room) => room.round.guessCount === 2);
    expect(watchers.map((watcher) => roomOf(watcher)!.round.viewerHasGuessed)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    for (const watcher of watchers) expect(JSON.stringify(watcher.events)).not.toMatch(/"amount"|"actualPrice":\d/);
    // The last players guess: the round is revealed to all.
    for (const token of players.slice(1)) expect((await guessInRoom(app, token, code, 350_000)).errors).toBeUndefined();
    await expectOwnViews(watchers, (room) => room.round.reveal !== null);

    // The host removes a player: the others keep their own views; the removed player's subscription is refused.
    const removed = watchers[3]!;
    const removal = await app.graphql(
      `mutation($code: String!) { removePartyPlayer(code: $code, seat: 4) { code } }`,
      { code },
      host,
    );
    expect(removal.errors).toBeUndefined();
    await waitFor(() => Boolean(removed.events.at(-1)?.errors));
    expect(removed.events.at(-1)).toMatchObject({ errors: [{ message: 'The host removed you from this room.' }] });
    await expectOwnViews(
      watchers.filter((watcher) => watcher !== removed),
      (room) => room.players.length === 4,
    );
  });

  it('sends no reading older than the one shown, and skips an event it cannot read', async () => {
    const host = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME });
    const socket = socketOf(app, host);
    sockets.push(socket);
    const watched = watchRoom(socket, code);
    await untilSubscribed(watched, () => joinRoom(app, host, code, 'Host'));
    const [{ id: roomId }]: { id: string }[] = await app.database.dataSource.query(
      `SELECT id FROM party_room WHERE code = $1 AND status <> 'finished'`,
      [code],
    );
    const before = (await readRoomsJson(app.database.dataSource, [roomId])).get(roomId)!;
    const player = newVisitorToken();
    expect((await joinRoom(app, player, code, 'Newcomer')).errors).toBeUndefined();
    const names = () =>
      watched.events.map((event) =>
        (event as { data: { partyRoom: { players: { name: string }[] } } }).data.partyRoom.players.map(
          (seat) => seat.name,
        ),
      );
    await waitFor(() => names().some((seated) => seated.includes('Newcomer')));
    const shown = watched.events.length;
    // The reading from before the join, published late (as by a slower instance): the newcomer stays on screen.
    app.app.services.pubSub.publish(TOPICS.partyRoomChanged, roomId, { roomId, reading: before });
    expect((await joinRoom(app, host, code, 'Host')).errors).toBeUndefined();
    await waitFor(() => watched.events.length > shown);
    expect(names().slice(shown)).toEqual([['Host', 'Newcomer']]);
    // An event this instance cannot read (another version's, during a deploy) is skipped; the next ones still go out.
    const shownBefore = watched.events.length;
    app.app.services.pubSub.publish(TOPICS.partyRoomChanged, roomId, { roomId } as PartyRoomChangedEvent);
    expect((await joinRoom(app, host, code, 'Host')).errors).toBeUndefined();
    await waitFor(() => watched.events.length > shownBefore);
    expect(names().slice(shownBefore)).toEqual([['Host', 'Newcomer']]);
  });
});
