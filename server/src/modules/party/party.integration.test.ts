import type { Client } from 'graphql-ws';
import {
  guessInRoom,
  joinRoom,
  openRoom,
  socketOf,
  startRoom,
  untilSubscribed,
  viewRoom,
  waitFor,
  watchRoom,
} from '../../../test/party';
import { failedStatementsDuring } from '../../../test/failed-statements';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { teardown } from '../../../test/teardown';

/** One instance, real PostgreSQL: the rules of a room, each refusal with its message. */
const GAME = 'party-pool';
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

const errorOf = (response: { errors?: { message: string; extensions?: { code?: string } }[] }) => response.errors?.[0];
const query = (sql: string, parameters: unknown[] = []) => app.database.dataSource.query(sql, parameters);

/** A room of a host and the named players, started when asked; tokens by name ('Host' included). */
async function roomWith(names: string[], { start = false } = {}) {
  const tokens: Record<string, string> = { Host: newVisitorToken() };
  const code = await openRoom(app, tokens.Host!, { game: GAME });
  for (const name of names) {
    tokens[name] = newVisitorToken();
    expect(errorOf(await joinRoom(app, tokens[name]!, code, name))).toBeUndefined();
  }
  if (start) expect(errorOf(await startRoom(app, tokens.Host!, code))).toBeUndefined();
  return { code, tokens };
}

async function priceOfRound(code: string): Promise<number> {
  const [{ price }] = await query(
    `SELECT listing."actualPrice" AS price FROM party_room room
     JOIN party_round round ON round."roomId" = room.id AND round.number = room."currentRound"
     JOIN game_home gl ON gl.id = round."gameHomeId" JOIN listing ON listing.id = gl."listingId"
     WHERE room.code = $1 AND room.status <> 'finished'`,
    [code],
  );
  return Number(price);
}

