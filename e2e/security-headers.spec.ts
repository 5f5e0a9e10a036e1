import { expect, test } from '@playwright/test';

/**
 * The pages work under their content security policy: the built assets, the inline runtime config (by nonce), the
 * built-in map, the charts and the share page's card raise no violation. Chromium reports each violation as a
 * `securitypolicyviolation` event and a console error.
 */
test('pages, map, charts and the share card load with no content security policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const first = await page.goto('/game/uk-quick-three/withmap');
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Where the homes are' })).toBeVisible();
  await page.getByLabel('Your name').fill('Policy Tester');
  await page.getByRole('button', { name: 'Start game' }).click();
  for (let round = 1; round <= 3; round += 1) {
    await page.getByLabel(/Your guess/).fill('300k');
    await page.getByRole('button', { name: 'Lock in my guess' }).click();
    await page.getByRole('link', { name: round === 3 ? /See your results/ : /Next home/ }).click();
  }
  await page.getByRole('link', { name: 'Detailed results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your detailed results' })).toBeVisible();
  const shareUrl = page.url().replace('/detailed_results/', '/results_to_share/');
  await page.goto(shareUrl);
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toMatch(/\/media\/share\/[0-9a-f-]+\.png$/);
  await page.goto(new URL(card!).pathname);
  await page.goto('/game/uk-quick-three/leaderboard');
  await expect(page.getByRole('table')).toBeVisible();
  expect(violations).toEqual([]);
});

test('an unknown path answers 404, noindex', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
