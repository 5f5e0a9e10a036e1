import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * QUALITY.md: the first screen of the public game, and of every variant's start page and a brand's home, loads at
 * most 170 KB of gzipped JavaScript; the rest is lazy.
 */
const BUDGET_BYTES = 170 * 1024;

/** Each variant's start page (the branded game starts on its brand's home), and a brand home of each kind. */
const FIRST_SCREENS: { name: string; path: string; host?: string }[] = [
  { name: 'public game', path: '/game/house-prices-game' },
  { name: 'branded game', path: '/play/thamesandfinch-house-prices-game', host: 'thamesandfinch' },
  { name: 'community game', path: '/r/community-price-threads' },
  { name: 'one-off game', path: '/one-offs/v/newsletter-one-off' },
  { name: 'klavo game', path: '/klavo/v/arizona-house-price-guess' },
  { name: 'ultima game', path: '/ultima/v/ultima-king-county' },
  { name: 'roundup game', path: '/roundup/v/king-county-sales-roundup' },
  { name: 'agent brand home', path: '/', host: 'thamesandfinch' },
  { name: 'newsletter brand home', path: '/', host: 'pugetpriceletter' },
  { name: 'content hub', path: '/game-modes' },
  { name: 'content page', path: '/city-quizzes/london' },
];

async function firstScreenScripts(page: Page, url: string) {
  const scripts: { url: string; gzipped: number; encoding: string | undefined; headsText: boolean }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body();
    scripts.push({
      url: response.url(),
      gzipped: gzipSync(body).length,
      encoding: response.headers()['content-encoding'],
      // A coming-soon page's description: the registry's heads (page-meta.ts) stay out of the first screen.
      headsText: body.includes('Part of a buyer dossier'),
    });
  });
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts;
}

for (const screen of FIRST_SCREENS) {
  test(`the ${screen.name} loads its first screen within the JavaScript budget, compressed on the wire`, async ({
    page,
    baseURL,
  }) => {
    const base = new URL(baseURL!);
    if (screen.host) base.hostname = `${screen.host}.localhost`;
    const scripts = await firstScreenScripts(page, new URL(screen.path, base).href);

    const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
    console.log(`${screen.name} (${screen.path}): ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(scripts.filter((script) => /nivo|PointsChart|google-map|subscription-link/i.test(script.url))).toEqual([]);
    expect(scripts.filter((script) => script.headsText).map((script) => script.url)).toEqual([]);
    // The server compresses every response over 1 KB.
    const large = scripts.filter((script) => script.gzipped > 1024);
    expect(large.filter((script) => script.encoding !== 'gzip' && script.encoding !== 'br')).toEqual([]);
  });
}
