import { expect, test, type Page } from '@playwright/test';

/**
 * A sample of each group of the route registry, opened in the browser: every game variant's start page, coming-soon
 * pages, access-error, clear and clear-guest each show their page (never Page Not Found), and every redirect lands.
 */
const GAME = 'house-prices-game';
const TITLE = 'The House Prices Game';
const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

async function expectNotNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
}

for (const prefix of ['/game', '/r', '/one-offs/v', '/klavo/v', '/ultima/v', '/roundup/v']) {
  test(`the start page of ${prefix}/{gameSlug} shows the game`, async ({ page }) => {
    await page.goto(`${prefix}/${GAME}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
    await expect(page.getByLabel('Your name')).toBeVisible();
    await expectNotNotFound(page);
  });
}

test('a game started in a variant stays in it', async ({ page }) => {
  await page.goto(`/klavo/v/${GAME}`);
  await page.getByLabel('Your name').fill('Variant tester');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByLabel(/Your guess/)).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/klavo/v/${GAME}/property/[0-9a-f-]{36}$`));
});

test('every redirect of the registry lands on its page', async ({ page }) => {
  const redirects: [string, string][] = [
    [`/play/${GAME}`, '/'],
    ['/price-game', '/price-game/regular-game'],
    [`/dossiers/${UUID}`, `/dossiers/${UUID}/home`],
    [`/comparables/${UUID}`, `/comparables/${UUID}/sbs/overview`],
    [`/klavo/v/${GAME}/cameron`, `/klavo/v/${GAME}`],
    [`/klavo/v/${GAME}/property/${UUID}/Cameron?session=${UUID}`, `/klavo/v/${GAME}/property/${UUID}?session=${UUID}`],
  ];
  for (const [from, to] of redirects) {
    await page.goto(from);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(to);
  }
});

test('a coming-soon page says what it will be, and is kept out of search engines', async ({ page }) => {
  for (const [path, title] of [
    [`/dossiers/${UUID}/home`, 'Dossier'],
    ['/admin', 'Admin'],
    [`/u/${UUID}/admin/website/settings/general`, 'Website settings'],
  ]) {
    await page.goto(path);
    await expect(page.getByText('Coming soon')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    await expectNotNotFound(page);
  }
});

test('access-error says there was an issue accessing the page', async ({ page }) => {
  await page.goto('/access-error');
  await expect(page.getByText('There was an issue accessing the page.')).toBeVisible();
  await expect(page.getByText(/check that you have permission .* or contact support/)).toBeVisible();
  await expectNotNotFound(page);
});

test('clear removes the game data this browser keeps, once confirmed', async ({ page }) => {
  await page.goto('/clear');
  await page.evaluate(() => {
    localStorage.setItem('ballpark.visitorToken', 'a'.repeat(32));
    localStorage.setItem('ballpark.playerName', 'Someone');
    localStorage.setItem('unrelated', 'kept');
  });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await page.evaluate(() => localStorage.getItem('ballpark.playerName'))).toBe('Someone');
  await page.getByRole('button', { name: 'Clear game data' }).click();
  await expect(page.getByText('Done: this browser no longer holds any game data.')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['unrelated']);
});

test("klavo's clear-guest forgets the guest in this browser", async ({ page }) => {
  await page.goto(`/klavo/v/${GAME}`);
  await page.evaluate(() => {
    localStorage.setItem('ballpark.visitorToken', 'b'.repeat(32));
    localStorage.setItem('ballpark.playerName', 'Guest');
  });
  await page.goto(`/klavo/v/${GAME}/clear-guest`);
  await expect(page.getByText('This browser no longer remembers you as a guest')).toBeVisible();
  // The page's own queries may mint a new token afterwards: a new guest, never the forgotten one.
  expect(await page.evaluate(() => localStorage.getItem('ballpark.visitorToken'))).not.toBe('b'.repeat(32));
  expect(await page.evaluate(() => localStorage.getItem('ballpark.playerName'))).toBeNull();
  await expect(page.getByRole('link', { name: `Play ${TITLE}` })).toHaveAttribute('href', `/klavo/v/${GAME}`);
});

test('a brand section page falls back to the home page', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/^About us \| /);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNotNotFound(page);
});
