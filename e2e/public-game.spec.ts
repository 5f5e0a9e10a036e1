import { expect, test, type Page } from '@playwright/test';

/**
 * The public game as a new visitor: play all five rounds, open the share page and check it carries no price, then
 * find the player on the leaderboard.
 */
const GAME = 'house-prices-game';

async function playRound(page: Page, round: number, guess: string): Promise<string[]> {
  await expect(page.getByText(`Round ${round} of 5`, { exact: false }).first()).toBeVisible();
  const input = page.getByLabel(/Your guess/);
  await expect(input).toBeFocused();
  await input.fill(guess);
  await page.getByRole('button', { name: 'Lock in my guess' }).click();
  const actual = page.locator('.result-card__actual');
  await expect(actual).toHaveText(/[£$][\d,]+/);
  const guessed = page.locator('.result-card__numbers dd').nth(1);
  return [await actual.innerText(), await guessed.innerText()];
}

/** "£1,250,000" -> ["£1,250,000", "1,250,000", "1250000"]: every way a price could be printed. */
function spellings(price: string): string[] {
  const digits = price.replace(/[^\d]/g, '');
  return [price, price.replace(/^[£$]/, ''), digits];
}

test('a new visitor plays five rounds, shares without prices and finds themself on the leaderboard', async ({
  page,
}) => {
  const playerName = `Tester ${Date.now() % 100000}`;
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });
  await page.goto(`/game/${GAME}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The House Prices Game');
  await page.getByLabel('Your name').fill(playerName);
  await page.getByRole('button', { name: 'Start game' }).click();

  const prices: string[] = [];
  // No currency sign: the homes are drawn from a pool of pound- and dollar-priced homes.
  const guesses = ['450k', '1.2m', '380,000', '700k', '525000'];
  for (const [index, guess] of guesses.entries()) {
    prices.push(...(await playRound(page, index + 1, guess)));
    const last = index === guesses.length - 1;
    await page.getByRole('link', { name: last ? /See your results/ : /Next home/ }).click();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Your results' })).toBeVisible();
  await expect(page.getByText(/\/ ?500/).first()).toBeVisible();

  // Navigation starts the next page at the top.
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // dispatchEvent clicks without scrolling the link into view first.
  await page.getByRole('link', { name: 'Share' }).dispatchEvent('click');
  await expect(page).toHaveURL(/results_to_share/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/results_to_share/);
  await expect(page.getByRole('button', { name: /Copy/ })).toBeVisible();
  const shareText = await page.locator('main').innerText();
  expect(shareText).toContain(playerName);
  for (const price of prices) for (const spelling of spellings(price)) expect(shareText).not.toContain(spelling);
  expect(await page.content()).not.toMatch(new RegExp(prices.map((price) => price.replace(/[^\d]/g, '')).join('|')));

  // The visitor token ties this browser's games together: the start page lists the finished game.
  await page.goto(`/game/${GAME}`);
  const myGames = page.getByRole('region', { name: 'Your games' });
  await expect(myGames.getByRole('link', { name: new RegExp(`Results of ${playerName}`) })).toBeVisible();

  await page.goto(`/game/${GAME}/leaderboard`);
  const row = page.getByRole('row', { name: new RegExp(playerName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+/);
  expect(consoleProblems).toEqual([]);
});

test('an unknown page says it could not be found', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/could not be found.*check the URL.*homepage/i)).toBeVisible();
});
