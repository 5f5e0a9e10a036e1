import { guessInRoom, joinRoom, openRoom, startRoom } from '../../../test/party';
import { pauseTimerWork, statementsDuring } from '../../../test/statements';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';

/**
 * What a party guess costs PostgreSQL, counted where the driver sends each statement: the room with the seats and the
 * round (one reading), the guess, and the room as read after it, which is both the answer and the room's event.
 */
let harness: TestApp;
beforeAll(async () => {
  pauseTimerWork();
  harness = await startTestApp();
});
afterAll(() => harness?.close());

it('a party guess is three statements: the room as read with the seat and round, the guess, the room after it', async () => {
  const host = newVisitorToken();
  const players = [newVisitorToken(), newVisitorToken()];
  const code = await openRoom(harness, host, { game: 'house-prices-game' });
  for (const [seat, token] of players.entries()) await joinRoom(harness, token, code, `Player ${seat + 2}`);
  expect((await startRoom(harness, host, code)).errors).toBeUndefined();

  const statements = await statementsDuring(async () => {
    const answer = await guessInRoom(harness, players[0]!, code, 300_000);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.submitPartyGuess.round.guessCount).toBe(1);
  });
  expect(statements).toHaveLength(3);
  expect(statements[1]).toMatch(/^INSERT INTO party_guess /);

  // The round's last guess also reveals it, and its answer is the revealed room.
  expect((await guessInRoom(harness, players[1]!, code, 300_000)).errors).toBeUndefined();
  const last = await guessInRoom(harness, host, code, 300_000);
  expect(last.errors).toBeUndefined();
  expect(last.data!.submitPartyGuess.round.reveal.guesses).toHaveLength(3);
});
