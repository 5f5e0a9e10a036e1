import { expect, test } from '@playwright/test';

/** Every site has its own subscribe, archive, about and leaderboard pages, made from its profile (not its home page). */
function on(baseURL: string | undefined, brand: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = `${brand}.localhost`;
  return url.href;
}

test('the newsletter shows how to subscribe by email, and its archive of challenges', async ({ page, baseURL }) => {
  await page.goto(on(baseURL, 'pugetpriceletter', '/subscribe'));
  await expect(page.getByRole('heading', { level: 1, name: 'Get The Puget Price Letter in your inbox' })).toBeVisible();
  const email = page.getByRole('link', { name: 'Email letters@pugetpriceletter.example' });
  await expect(email).toHaveAttribute('href', /^mailto:letters@pugetpriceletter\.example\?subject=Subscribe/);
  await expect(page).toHaveTitle('Subscribe by email | The Puget Price Letter');

  await page.goto(on(baseURL, 'pugetpriceletter', '/archive'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Past challenges from The Puget Price Letter' }),
  ).toBeVisible();
  await expect(page.locator('.archive-list').getByRole('link', { name: 'The Puget Price Challenge' })).toBeVisible();
});

test("the estate agent shows who they are, and its game's board", async ({ page, baseURL }) => {
  await page.goto(on(baseURL, 'thamesandfinch', '/about'));
  await expect(page.getByRole('heading', { level: 1, name: 'Thames & Finch Estate Agents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we know best' })).toBeVisible();
  await expect(page.getByText('Period conversions')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@thamesandfinch.example' })).toBeVisible();

  await page.goto(on(baseURL, 'thamesandfinch', '/leaderboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Who knows London prices best?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play and take a place' })).toHaveAttribute(
    'href',
    '/game/thamesandfinch-house-prices-game',
  );
});

test('another brand, and the sections these two brands had lacked, are pages of their own, not the home page', async ({
  page,
  baseURL,
}) => {
  await page.goto(on(baseURL, 'emeraldkeys', '/'));
  const home = await page.locator('main h1').first().textContent();
  await page.goto(on(baseURL, 'emeraldkeys', '/about'));
  await expect(page.getByRole('heading', { level: 1, name: 'Emerald Keys Realty' })).toBeVisible();
  await expect(page.locator('main h1').first()).not.toHaveText(home!);
  await page.goto(on(baseURL, 'thamesandfinch', '/subscribe'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Thames & Finch Estate Agents in your inbox' }),
  ).toBeVisible();
});
