import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** QUALITY.md: the first screen of the public game loads at most 170 KB of gzipped JavaScript; the rest is lazy. */
const BUDGET_BYTES = 170 * 1024;

test('the game start page loads its first screen within the JavaScript budget, compressed on the wire', async ({
  page,
}) => {
  const scripts: { url: string; gzipped: number; encoding: string | undefined }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body();
    scripts.push({
      url: response.url(),
      gzipped: gzipSync(body).length,
      encoding: response.headers()['content-encoding'],
    });
  });
  await page.goto('/game/house-prices-game');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(`first screen JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(scripts.filter((script) => /nivo|PointsChart|google-map|subscription-link/i.test(script.url))).toEqual([]);
  // The server compresses every response over 1 KB.
  const large = scripts.filter((script) => script.gzipped > 1024);
  expect(large.filter((script) => script.encoding !== 'gzip' && script.encoding !== 'br')).toEqual([]);
});
