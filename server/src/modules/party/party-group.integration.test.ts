import type { Client } from 'graphql-ws';
import {
  guessInRoom,
  joinRoom,
  openRoom,
  socketOf,
  startRoom,
  viewRoom,
  waitFor,
  watchRoom,
} from '../../../test/party';
import { startSession, guessEveryRound } from '../../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { teardown } from '../../../test/teardown';

/**
 * One instance, real PostgreSQL: what a group needs around the rounds: a host who only presents, "play again", who is
 * connected, and a party reveal counting as seen for ranked play (GAME-RULES "Ranked or practice").
 */
const GAME = 'party-group';
/** A pool the size of the rounds: a party that reveals it leaves nothing unseen. */
const SMALL_GAME = 'party-small';
let app: TestApp;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: GAME, roundCount: 3, poolSize: 9 });
  // Homes of its own: a room of the other game still playing would hold them in play (homes-in-play.ts).
  await createTestGame(app.database, { slug: SMALL_GAME, roundCount: 3, poolSize: 3, unusedListings: true });
});
afterAll(() =>
  teardown(
    () => Promise.all(sockets.map((socket) => socket.dispose())),
    () => app?.close(),
  ),
);

const errorOf = (response: { errors?: { message: string }[] }) => response.errors?.[0];
const query = (sql: string, parameters: unknown[] = []) => app.database.dataSource.query(sql, parameters);
const view = async (token: string, code: string) => (await viewRoom(app, token, code)).data!.partyRoom;
/** The reveal's pause, over at once. */
const endPause = () =>
  query(
    `UPDATE party_round SET "revealedAt" = now() - interval '1 hour' WHERE "revealedAt" > now() - interval '1 minute'`,
  );

/** Plays every round of a started room, each player guessing each round; returns when the room has finished. */
async function playToTheEnd(code: string, players: string[]): Promise<void> {
  for (let round = 1; round <= 3; round += 1) {
    await waitFor(async () => (await view(players[0]!, code)).round?.number === round);
    for (const token of players) expect(errorOf(await guessInRoom(app, token, code, 300_000))).toBeUndefined();
    await waitFor(async () => (await view(players[0]!, code)).round.reveal !== null);
    await endPause();
  }
  await waitFor(async () => (await view(players[0]!, code)).status === 'FINISHED');
}

async function homesOfRoom(code: string): Promise<string[]> {
  const rows: { listingId: string }[] = await query(
    `SELECT gl."listingId" FROM party_round round JOIN party_room room ON room.id = round."roomId"
     JOIN game_home gl ON gl.id = round."gameHomeId" WHERE room.code = $1 ORDER BY room."createdAt" DESC`,
    [code],
  );
  return rows.map((row) => row.listingId);
}

describe('a host who presents', () => {
  it('takes no seat of the ten, cannot guess, and is not waited for', async () => {
    const host = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME, hostPlays: false });
    const players = Array.from({ length: 10 }, () => newVisitorToken());
    for (const [index, token] of players.entries())
      expect(errorOf(await joinRoom(app, token, code, `P${index + 1}`))).toBeUndefined();
    expect(errorOf(await joinRoom(app, newVisitorToken(), code, 'P11'))).toMatchObject({
      message: 'This room is full (10 players).',
    });
    await startRoom(app, host, code);
    const hostView = await view(host, code);
    expect(hostView.players[0]).toMatchObject({ name: 'Host', isHost: true, plays: false });
    expect(hostView.round.viewerPlaysThisRound).toBe(false);
    expect(errorOf(await guessInRoom(app, host, code, 300_000))).toMatchObject({
      message: 'You are presenting this room: the players guess on their own screens.',
      extensions: { code: 'FORBIDDEN', reason: 'PRESENTING' },
    });
    // The ten players' guesses reveal the round: the presenter is not waited for.
    for (const token of players) await guessInRoom(app, token, code, 300_000);
    const revealed = (await view(host, code)).round.reveal;
    expect(revealed.guesses).toHaveLength(10);
  });
});

