import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A server-rendered page must hydrate as the server rendered it: React reports a mismatch (minified error #418,
 * "Hydration failed") as a console error and throws away the server's HTML. The mismatches met by players came on
 * some loads only (a clock or a race), so each page is loaded several times.
 */
const LOADS = 4;

// A browser whose date differs from the server's (UTC) at the hour the test runs, in another language: what the
// server renders from its own clock or locale differs from the browser's first render here.
test.use({ timezoneId: new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati', locale: 'de-DE' });

function on(baseURL: string | undefined, brand: string | null, path: string): string {
  const url = new URL(path, baseURL);
  if (brand) url.hostname = `${brand}.localhost`;
  return url.href;
}

/** The console errors and uncaught errors of every load of the page. */
async function errorsOfLoads(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${url}: ${error.message}`));
  for (let load = 0; load < LOADS; load++) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    // Hydrated (or rendered afresh after a mismatch) once React has claimed the page's main element.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
  }
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  return errors;
}

async function homesOf(request: APIRequestContext, baseURL: string | undefined, gameSlug: string): Promise<string[]> {
  const response = await request.post(on(baseURL, null, '/graphql'), {
    data: { query: `query($slug: String!) { game(slug: $slug) { homes { id } } }`, variables: { slug: gameSlug } },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data.game.homes.map((home: { id: string }) => home.id);
}

test("brands' sections hydrate without a mismatch, in English and in Spanish", async ({ page, baseURL }) => {
  const pages = [
    on(baseURL, 'thamesandfinch', '/about'),
    on(baseURL, 'pugetpriceletter', '/archive'),
    on(baseURL, 'emeraldkeys', '/about'),
    on(baseURL, 'casaverde', '/about'),
    on(baseURL, 'ladrillosemanal', '/archive'),
    on(baseURL, 'thamesandfinch', '/leaderboard'),
    on(baseURL, 'pugetpriceletter', '/subscribe'),
    on(baseURL, 'thamesandfinch', '/'),
    on(baseURL, 'pugetpriceletter', '/'),
    on(baseURL, 'casaverde', '/'),
    on(baseURL, 'ladrillosemanal', '/'),
  ];
  const errors: string[] = [];
  for (const url of pages) errors.push(...(await errorsOfLoads(page, url)));
  expect(errors).toEqual([]);
});

test("a home's pages before its guess hydrate without a mismatch: everyone's guesses and Cameron's", async ({
  page,
  request,
  baseURL,
}) => {
  const [home] = await homesOf(request, baseURL, 'uk-quick-three');
  const [cameronHome] = await homesOf(request, baseURL, 'arizona-house-price-guess');
  const errors = [
    ...(await errorsOfLoads(page, on(baseURL, null, `/game/uk-quick-three/property/${home}/guesstimates`))),
    ...(await errorsOfLoads(
      page,
      on(baseURL, null, `/klavo/v/arizona-house-price-guess/property/${cameronHome}/Cameron`),
    )),
    ...(await errorsOfLoads(page, on(baseURL, null, '/klavo/v/arizona-house-price-guess/cameron'))),
  ];
  expect(errors).toEqual([]);
});

test('the game pages a player meets hydrate without a mismatch: start, round, results, party, leaderboard', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  for (const url of ['/', '/game/house-prices-game', '/game/house-prices-game/leaderboard', '/party', '/games'])
    errors.push(...(await errorsOfLoads(page, on(baseURL, null, url))));

  // A round and a result of this browser's own game.
  await page.goto('/game/uk-quick-three', { waitUntil: 'networkidle' });
  await page.getByLabel('Your name').fill('Hydration Hana');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByLabel(/Your guess/)).toBeVisible();
  errors.push(...(await errorsOfLoads(page, page.url())));
  await page.getByLabel(/Your guess/).fill('450000');
  await page.getByRole('button', { name: /Lock in/ }).click();
  await expect(page.locator('.result-card__actual')).toBeVisible();
  errors.push(...(await errorsOfLoads(page, page.url())));
  expect(errors).toEqual([]);
});
