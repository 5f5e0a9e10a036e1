import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { startSession } from '../../../test/play-game';
import { pauseTimerWork, statementsDuring } from '../../../test/statements';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';

/**
 * What a guess costs PostgreSQL, counted where the driver sends each statement (machine-independent, unlike the
 * bench's timings): the web client's own SubmitGuess operation, answered whole, is one statement once the session's
 * plan and its game are cached (GuessService.submit), so one round trip and one transaction.
 */
let harness: TestApp;
beforeAll(async () => {
  pauseTimerWork();
  harness = await startTestApp();
});
afterAll(() => harness?.close());

/** The client's SubmitGuess operation, from its generated documents, as the browser sends it. */
function clientSubmitGuess(): string {
  const generated = fs.readFileSync(
    path.resolve(__dirname, '../../../../client/src/graphql/generated/graphql.ts'),
    'utf8',
  );
  const document = /export const SubmitGuessDocument = (\{.*?\}) as unknown as/s.exec(generated);
  if (!document) throw new Error('SubmitGuessDocument not found in the generated client documents');
  return print(JSON.parse(document[1]));
}

it("a guess with the web client's selection is one statement, and so is the guess that completes a session", async () => {
  const token = newVisitorToken();
  const session = await startSession(harness, token, { game: 'house-prices-game' });
  const operation = clientSubmitGuess();
  const guess = (round: number) =>
    harness.graphql(
      operation,
      { input: { sessionId: session.id, gameHomeId: session.homeIds[round], amount: 300_000 } },
      token,
    );

  // The first guess of a session reads its plan and game into the caches.
  expect((await guess(0)).errors).toBeUndefined();
  const rounds = session.homeIds.length;
  for (let round = 1; round < rounds; round++) {
    let answer: Awaited<ReturnType<typeof guess>> | undefined;
    const statements = await statementsDuring(async () => {
      answer = await guess(round);
    });
    expect(answer!.errors).toBeUndefined();
    expect(answer!.data!.submitGuess.result.actualPrice).toBeGreaterThan(0);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^WITH inserted AS \( INSERT INTO guess /);
  }
  // The last guess completed the session and wrote its board entries in that same statement.
  const [entry] = await harness.database.dataSource.query(
    `SELECT count(*)::int AS entries FROM leaderboard_entry WHERE "sessionId" = $1`,
    [session.id],
  );
  expect(entry.entries).toBeGreaterThan(0);
});