describe('play again', () => {
  it('seats the same group in a new room with new homes, for the host only, and every screen learns its code', async () => {
    const tokens = [newVisitorToken(), newVisitorToken(), newVisitorToken()];
    const [host, ivy, jon] = tokens as [string, string, string];
    const code = await openRoom(app, host, { game: GAME });
    await joinRoom(app, ivy, code, 'Ivy');
    await joinRoom(app, jon, code, 'Jon');
    expect(errorOf(await app.graphql(`mutation { playPartyAgain(code: "${code}") { code } }`, {}, host))).toMatchObject(
      { message: 'Play again once this game has finished.' },
    );
    await startRoom(app, host, code);
    await playToTheEnd(code, tokens);

    const socket = socketOf(app, jon);
    sockets.push(socket);
    const watched = watchRoom(socket, code);
    await waitFor(() => watched.events.length > 0); // the subscription's own arrival is announced
    const again = `mutation($code: String!) { playPartyAgain(code: $code) { code status players { seat name score } } }`;
    expect(errorOf(await app.graphql(again, { code }, ivy))).toMatchObject({
      message: 'Only the host can play again.',
      extensions: { code: 'FORBIDDEN', reason: 'HOST_ONLY' },
    });
    const next = (await app.graphql(again, { code }, host)).data!.playPartyAgain;
    expect(next.code).not.toBe(code);
    expect(next).toMatchObject({
      status: 'LOBBY',
      players: [
        { seat: 1, name: 'Host', score: 0 },
        { seat: 2, name: 'Ivy', score: 0 },
        { seat: 3, name: 'Jon', score: 0 },
      ],
    });
    // Asking twice (two taps) gives the same room; the finished room's players see where to go.
    expect((await app.graphql(again, { code }, host)).data!.playPartyAgain.code).toBe(next.code);
    await waitFor(() =>
      watched.events.some((event) => (event as { data?: any }).data?.partyRoom.nextRoomCode === next.code),
    );
    expect((await view(ivy, code)).nextRoomCode).toBe(next.code);

    // The group is seated already: the new room starts on homes none of them has seen.
    expect(errorOf(await startRoom(app, host, next.code))).toBeUndefined();
    await playToTheEnd(next.code, tokens);
    const [first, second] = [await homesOfRoom(code), await homesOfRoom(next.code)];
    expect(second.filter((listing) => first.includes(listing))).toEqual([]);
  });
});

describe('who is connected', () => {
  it('shows a player connected while their screen follows the room, and away once it stops', async () => {
    const host = newVisitorToken();
    const kim = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME });
    await joinRoom(app, kim, code, 'Kim');
    const connectedOf = async (name: string) =>
      (await view(host, code)).players.find((player: { name: string }) => player.name === name).connected;
    expect(await connectedOf('Kim')).toBe(false);

    const socket = socketOf(app, kim);
    const watched = watchRoom(socket, code);
    await waitFor(async () => (await connectedOf('Kim')) === true);
    watched.stop();
    await waitFor(async () => (await connectedOf('Kim')) === false);
    await socket.dispose();
  });

  it('clears a mark no instance refreshes any more (its instance died) and tells the room', async () => {
    const host = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME });
    const socket = socketOf(app, host);
    sockets.push(socket);
    const watched = watchRoom(socket, code);
    const lee = newVisitorToken();
    await joinRoom(app, lee, code, 'Lee');
    // Lee's mark, as a dead instance left it: older than any heartbeat.
    await query(`UPDATE party_player SET "lastSeenAt" = now() - interval '1 minute' WHERE name = 'Lee'`);
    watched.events.length = 0;
    await app.app.services.partyPresence.beat();
    expect((await view(host, code)).players.find((player: { name: string }) => player.name === 'Lee').connected).toBe(
      false,
    );
    await waitFor(() => watched.events.length > 0);
  });
});

describe('a party reveal counts as seen', () => {
  it('makes a later run of those homes practice', async () => {
    const ada = newVisitorToken();
    const code = await openRoom(app, ada, { game: SMALL_GAME, hostName: 'Ada' });
    await startRoom(app, ada, code);
    await playToTheEnd(code, [ada]);
    // Every home of the game was revealed in the party: the run cannot be ranked.
    const session = await startSession(app, ada, { game: SMALL_GAME });
    expect(session.ranked).toBe(false);
  });

  it('turns a run to practice when a party reveals one of its homes before its last guess', async () => {
    const bo = newVisitorToken();
    const session = await startSession(app, bo, { game: SMALL_GAME });
    expect(session.ranked).toBe(true);
    const code = await openRoom(app, bo, { game: SMALL_GAME, hostName: 'Bo' });
    await startRoom(app, bo, code);
    // The run's homes are the party's: they can be guessed alone only once the party has revealed them.
    await playToTheEnd(code, [bo]);
    const played = await guessEveryRound(app, bo, session, 300_000);
    expect(played).toMatchObject({ isComplete: true, ranked: false });
  });

  it("records the price for whoever joins while a reveal is on screen, and only the round's", async () => {
    const host = newVisitorToken();
    const code = await openRoom(app, host, { game: GAME });
    await startRoom(app, host, code);
    await guessInRoom(app, host, code, 300_000);
    const late = newVisitorToken();
    await joinRoom(app, late, code, 'Late');
    const seen: { listingId: string }[] = await query(
      `SELECT seen."listingId" FROM price_seen seen JOIN party_player player ON player."playerId" = seen."playerId"
       WHERE player.name = 'Late'`,
    );
    const [{ firstRound }] = await query(
      `SELECT gl."listingId" AS "firstRound" FROM party_round round JOIN party_room room ON room.id = round."roomId"
       JOIN game_home gl ON gl.id = round."gameHomeId" WHERE room.code = $1 AND round.number = 1
       AND room.status <> 'finished'`,
      [code],
    );
    expect(seen.map((row) => row.listingId)).toEqual([firstRound]);
  });
});
