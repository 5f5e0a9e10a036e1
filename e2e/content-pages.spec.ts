import { expect, test } from '@playwright/test';

/**
 * The content pages (issue 9): a reader walks from a hub to one of its pages and on to that page's game; the server
 * sends each page whole (body, head, structured data) to a client that runs no JavaScript; a brand's content pages
 * wear the brand's layout on its own origin.
 */
const port = Number(process.env.E2E_PORT ?? 3199);

test('a reader goes from the city quizzes hub to London, follows a link in the page without reloading, and plays its game', async ({
  page,
}) => {
  await page.goto('/city-quizzes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/City house price quizzes/);
  // Once the page's scripts have loaded and hydrated it: a click on the server's HTML before that is a plain link that
  // reloads the page (a busy machine's CI met it), which is not what this test is about.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));

  const pages = page.getByRole('navigation', { name: /In City house price quizzes/ });
  await pages.getByRole('link', { name: /^London/ }).click();
  await expect(page).toHaveURL(/\/city-quizzes\/london$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^London house price quiz/);
  await expect(page).toHaveTitle(/^London house price quiz.* \| Ballpark$/);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: /City house price quizzes/ })).toHaveAttribute(
    'href',
    '/city-quizzes',
  );
  await expect(page.getByRole('navigation', { name: /More in City house price quizzes/ })).toContainText('Manchester');

  // A link written in the body is followed inside the app (the page is not reloaded).
  await page.locator('.content-page__body a[href="/game/london-house-price-quiz"]').first().click();
  await expect(page).toHaveURL(/\/game\/london-house-price-quiz$/);
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('London House Price Quiz');

  await page.goBack();
  await page.getByRole('link', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/london-house-price-quiz$/);
  await expect(page.getByRole('button', { name: /Start/ })).toBeVisible();
});

test('the server sends a content page whole to a client that runs no JavaScript', async ({ request }) => {
  const response = await request.get('/pricing-metrics/price-per-square-foot');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]*[Pp]rice per square foot[^<]* \| Ballpark<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
  expect(html).toContain(
    `<link rel="canonical" href="http://localhost:${port}/pricing-metrics/price-per-square-foot">`,
  );
  expect(html).toContain('"@type":"BreadcrumbList"');
  // The body itself, rendered: a heading and paragraphs inside the page's article, and the hub's other pages.
  expect(html).toMatch(/<div class="content-page__body"><p>[^<]{80,}/);
  expect(html).toMatch(/<h2>[^<]+<\/h2>/);
  expect(html).toContain('href="/pricing-metrics/median-vs-mean"');

  // A page of questions carries them as FAQPage.
  const faq = await (await request.get('/pricing-metrics/faq')).text();
  const questions = JSON.parse(
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(
      faq,
    )![1],
  );
  expect(questions.mainEntity.length).toBeGreaterThanOrEqual(3);
  expect(questions.mainEntity[0].name).toMatch(/\?$/);

  expect((await request.get('/pricing-metrics/no-such-metric')).status()).toBe(404);
});

test("a content page under the branded games' prefix is that page, not a game, and a page a later release brings still shows", async ({
  page,
}) => {
  await page.goto('/play/play-with-friends');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
  // Coming-soon pages are not in the first screen's registry: found on the way, in the browser and on the server.
  await page.goto('/dossiers/00000000-0000-4000-8000-000000000000/overview');
  await expect(page.getByText('Coming soon')).toBeVisible();
  await page.goto('/price-game');
  await expect(page).toHaveURL(/\/price-game\/regular-game$/);
});

test("a brand's host sends a content page to the main site, whose page it is", async ({ page }) => {
  await page.goto(`http://thamesandfinch.localhost:${port}/game-modes/classic`);
  await expect(page).toHaveURL(`http://localhost:${port}/game-modes/classic`);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'SiteLayout');
  await expect(page).toHaveTitle(/\| Ballpark$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Classic/);
});
