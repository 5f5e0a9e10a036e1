import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { subscribed } from './subscriptions';

/** GAME-RULES "Leaderboards": a finished session moves the board for everyone watching, over a subscription. */
const GAME = 'uk-quick-three';

async function finishGame(request: APIRequestContext, playerName: string): Promise<void> {
  const headers = { 'x-visitor-token': randomBytes(24).toString('hex') };
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await request.post('/graphql', { headers, data: { query, variables } });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const started = await call(
    `mutation($input: StartSessionInput!) { startSession(input: $input) { id nextRound { gameHome { id } } } }`,
    { input: { gameSlug: GAME, playerName } },
  );
  let next: string | undefined = started.startSession.nextRound.gameHome.id;
  while (next) {
    const guessed = await call(
      `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { session { nextRound { gameHome { id } } } } }`,
      { input: { sessionId: started.startSession.id, gameHomeId: next, amount: 350_000 } },
    );
    next = guessed.submitGuess.session.nextRound?.gameHome.id;
  }
}

test('a game finished elsewhere appears on an open leaderboard without a reload', async ({ page, request }) => {
  // Subscribed over graphql-ws before the game finishes, so the event cannot come before the subscription.
  const subscription = subscribed(page);
  await page.goto(`/game/${GAME}/leaderboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await subscription;
  // The frame is sent, but the server may not have subscribed yet (later still on a busy machine): games are finished
  // until one shows; any of them shown without a reload is a game finished elsewhere reaching an open leaderboard.
  await expect(async () => {
    const playerName = `Live ${Date.now() % 100000}`;
    await finishGame(request, playerName);
    await expect(page.getByRole('row', { name: new RegExp(playerName) })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
});