describe('joining a party room', () => {
  it('seats ten players and turns the eleventh away', async () => {
    const { code } = await roomWith(['P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10']);
    const eleventh = await joinRoom(app, newVisitorToken(), code, 'P11');
    expect(errorOf(eleventh)).toMatchObject({ message: 'This room is full (10 players).' });
    const seats = await viewRoom(app, newVisitorToken(), code);
    expect(errorOf(seats)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a name taken in the room whatever its case, a wrong code and a finished room', async () => {
    const { code } = await roomWith(['Ana']);
    expect(errorOf(await joinRoom(app, newVisitorToken(), code, ' ANA '))).toMatchObject({
      message: 'Someone in this room is called "ANA": choose another name.',
      extensions: { code: 'CONFLICT' },
    });
    const wrong = code === 'BBBB' ? 'FFFF' : 'BBBB';
    expect(errorOf(await joinRoom(app, newVisitorToken(), wrong, 'Zed'))).toMatchObject({
      message: 'No room has that code: check it with your host.',
    });
    await query(`UPDATE party_room SET status = 'finished', "currentRound" = 3 WHERE code = $1`, [code]);
    expect(errorOf(await joinRoom(app, newVisitorToken(), code, 'Zed'))?.message).toBe(
      "This room's game has finished.",
    );
  });

  it.each([
    ['İpek', 'ipek'], // JavaScript lowers İ to i and a combining dot; PostgreSQL to i
    ['ΟΔΟΣ', 'οδοσ'], // JavaScript lowers a final Σ to ς; PostgreSQL to σ
  ])('refuses %s where %s sits, as PostgreSQL compares names, without a failed statement', async (newcomer, seated) => {
    const { code } = await roomWith([seated]);
    let joined: Awaited<ReturnType<typeof joinRoom>> | undefined;
    const failed = await failedStatementsDuring(async () => {
      joined = await joinRoom(app, newVisitorToken(), code, newcomer);
    });
    expect(errorOf(joined!)).toMatchObject({
      message: `Someone in this room is called "${newcomer}": choose another name.`,
      extensions: { code: 'CONFLICT' },
    });
    expect(failed).toEqual([]);
    const names = await query(
      `SELECT name FROM party_player p JOIN party_room r ON r.id = p."roomId" WHERE code = $1 AND status <> 'finished'`,
      [code],
    );
    expect(names.map((row: { name: string }) => row.name).sort()).toEqual(['Host', seated]);
  });

  it('closes a room left in its lobby for hours, and frees its code', async () => {
    const { code, tokens } = await roomWith([]);
    await query(`UPDATE party_room SET "createdAt" = now() - interval '4 hours' WHERE code = $1`, [code]);
    await waitFor(async () => (await viewRoom(app, tokens.Host!, code)).data?.partyRoom.status === 'FINISHED');
    expect(errorOf(await joinRoom(app, newVisitorToken(), code, 'Late'))?.message).toBe(
      'This room has expired: ask your host for a new code.',
    );
    // The code is free for a new room, and then taken again: a second open room of it is refused.
    const copy = `INSERT INTO party_room (code, "brandId", "gameId", "hostPlayerId", "roundCount", "roundSeconds", "scoringMode")
       SELECT code, "brandId", "gameId", "hostPlayerId", 3, 30, 'bands' FROM party_room WHERE code = $1 LIMIT 1`;
    await expect(query(copy, [code])).resolves.toBeDefined();
    await expect(query(copy, [code])).rejects.toThrow(/party_room_open_code/);
  });

  it('lets only the host start or remove; a removed player cannot come back', async () => {
    const { code, tokens } = await roomWith(['Bea', 'Cal']);
    expect(errorOf(await startRoom(app, tokens.Bea!, code))).toMatchObject({
      message: 'Only the host can start the game.',
      extensions: { code: 'FORBIDDEN', reason: 'HOST_ONLY' },
    });
    const remove = (token: string, seat: number) =>
      app.graphql(
        `mutation($code: String!, $seat: Int!) { removePartyPlayer(code: $code, seat: $seat) { players { name } } }`,
        { code, seat },
        token,
      );
    expect(errorOf(await remove(tokens.Bea!, 3))?.message).toBe('Only the host can remove a player.');
    expect(errorOf(await remove(tokens.Host!, 2 ** 31 - 1))).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const removed = await remove(tokens.Host!, 3);
    expect(removed.data!.removePartyPlayer.players.map((player: { name: string }) => player.name)).toEqual([
      'Host',
      'Bea',
    ]);
    expect(errorOf(await joinRoom(app, tokens.Cal!, code, 'Cal again'))?.message).toBe(
      'The host removed you from this room.',
    );
    expect(errorOf(await viewRoom(app, tokens.Cal!, code))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a visitor not seated in a room is told why, so its join page says at once whether joining can work', () => {
  const reasonOf = async (token: string, code: string) => {
    const refused = errorOf(await viewRoom(app, token, code)) as
      { message: string; extensions?: { code?: string; reason?: string } } | undefined;
    return { message: refused?.message, code: refused?.extensions?.code, reason: refused?.extensions?.reason };
  };

  it('a stranger may join, and a removed player is told they may not come back', async () => {
    const { code, tokens } = await roomWith(['Gus']);
    expect(await reasonOf(newVisitorToken(), code)).toEqual({
      message: 'You are not in this room: join it with its code.',
      code: 'FORBIDDEN',
      reason: 'NOT_SEATED',
    });
    const removed = await app.graphql(
      `mutation($code: String!) { removePartyPlayer(code: $code, seat: 2) { code } }`,
      { code },
      tokens.Host!,
    );
    expect(errorOf(removed)).toBeUndefined();
    expect(await reasonOf(tokens.Gus!, code)).toEqual({
      message: 'The host removed you from this room.',
      code: 'FORBIDDEN',
      reason: 'REMOVED',
    });
  });

  it('a full room says so before any name is typed; a seat freed by leaving lets the next one in', async () => {
    const { code, tokens } = await roomWith(['Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8', 'Q9', 'Q10']);
    const outsider = newVisitorToken();
    expect(await reasonOf(outsider, code)).toMatchObject({
      reason: 'FULL',
      message: 'This room is full (10 players).',
    });
    const left = await app.graphql(`mutation($code: String!) { leavePartyRoom(code: $code) }`, { code }, tokens.Q10!);
    expect(errorOf(left)).toBeUndefined();
    expect(await reasonOf(outsider, code)).toMatchObject({ reason: 'NOT_SEATED' });
    // The one who left finds the room full again once the outsider has their seat.
    expect(errorOf(await joinRoom(app, outsider, code, 'Q11'))).toBeUndefined();
    expect(await reasonOf(tokens.Q10!, code)).toMatchObject({ reason: 'FULL' });
  });

  it('a finished room says it has finished to anyone not seated, and still shows its standings to its players', async () => {
    const { code, tokens } = await roomWith(['Hal'], { start: true });
    await query(`UPDATE party_room SET status = 'finished' WHERE code = $1 AND status <> 'finished'`, [code]);
    expect(await reasonOf(newVisitorToken(), code)).toEqual({
      message: "This room's game has finished.",
      code: 'FORBIDDEN',
      reason: 'FINISHED',
    });
    expect(errorOf(await viewRoom(app, tokens.Hal!, code))).toBeUndefined();
  });
});

describe('playing a round', () => {
  it('keeps guesses and the price sealed until everyone has guessed, in queries and in events', async () => {
    const { code, tokens } = await roomWith(['Dee'], { start: true });
    const socket = socketOf(app, tokens.Dee!);
    sockets.push(socket);
    const watched = watchRoom(socket, code);
    await untilSubscribed(watched, () => joinRoom(app, tokens.Dee!, code, 'Dee'));
    const price = await priceOfRound(code);

    const hostGuess = await guessInRoom(app, tokens.Host!, code, 512_345);
    expect(hostGuess.data!.submitPartyGuess.round).toMatchObject({
      guessCount: 1,
      viewerHasGuessed: true,
      reveal: null,
    });
    const seenByDee = await viewRoom(app, tokens.Dee!, code);
    expect(seenByDee.data!.partyRoom.round).toMatchObject({ guessCount: 1, viewerHasGuessed: false, reveal: null });
    await waitFor(() => watched.events.length >= 1);
    const sealedEvent = JSON.stringify(watched.events[0]);
    expect(sealedEvent).toContain('"guessCount":1');
    expect(sealedEvent).not.toContain('512345');
    expect(sealedEvent).not.toContain(String(price));

    expect(errorOf(await guessInRoom(app, tokens.Host!, code, 400_000))?.message).toBe(
      'You have already guessed this round.',
    );
    await guessInRoom(app, tokens.Dee!, code, 300_000);
    await waitFor(() => watched.events.length >= 2);
    const revealed = (watched.events[1] as { data: { partyRoom: { round: { reveal: unknown } } } }).data.partyRoom;
    expect(revealed.round.reveal).toMatchObject({
      actualPrice: price,
      guesses: expect.arrayContaining([
        expect.objectContaining({ playerName: 'Host', amount: 512_345 }),
        expect.objectContaining({ playerName: 'Dee', amount: 300_000 }),
      ]),
    });
    watched.stop();
  });

  it("refuses a guess under the bounds in the brand's language and the home's currency, as a solo guess does, and records nothing", async () => {
    const spanish = app.onHost('ladrillosemanal.localhost');
    const [host, player] = [newVisitorToken(), newVisitorToken()];
    const code = await openRoom(spanish, host, { game: 'ladrillosemanal-price-challenge' });
    expect(errorOf(await joinRoom(spanish, player, code, 'Lola'))).toBeUndefined();
    expect(errorOf(await startRoom(spanish, host, code))).toBeUndefined();
    expect(errorOf(await guessInRoom(spanish, player, code, 450))).toMatchObject({
      message: 'Tu estimación debe ser de al menos 1.000\u00a0€.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const [{ count }] = await query(
      `SELECT count(*)::int FROM party_guess g JOIN party_room room ON room.id = g."roomId" WHERE room.code = $1`,
      [code],
    );
    expect(count).toBe(0);
  });

  it('lets a player who joins during a round watch it, and does not wait for them', async () => {
    const { code, tokens } = await roomWith(['Ida'], { start: true });
    const late = newVisitorToken();
    const joined = await joinRoom(app, late, code, 'Late');
    expect(joined.data!.joinPartyRoom.round).toMatchObject({ number: 1, viewerPlaysThisRound: false, reveal: null });
    expect(errorOf(await guessInRoom(app, late, code, 300_000))?.message).toBe(
      'You joined during this round: you play from the next one.',
    );
    await guessInRoom(app, tokens.Host!, code, 300_000);
    await guessInRoom(app, tokens.Ida!, code, 300_000);
    expect((await viewRoom(app, late, code)).data!.partyRoom.round.reveal).not.toBeNull();
  });

  it('refuses the live room to a stranger and to a removed player', async () => {
    const { code, tokens } = await roomWith(['Jay']);
    await app.graphql(
      `mutation($code: String!) { removePartyPlayer(code: $code, seat: 2) { code } }`,
      { code },
      tokens.Host,
    );
    for (const [token, message] of [
      [newVisitorToken(), 'You are not in this room: join it with its code.'],
      [tokens.Jay!, 'The host removed you from this room.'],
    ] as const) {
      const socket = socketOf(app, token);
      sockets.push(socket);
      const watched = watchRoom(socket, code);
      await waitFor(() => watched.events.length > 0);
      expect(watched.events[0]).toMatchObject({ errors: [{ message, extensions: { code: 'FORBIDDEN' } }] });
    }
  });

  it('refuses a guess after the deadline, and the sweeper reveals the round', async () => {
    const { code, tokens } = await roomWith(['Eve'], { start: true });
    await query(
      `UPDATE party_round SET deadline = now() WHERE "roomId" = (SELECT id FROM party_room WHERE code = $1)`,
      [code],
    );
    expect(errorOf(await guessInRoom(app, tokens.Eve!, code, 300_000))?.message).toBe(
      'Time is up for this round: guesses are closed.',
    );
    await waitFor(async () => (await viewRoom(app, tokens.Eve!, code)).data!.partyRoom.round.reveal !== null);
  });

  it('gives a returning player their seat and score back', async () => {
    const { code, tokens } = await roomWith(['Fay'], { start: true });
    const price = await priceOfRound(code);
    await guessInRoom(app, tokens.Host!, code, price);
    await guessInRoom(app, tokens.Fay!, code, price);
    const before = (await viewRoom(app, tokens.Fay!, code)).data!.partyRoom.players;
    expect(before).toContainEqual(expect.objectContaining({ name: 'Fay', seat: 2, score: 100 }));

    await app.graphql(`mutation($code: String!) { leavePartyRoom(code: $code) }`, { code }, tokens.Fay);
    expect(errorOf(await viewRoom(app, tokens.Fay!, code))?.extensions?.code).toBe('FORBIDDEN');
    const back = await joinRoom(app, tokens.Fay!, code, 'Another name');
    expect(back.data!.joinPartyRoom.players).toContainEqual(
      expect.objectContaining({ name: 'Fay', seat: 2, score: 100, isViewer: true, active: true }),
    );
  });

  it('hands the host role to the next seated player when the host leaves', async () => {
    const { code, tokens } = await roomWith(['Gus', 'Hal']);
    await app.graphql(`mutation($code: String!) { leavePartyRoom(code: $code) }`, { code }, tokens.Host);
    const players = (await viewRoom(app, tokens.Hal!, code)).data!.partyRoom.players;
    expect(players).toEqual([
      expect.objectContaining({ name: 'Host', isHost: false, active: false }),
      expect.objectContaining({ name: 'Gus', isHost: true, active: true }),
      expect.objectContaining({ name: 'Hal', isHost: false }),
    ]);
    expect(errorOf(await startRoom(app, tokens.Gus!, code))).toBeUndefined();
  });

  it('opens the next round once the reveal has been shown, and finishes after the last', async () => {
    const { code, tokens } = await roomWith([], { start: true });
    for (const round of [1, 2, 3]) {
      expect((await viewRoom(app, tokens.Host!, code)).data!.partyRoom.round.number).toBe(round);
      await guessInRoom(app, tokens.Host!, code, 250_000);
      // The reveal's pause, already over.
      await query(`UPDATE party_round SET "revealedAt" = now() - interval '1 hour' WHERE "revealedAt" IS NOT NULL`);
      await waitFor(async () => {
        const view = (await viewRoom(app, tokens.Host!, code)).data!.partyRoom;
        return round < 3 ? view.round.number === round + 1 : view.status === 'FINISHED';
      });
    }
  });
});
