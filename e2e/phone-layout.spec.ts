import { expect, test, type Locator, type Page } from '@playwright/test';

/** Brand headers and the round's guess form on a phone (390 x 844): the page's own content is in reach. */
test.use({ viewport: { width: 390, height: 844 } });

function on(baseURL: string | undefined, brand: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = `${brand}.localhost`;
  return url.href;
}

/** How many lines of text an element's box holds. */
async function linesOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

async function startRound(page: Page, baseURL: string | undefined, brand: string) {
  await page.goto(on(baseURL, brand, '/'), { waitUntil: 'networkidle' });
  await page.locator('main a.button--accent').first().click();
  await page.getByLabel('Your name').fill('Phone player');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('Round 1 of 5').first()).toBeVisible();
}

test("a brand's header keeps its name to two lines at most, and its menu in reach", async ({ page, baseURL }) => {
  for (const brand of [
    'thamesandfinch',
    'emeraldkeys',
    'casaverde',
    'harborpine',
    'pugetpriceletter',
    'ladrillosemanal',
  ]) {
    await page.goto(on(baseURL, brand, '/about'));
    const header = page.locator('header').first();
    const name = header.locator('.brand-mark span, .masthead__title span').first();
    await expect(name).toBeVisible();
    expect.soft(await linesOf(name), `${brand}'s name`).toBeLessThanOrEqual(2);
    for (const link of await header.getByRole('navigation').getByRole('link').all())
      await expect(link).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`${brand}-390.png`) });
  }
});

test("the newsletter's round shows its guess button on a phone's first screen", async ({ page, baseURL }) => {
  await startRound(page, baseURL, 'pugetpriceletter');
  // Wholly on the first screen, the answer field above it.
  await expect(page.getByRole('button', { name: /Lock in/ })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('pugetpriceletter-round-390.png') });
});
