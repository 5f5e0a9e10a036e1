import type { Client } from 'graphql-ws';
import {
  guessInRoom,
  joinRoom,
  openRoom,
  ROOM_VIEW,
  socketOf,
  startRoom,
  untilSubscribed,
  waitFor,
} from '../../../test/party';
import { teardown } from '../../../test/teardown';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { visitorIdFromToken } from '../../policies/visitor-token';

/**
 * A room's shared screen opens with the key its host holds, not with a seat: a TV that is nobody's player shows the
 * room, the screen goes on when its host leaves, and play again takes it to the group's next room.
 */
const GAME = 'party-screen';
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

const SCREEN_VIEW = `screenKey ${ROOM_VIEW}`;
const viewScreen = (token: string, code: string, screenKey: string | null) =>
  app.graphql(
    `query($code: String!, $key: String) { partyRoom(code: $code, screenKey: $key) { ${SCREEN_VIEW} } }`,
    { code, key: screenKey },
    token,
  );
const leave = (token: string, code: string) =>
  app.graphql(`mutation($code: String!) { leavePartyRoom(code: $code) }`, { code }, token);

/** A room with a presenting host and two players; returns its code, the tokens and the key the host was given. */
async function roomWithScreen() {
  const host = newVisitorToken();
  const ana = newVisitorToken();
  const ben = newVisitorToken();
  const code = await openRoom(app, host, { game: GAME, hostPlays: false });
  await joinRoom(app, ana, code, 'Ana');
  await joinRoom(app, ben, code, 'Ben');
  const hostView = await viewScreen(host, code, null);
  const screenKey = hostView.data!.partyRoom.screenKey as string;
  return { code, host, ana, ben, screenKey };
}

describe("a room's shared screen", () => {
  it('gives its key to the host alone', async () => {
    const { code, ana, screenKey } = await roomWithScreen();
    expect(screenKey).toMatch(/^[\w-]{22}$/);
    expect((await viewScreen(ana, code, null)).data!.partyRoom.screenKey).toBeNull();
  });

  it('shows the room to a device with the key and no seat, as nobody in it, and refuses a wrong key', async () => {
    const { code, ana, screenKey } = await roomWithScreen();
    const tv = newVisitorToken();

    const screen = await viewScreen(tv, code, screenKey);
    expect(screen.errors).toBeUndefined();
    expect(screen.data!.partyRoom.players.map((player: { name: string }) => player.name)).toEqual([
      'Host',
      'Ana',
      'Ben',
    ]);
    expect(screen.data!.partyRoom.players.some((player: { isViewer: boolean }) => player.isViewer)).toBe(false);
    expect(screen.data!.partyRoom.screenKey).toBeNull();

    // Without the key, the same device is someone to join; with a wrong one, the room is as unknown as a wrong code.
    expect((await viewScreen(tv, code, null)).errors?.[0]).toMatchObject({ extensions: { reason: 'NOT_SEATED' } });
    const wrongKey = await viewScreen(tv, code, `${screenKey.slice(0, -1)}${screenKey.endsWith('A') ? 'B' : 'A'}`);
    expect(wrongKey.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(wrongKey.data).toBeNull();
    // A player who opens the screen with the key still sees it as themselves.
    const anaScreen = await viewScreen(ana, code, screenKey);
    expect(anaScreen.data!.partyRoom.players.find((player: { isViewer: boolean }) => player.isViewer).name).toBe('Ana');
  });

  it('goes on showing the room after its host leaves, where the seat alone turned into "not in this room"', async () => {
    const { code, host, ana, screenKey } = await roomWithScreen();
    expect((await startRoom(app, host, code)).errors).toBeUndefined();
    expect((await leave(host, code)).errors).toBeUndefined();

    expect((await viewScreen(host, code, null)).errors?.[0]).toMatchObject({ extensions: { reason: 'NOT_SEATED' } });
    const screen = await viewScreen(host, code, screenKey);
    expect(screen.errors).toBeUndefined();
    expect(screen.data!.partyRoom).toMatchObject({
      status: 'PLAYING',
      round: { number: 1, viewerPlaysThisRound: false },
    });
    // The room is Ana's to run now; the screen, nobody's seat, shows it so.
    const hostNow = screen.data!.partyRoom.players.find((player: { isHost: boolean }) => player.isHost);
    expect(hostNow.name).toBe('Ana');
    expect((await viewScreen(ana, code, null)).data!.partyRoom.screenKey).toBe(screenKey);
  });

  it('follows the room live over the websocket with the key', async () => {
    const { code, host, ben, screenKey } = await roomWithScreen();
    const tv = socketOf(app, newVisitorToken());
    sockets.push(tv);
    const events: { data?: { partyRoom: { status: string; players: { isViewer: boolean }[] } }; errors?: unknown }[] =
      [];
    tv.subscribe(
      {
        query: `subscription($code: String!, $key: String) { partyRoom(code: $code, screenKey: $key) { ${SCREEN_VIEW} } }`,
        variables: { code, key: screenKey },
      },
      { next: (event) => events.push(event as never), error: (errors) => events.push({ errors }), complete: () => {} },
    );
    await untilSubscribed({ events }, () => joinRoom(app, ben, code, 'Ben'));

    expect((await startRoom(app, host, code)).errors).toBeUndefined();
    await waitFor(() => events.some((event) => event.data?.partyRoom.status === 'PLAYING'));
    expect(events.filter((event) => event.errors)).toEqual([]);
    const playing = events.find((event) => event.data?.partyRoom.status === 'PLAYING')!.data!.partyRoom;
    expect(playing.players.some((player) => player.isViewer)).toBe(false);
  });

  it('records each price it shows as seen by its device, the reveals after it opened as well as the one on screen', async () => {
    const { code, host, ana, ben, screenKey } = await roomWithScreen();
    const tv = newVisitorToken();
    expect((await viewScreen(tv, code, screenKey)).errors).toBeUndefined();
    expect((await startRoom(app, host, code)).errors).toBeUndefined();
    await guessInRoom(app, ana, code, 300_000);
    await guessInRoom(app, ben, code, 400_000);
    const seenByTv = () =>
      app.database.dataSource.query(`SELECT seen."listingId" FROM price_seen seen WHERE seen."playerId" = $1`, [
        visitorIdFromToken(tv),
      ]) as Promise<{ listingId: string }[]>;
    const revealedRound = () =>
      app.database.dataSource.query(
        `SELECT home."listingId" FROM party_round round JOIN party_room room ON room.id = round."roomId"
         JOIN game_home home ON home.id = round."gameHomeId" WHERE room.code = $1 AND round.number = 1
         AND round."revealedAt" IS NOT NULL`,
        [code],
      ) as Promise<{ listingId: string }[]>;
    // Every player guessed: the round reveals while the screen is open (it does not load again on the reveal).
    await waitFor(async () => (await revealedRound()).length === 1);
    const [firstRound] = await revealedRound();
    expect(await seenByTv()).toEqual([{ listingId: firstRound.listingId }]);
  });

  it('keeps its key in the next room when the host plays again', async () => {
    const { code, host, screenKey } = await roomWithScreen();
    await app.database.dataSource.query(
      `UPDATE party_room SET status = 'finished', "currentRound" = 3 WHERE code = $1`,
      [code],
    );
    const again = await app.graphql(
      `mutation($code: String!) { playPartyAgain(code: $code) { code screenKey } }`,
      { code },
      host,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.playPartyAgain.screenKey).toBe(screenKey);
    const next = await viewScreen(newVisitorToken(), again.data!.playPartyAgain.code, screenKey);
    expect(next.errors).toBeUndefined();
  });
});
