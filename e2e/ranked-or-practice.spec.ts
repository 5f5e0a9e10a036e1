import { expect, test, type Page } from '@playwright/test';

/**
 * Replays must not buy a perfect score (GAME-RULES "Ranked or practice"): a replay draws homes the player has not
 * seen and stays ranked; once the player has seen every home of the pool, the next run is practice, says so on
 * every screen, and stays off the board.
 */
const GAME = 'uk-quick-three';

/** Plays the run on screen from the start page; returns the ids of its homes, in round order. */
async function playRun(page: Page, playerName: string, guess: string): Promise<string[]> {
  await page.getByLabel('Your name').fill(playerName);
  await page.getByRole('button', { name: 'Start game' }).click();
  const homeIds: string[] = [];
  for (let round = 1; round <= 3; round += 1) {
    await expect(page.getByText(`Round ${round} of 3`).first()).toBeVisible();
    homeIds.push(new URL(page.url()).pathname.split('/property/')[1]!);
    await page.getByLabel(/Your guess/).fill(guess);
    await page.getByRole('button', { name: 'Lock in my guess' }).click();
    await page.getByRole('link', { name: round === 3 ? /See your results/ : /Next home/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  return homeIds;
}

/** Plays runs through the API with this browser's visitor token until the game has no home left unseen. */
async function seeEveryHome(page: Page): Promise<void> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /visitor/i.test(name));
    return key ? localStorage.getItem(key) : null;
  });
  expect(token).toBeTruthy();
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post('/graphql', {
      headers: { 'x-visitor-token': token!, 'content-type': 'application/json' },
      data: { query, variables },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  for (let run = 0; run < 50; run += 1) {
    const { game } = await graphql(
      `
        query ($slug: String!) {
          game(slug: $slug) {
            nextSessionRanked
          }
        }
      `,
      {
        slug: GAME,
      },
    );
    if (!game.nextSessionRanked) return;
    const { startSession } = await graphql(
      `
        mutation ($input: StartSessionInput!) {
          startSession(input: $input) {
            id
            rounds {
              gameHome {
                id
              }
            }
          }
        }
      `,
      { input: { gameSlug: GAME, playerName: 'Replayer' } },
    );
    for (const { gameHome } of startSession.rounds) {
      await graphql(
        `
          mutation ($input: SubmitGuessInput!) {
            submitGuess(input: $input) {
              round
            }
          }
        `,
        {
          input: { sessionId: startSession.id, gameHomeId: gameHome.id, amount: 100_000 },
        },
      );
    }
  }
  throw new Error('the pool never ran out of unseen homes');
}

test('a replay brings new homes and stays ranked; with every price seen, a run is practice and off the board', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const playerName = `Fair ${Date.now() % 100000}`;
  await page.goto(`/game/${GAME}`);
  const firstHomes = await playRun(page, playerName, '250k');
  await expect(page.getByText('Practice', { exact: true })).toHaveCount(0);
  await expect(page.locator('.score-summary__rank')).toHaveText(/^#\d+ of \d+/);

  // "Play again": the pool still has homes this player has not seen, so the run is ranked and brings new homes.
  await page.getByRole('link', { name: 'Play again' }).click();
  await expect(page.getByText(/your next run is practice/)).toHaveCount(0);
  const secondHomes = await playRun(page, playerName, '250k');
  expect(secondHomes.filter((id) => firstHomes.includes(id))).toEqual([]);
  await expect(page.getByText('Practice', { exact: true })).toHaveCount(0);

  await seeEveryHome(page);
  await page.goto(`/game/${GAME}`);
  await expect(page.getByText(/your next run is practice and won't enter the leaderboard/)).toBeVisible();
  await playRun(page, playerName, '250k');
  await expect(page.getByText('Practice', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/so it is practice: scored as usual, but it doesn't enter the leaderboard/),
  ).toBeVisible();
  await expect(page.locator('.score-summary__rank')).toHaveCount(0);

  await page.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(/results_to_share/);
  await expect(page.getByText('Practice', { exact: true }).first()).toBeVisible();
  await expect(page.locator('main')).toContainText('practice (not ranked)');

  // On the board the player appears once, with their best ranked run: one of the page's runs, or one of the API's
  // (played as "Replayer" while homes were unseen), whichever scored more.
  await page.goto(`/game/${GAME}/leaderboard`);
  const own = page.locator('tbody tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(new RegExp(`${playerName}|Replayer`));
});
