import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * The roundup (GAME-RULES "Game variants"): its start page shows every home of the roundup; a game deals the player
 * some of them, to guess in any order, one at a time; each home has its own result, share page (no prices) and
 * detailed page; realty-game-session shows the player's progress.
 */
const GAME = 'king-county-sales-roundup';
const START = `/roundup/v/${GAME}`;

/** Locks a guess on the property page; returns the price and the guess as the result card shows them. */
async function guess(page: Page, amount: string): Promise<string[]> {
  await page.getByLabel(/Your guess/).fill(amount);
  await page.getByRole('button', { name: 'Lock in my guess' }).click();
  const actual = page.locator('.result-card__actual');
  await expect(actual).toHaveText(/\$[\d,]+/);
  return [await actual.innerText(), await page.locator('.result-card__numbers dd').nth(1).innerText()];
}

/** "$1,250,000" -> ["$1,250,000", "1,250,000", "1250000"]: every way a price could be printed. */
function spellings(price: string): string[] {
  return [price, price.replace(/^\$/, ''), price.replace(/[^\d]/g, '')];
}

/** A price's digits standing alone: not inside an id (a UUID, a picture's URL), where they may occur by chance. */
function digitsAlone(prices: string[]): RegExp {
  return new RegExp(`(?<![\\w-])(${prices.map((price) => price.replace(/[^\d]/g, '')).join('|')})(?![\\w-])`);
}

test('a visitor starts the roundup, guesses the third home then the first, and follows each home to its result', async ({
  page,
  openContext,
}) => {
  const playerName = `Rounder ${Date.now() % 100000}`;
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });

  // Once hydrated: before that the form is the server's HTML, and Start would submit it as a plain GET.
  await page.goto(START, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('King County Sales Roundup');
  const wholeRoundup = page.getByRole('region', { name: 'The homes of this roundup' }).getByRole('article');
  expect(await wholeRoundup.count()).toBeGreaterThan(6);
  await page.getByLabel('Your name').fill(playerName);
  await page.getByRole('button', { name: 'Start game' }).click();

  // No forced order: the start page now shows the player's homes, each to pick.
  await expect(page.getByRole('heading', { name: 'Your game' })).toBeFocused();
  const progress = page.locator('.roundup-page__progress');
  await expect(progress).toHaveText(/^0 of \d+ homes guessed/);
  const total = Number(/of (\d+)/.exec(await progress.innerText())![1]);
  const yourHomes = page.getByRole('region', { name: 'Your homes' }).getByRole('article');
  await expect(yourHomes).toHaveCount(total);
  const titles = await yourHomes.getByRole('heading').allInnerTexts();

  await yourHomes
    .nth(2)
    .getByRole('link', { name: /^Guess this home/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[2]);
  await expect(page.getByText(`Home 3 of ${total}`)).toBeVisible();
  const prices = await guess(page, '450k');
  await page.getByRole('link', { name: 'Pick your next home →' }).click();

  await expect(progress).toHaveText(new RegExp(`^1 of ${total} homes guessed`));
  await expect(yourHomes.nth(2).getByRole('link', { name: /^Your result/ })).toBeVisible();
  await expect(yourHomes.nth(2).getByRole('link', { name: /^Guess this home/ })).toHaveCount(0);
  await yourHomes
    .nth(0)
    .getByRole('link', { name: /^Guess this home/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]);
  prices.push(...(await guess(page, '700,000')));

  // That home's own result: its price as revealed to its player.
  await page.getByRole('link', { name: "This home's result" }).click();
  await expect(page).toHaveURL(new RegExp(`${START}/results/p/[0-9a-f-]{36}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]);
  await expect(page.getByText('Your result', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.result-card__actual')).toHaveText(prices[2]);
  await expect(page.getByText(`Your game: 2 of ${total} homes guessed`)).toBeVisible();
  const resultUrl = page.url();

  // Its share page: the points and the home, no price and no guess.
  await page.getByRole('link', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/results_to_share\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${playerName} scored \\d+/100$`));
  await expect(page.getByRole('button', { name: /Copy/ })).toBeVisible();
  const shareText = await page.locator('main').innerText();
  expect(shareText).toContain(titles[0]);
  for (const price of prices) for (const spelling of spellings(price)) expect(shareText).not.toContain(spelling);
  expect(await page.content()).not.toMatch(digitsAlone(prices));

  // Its detailed page: the price again, with the home's facts.
  await page.goto(resultUrl.replace('/results/p/', '/detailed_results/p/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]);
  await expect(page.locator('.result-card__actual')).toHaveText(prices[2]);
  await expect(page.getByRole('heading', { name: 'About this home' })).toBeVisible();

  // Someone else opening the same result sees the points, never the price.
  const stranger = await openContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(resultUrl);
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText(titles[0]);
  await expect(strangerPage.locator('.result-card__actual')).toHaveText('Hidden');
  expect(await strangerPage.content()).not.toMatch(digitsAlone(prices));

  // The player's progress through the roundup.
  await page.goto('/realty-game-session');
  await expect(page.getByRole('heading', { level: 1, name: 'Your roundup progress' })).toBeVisible();
  const roundup = page.getByRole('region', { name: 'King County Sales Roundup' });
  await expect(roundup).toContainText(`${playerName}: 2 of ${total} homes guessed`);
  // Each guessed home links to its result; two homes may share a title, so the one followed is found by its path.
  const guessedHomes = roundup.locator('.roundup-sessions__homes').getByRole('link');
  await expect(guessedHomes).toHaveCount(2);
  await expect(guessedHomes.filter({ hasText: titles[2] }).first()).toBeVisible();
  await roundup.locator(`a[href="${new URL(resultUrl).pathname}"]`).click();
  await expect(page).toHaveURL(resultUrl);
  await page.goBack();
  await roundup.getByRole('link', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(progress).toHaveText(new RegExp(`^2 of ${total} homes guessed`));

  // The list of the player's games goes on with the roundup on its start page too: homes are picked there.
  await page.goto('/price-guess-session');
  await page
    .getByRole('region', { name: 'Unfinished' })
    .getByRole('link', { name: /^Continue King County Sales Roundup/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(progress).toHaveText(new RegExp(`^2 of ${total} homes guessed`));

  // The server renders the player's roundup as they see it, and the page hydrates without asking again.
  const html = await (await page.request.get(START)).text();
  expect(html).toContain('Your game');
  expect(html).toContain(`href="${new URL(resultUrl).pathname}"`);
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) operations.push(request.postDataJSON()?.operationName);
  });
  await page.goto(START, { waitUntil: 'networkidle' });
  await expect(progress).toHaveText(new RegExp(`^2 of ${total} homes guessed`));
  expect(operations).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('a visitor who has played no roundup is told so, and pointed to the roundups', async ({ page }) => {
  await page.goto('/realty-game-session');
  await expect(page.getByRole('heading', { name: 'No roundup played yet' })).toBeVisible();
  await page.getByRole('link', { name: 'King County Sales Roundup' }).click();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('King County Sales Roundup');
});
