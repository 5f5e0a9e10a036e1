import { expect, test, type Page } from '@playwright/test';

/** The GraphQL operations a page sends, and the errors it raises (a failed hydration is reported as one). */
function watch(page: Page) {
  const operations: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push(request.postDataJSON()?.operationName);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { operations, errors };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, a game start page and its leaderboard show their content from the server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /The House Prices Game/ }).first()).toBeVisible();

    await page.goto('/game/house-prices-game');
    await expect(page.getByRole('heading', { level: 1, name: 'The House Prices Game' })).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeVisible();
    // Until the script runs, the form would lose what is typed and submit as a plain GET: it waits for it.
    await expect(page.getByLabel('Your name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Start game' })).toBeDisabled();

    await page.goto('/game/house-prices-game/leaderboard');
    await expect(page.getByText(/Each player's best finished game counts/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'All time' })).toBeVisible();
  });

  test("a brand's page wears the brand's colours and language from the server", async ({ page, baseURL }) => {
    const url = new URL('/', baseURL);
    url.hostname = 'casaverde.localhost';
    await page.goto(url.href);
    const theme = await page.evaluate(() => ({
      brand: getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
      lang: document.documentElement.lang,
    }));
    // Not the stylesheet's default brand (#0f5132), whose tokens come earlier in the head.
    expect(theme.brand).toMatch(/^#[0-9a-f]{6}$/);
    expect(theme.brand).not.toBe('#0f5132');
    expect(theme.lang).toMatch(/^es/);
  });

  test('a path that is no page says so, with a 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test('a server-rendered page hydrates without asking again for what it shows, and without errors', async ({ page }) => {
  const { operations, errors } = watch(page);
  await page.goto('/game/house-prices-game/leaderboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'The House Prices Game' })).toBeVisible();
  expect(operations).toEqual([]);
  expect(errors).toEqual([]);

  // Hydrated: client-side navigation works from the server's HTML.
  await page.getByRole('link', { name: /Play/ }).first().click();
  await expect(page.getByLabel('Your name')).toBeVisible();
});

test("a returning player's page is rendered as they see it: their games come with the HTML", async ({ page }) => {
  // The field takes typing once the page has hydrated.
  await page.goto('/game/uk-quick-three');
  await page.getByLabel('Your name').fill('Returning Rita');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByLabel(/Your guess/)).toBeVisible();

  const { operations, errors } = watch(page);
  const html = await (await page.request.get('/game/uk-quick-three')).text();
  expect(html).toContain('Returning Rita');
  await page.goto('/game/uk-quick-three', { waitUntil: 'networkidle' });
  expect(operations).toEqual([]);
  expect(errors).toEqual([]);
});
