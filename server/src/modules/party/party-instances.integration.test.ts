import { Redis } from 'ioredis';
import { guessInRoom, joinRoom, openRoom, startRoom, viewRoom, waitFor } from '../../../test/party';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { newVisitorToken, startTestApp, TEST_REDIS_URL, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { TOPICS } from '../../realtime/pubsub';
import { teardown } from '../../../test/teardown';

/**
 * Two instances on one PostgreSQL and one Redis, as docker-compose runs them: deadlines are fired by whichever
 * instance's sweeper gets there first, once, and still fire when the instance that started the room is gone. Needs
 * the machine's Redis (fails without it).
 */
const GAME = 'party-instances';
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let listener: Redis;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestGame(database, { slug: GAME, roundCount: 3, poolSize: 5 });
  first = await startTestApp({ redis: true, database });
  second = await startTestApp({ redis: true, database });
  listener = new Redis(TEST_REDIS_URL);
});
afterAll(() =>
  teardown(
    () => listener?.disconnect(),
    () => second?.close(),
    () => first?.close(), // closed already by the last test; closing twice is harmless
    () => database?.drop(),
  ),
);

const roomIdOf = async (code: string): Promise<string> =>
  (await database.dataSource.query(`SELECT id FROM party_room WHERE code = $1 AND status <> 'finished'`, [code]))[0].id;
const passDeadline = (roomId: string) =>
  database.dataSource.query(`UPDATE party_round SET deadline = now() WHERE "roomId" = $1 AND number = 1`, [roomId]);

describe('a party room across instances', () => {
  it('reveals a round once when both instances reach its deadline together', async () => {
    const host = newVisitorToken();
    const players = [newVisitorToken(), newVisitorToken()];
    const code = await openRoom(first, host, { game: GAME });
    await joinRoom(second, players[0]!, code, 'Ivy');
    await joinRoom(first, players[1]!, code, 'Jon');
    await startRoom(second, host, code);
    const roomId = await roomIdOf(code);
    // Two of three guess, so only the deadline can reveal the round.
    await guessInRoom(first, host, code, 250_000);
    await guessInRoom(second, players[0]!, code, 250_000);

    const published: string[] = [];
    await listener.subscribe(`${TOPICS.partyRoomChanged}:${roomId}`);
    listener.on('message', (_channel, message: string) => published.push(message));
    await passDeadline(roomId);
    await waitFor(async () => (await viewRoom(first, host, code)).data!.partyRoom.round.reveal !== null);
    // Both sweepers have ticked several times since: still the one reveal, its points counted once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(published).toHaveLength(1);
    const [{ revealed }] = await database.dataSource.query(
      `SELECT count(*)::int AS revealed FROM party_round WHERE "roomId" = $1 AND "revealedAt" IS NOT NULL`,
      [roomId],
    );
    expect(revealed).toBe(1);
    const view = (await viewRoom(second, players[1]!, code)).data!.partyRoom;
    const points = Object.fromEntries(
      view.round.reveal.guesses.map((guess: { playerName: string; points: number }) => [
        guess.playerName,
        guess.points,
      ]),
    );
    expect(view.players.map((player: { name: string; score: number }) => [player.name, player.score])).toEqual([
      ['Host', points.Host],
      ['Ivy', points.Ivy],
      ['Jon', 0],
    ]);
    await listener.unsubscribe();
  });

  it('loses no acknowledged guess when ten guesses race the deadline on two instances', async () => {
    const host = newVisitorToken();
    const tokens = [host, ...Array.from({ length: 9 }, () => newVisitorToken())];
    const code = await openRoom(first, host, { game: GAME });
    for (const [index, token] of tokens.slice(1).entries())
      await joinRoom(index % 2 ? first : second, token, code, `Racer ${index + 2}`);
    await startRoom(first, host, code);
    const roomId = await roomIdOf(code);
    const amountOf = (index: number) => 200_000 + index * 10_000;
    // Guesses sent a few milliseconds apart; the deadline passes once three are in, while others are on their way.
    let answered = 0;
    let deadlinePassed: Promise<unknown> = Promise.resolve();
    const guesses = tokens.map(async (token, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 15));
      const answer = await guessInRoom(index % 2 ? first : second, token, code, amountOf(index));
      answered += 1;
      if (answered === 3) deadlinePassed = passDeadline(roomId);
      return answer;
    });
    const answers = await Promise.all(guesses);
    await deadlinePassed;
    const acknowledged = answers.flatMap((answer, index) => (answer.errors ? [] : [amountOf(index)]));
    expect(acknowledged.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      if (answer.errors) expect(answer.errors[0]!.message).toBe('Time is up for this round: guesses are closed.');

    await waitFor(async () => (await viewRoom(second, host, code)).data!.partyRoom.round.reveal !== null);
    const view = (await viewRoom(first, host, code)).data!.partyRoom;
    const revealed: { playerName: string; amount: number; points: number }[] = view.round.reveal.guesses;
    expect(revealed.map((guess) => guess.amount).sort()).toEqual(acknowledged.sort());
    const pointsOf = new Map(revealed.map((guess) => [guess.playerName, guess.points]));
    for (const player of view.players as { name: string; score: number }[])
      expect(player.score).toBe(pointsOf.get(player.name) ?? 0);
  });

  it('fires the deadline from the other instance after the one that started the room has gone', async () => {
    const host = newVisitorToken();
    const code = await openRoom(first, host, { game: GAME });
    await joinRoom(first, newVisitorToken(), code, 'Kim');
    await startRoom(first, host, code);
    const roomId = await roomIdOf(code);
    await first.close();

    await passDeadline(roomId);
    await waitFor(async () => (await viewRoom(second, host, code)).data!.partyRoom.round.reveal !== null);
    // And the next round opens from there too once the reveal has been shown.
    await database.dataSource.query(
      `UPDATE party_round SET "revealedAt" = now() - interval '1 hour' WHERE "roomId" = $1 AND number = 1`,
      [roomId],
    );
    await waitFor(async () => (await viewRoom(second, host, code)).data!.partyRoom.round.number === 2);
  });
});
