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
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

/**
 * One instance, real PostgreSQL, presence as the app keeps it (live subscriptions): a phone that drops neither holds a
 * round to its full timer nor strands the room without a host (GAME-RULES "if the host leaves, the host role passes on").
 */
const GAME = 'party-away';
let app: TestApp;
const sockets: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: GAME, roundCount: 3, poolSize: 9 });
}, 60_000);
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app.close();
}, 60_000);

const query = (sql: string, parameters: unknown[] = []) => app.database.dataSource.query(sql, parameters);
const view = async (token: string, code: string) => (await viewRoom(app, token, code)).data!.partyRoom;
const hostOf = async (token: string, code: string) =>
  (await view(token, code)).players.find((player: { isHost: boolean }) => player.isHost)?.name;
const connected = async (token: string, code: string, name: string) =>
  (await view(token, code)).players.find((player: { name: string }) => player.name === name).connected;

/** A player's drop, dated back this many seconds (the sweeper reads it). */
const awayFor = (code: string, name: string, seconds: number) =>
  query(
    `UPDATE party_player SET "awaySince" = now() - make_interval(secs => $3)
     WHERE name = $2 AND "roomId" = (SELECT id FROM party_room WHERE code = $1 ORDER BY "createdAt" DESC LIMIT 1)`,
    [code, name, seconds],
  );

/** A room of these players (the first hosts), each following it on their own socket; returns the code and sockets. */
async function seatedAndFollowing(names: string[], options: { hostPlays?: boolean } = {}) {
  const tokens = names.map(() => newVisitorToken());
  const code = await openRoom(app, tokens[0]!, { game: GAME, hostName: names[0], roundSeconds: 120, ...options });
  for (const [index, name] of names.entries()) if (index > 0) await joinRoom(app, tokens[index]!, code, name);
  const follows = tokens.map((token) => {
    const socket = socketOf(app, token);
    sockets.push(socket);
    return { socket, watched: watchRoom(socket, code) };
  });
  for (const name of names) await waitFor(async () => connected(tokens[0]!, code, name));
  return { code, tokens, follows };
}

describe('a player whose connection drops', () => {
  it('does not hold the round: it is revealed once every player present has guessed', async () => {
    const { code, tokens, follows } = await seatedAndFollowing(['Ada', 'Bo', 'Cy']);
    await startRoom(app, tokens[0]!, code);
    // Cy's phone drops mid-round.
    follows[2]!.watched.stop();
    await waitFor(async () => !(await connected(tokens[0]!, code, 'Cy')));
    await awayFor(code, 'Cy', 60);
    await guessInRoom(app, tokens[0]!, code, 300_000);
    // The room counts the guesses it waits for as the reveal does: Ada's of Ada's and Bo's.
    expect((await view(tokens[0]!, code)).round).toMatchObject({ reveal: null, guessCount: 1, guessesExpected: 2 });
    await guessInRoom(app, tokens[1]!, code, 400_000);
    await waitFor(async () => (await view(tokens[0]!, code)).round.reveal !== null, 5_000);
  });

  it('is revealed when the last player not guessed drops after the others guessed', async () => {
    const { code, tokens, follows } = await seatedAndFollowing(['Di', 'Ed', 'Flo']);
    await startRoom(app, tokens[0]!, code);
    await guessInRoom(app, tokens[0]!, code, 300_000);
    await guessInRoom(app, tokens[1]!, code, 400_000);
    expect((await view(tokens[0]!, code)).round.reveal).toBeNull();
    follows[2]!.watched.stop();
    await waitFor(async () => !(await connected(tokens[0]!, code, 'Flo')));
    // Not at once: the connection may come back.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await view(tokens[0]!, code)).round.reveal).toBeNull();
    await awayFor(code, 'Flo', 60);
    await waitFor(async () => (await view(tokens[0]!, code)).round.reveal !== null, 5_000);
  });

  it('waits for the timer when nobody present has guessed', async () => {
    const { code, tokens, follows } = await seatedAndFollowing(['Gus', 'Hal']);
    await startRoom(app, tokens[0]!, code);
    follows[1]!.watched.stop();
    await waitFor(async () => !(await connected(tokens[0]!, code, 'Hal')));
    await awayFor(code, 'Hal', 60);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await view(tokens[0]!, code)).round.reveal).toBeNull();
  });
});

describe('a host whose connection drops', () => {
  it('keeps the role for a short while', async () => {
    const { code, tokens, follows } = await seatedAndFollowing(['Ivy', 'Jo']);
    follows[0]!.watched.stop();
    await waitFor(async () => !(await connected(tokens[1]!, code, 'Ivy')));
    await awayFor(code, 'Ivy', 5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await hostOf(tokens[1]!, code)).toBe('Ivy');
  });

  it('hands the role after the grace to the longest-seated player present, who can start the game', async () => {
    const { code, tokens, follows } = await seatedAndFollowing(['Kit', 'Lu', 'Mo', 'Ned']);
    // Lu, seated before Mo and Ned, is away too: the role goes to Mo.
    follows[0]!.watched.stop();
    follows[1]!.watched.stop();
    await waitFor(
      async () => !(await connected(tokens[2]!, code, 'Kit')) && !(await connected(tokens[2]!, code, 'Lu')),
    );
    await awayFor(code, 'Kit', 60);
    await waitFor(async () => (await hostOf(tokens[2]!, code)) === 'Mo', 5_000);
    const started = await startRoom(app, tokens[2]!, code);
    expect(started.errors).toBeUndefined();
    expect((await startRoom(app, tokens[0]!, code)).errors?.[0]?.message).toBeDefined();
  });

  it('hands on a finished room, so the group can play again', async () => {
    const { code, tokens, follows } = await seatedAndFollowing(['Oz', 'Pip']);
    await query(
      `UPDATE party_room SET status = 'finished', "currentRound" = 3 WHERE code = $1 AND status <> 'finished'`,
      [code],
    );
    follows[0]!.watched.stop();
    await waitFor(async () => !(await connected(tokens[1]!, code, 'Oz')));
    await awayFor(code, 'Oz', 60);
    await waitFor(async () => (await hostOf(tokens[1]!, code)) === 'Pip', 5_000);
  });
});
