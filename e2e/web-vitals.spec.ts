import { expect, test, type Page } from '@playwright/test';

/**
 * QUALITY.md: Cumulative Layout Shift <= 0.1 on the game start page, the home pages (the site's, an English agent's,
 * a Spanish agent's), a leaderboard and a roundup, under Lighthouse's mobile conditions: a phone viewport, a 4x slower
 * CPU and a slow 4G network, cold (each load a new browser context), the worst of two loads. A layout shift does not
 * depend on how fast the machine is; the Largest Contentful Paint does, so its 2.5 s budget is measured by the bench
 * (`npm run lighthouse`), and here only printed, and checked to be the page's own content painting at all.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LOADS = 2;

async function measure(page: Page, path: string): Promise<{ lcp: number; cls: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    const vitals = { lcp: 0, cls: 0 };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals);
}

const PAGES: { path: string; host?: string }[] = [
  { path: '/game/house-prices-game' },
  { path: '/' },
  { path: '/', host: 'thamesandfinch' },
  { path: '/', host: 'casaverde' },
  { path: '/game/house-prices-game/leaderboard' },
  // A roundup's start page shows every home of it, each with its picture.
  { path: '/roundup/v/king-county-sales-roundup' },
];

test.beforeAll(({ browser }) => {
  // Pages an earlier spec left open would run beside every load measured here.
  expect(browser.contexts(), 'browser contexts left open by earlier specs').toHaveLength(0);
});

for (const { path, host } of PAGES) {
  const name = host ? `${host}'s ${path}` : path;
  test(`${name} barely shifts as it loads on a throttled phone`, async ({ browser, baseURL }) => {
    const url = new URL(path, baseURL);
    if (host) url.hostname = `${host}.localhost`;
    const loads: { lcp: number; cls: number }[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      loads.push(await measure(page, url.href));
      await context.close();
    }
    const lcps = loads.map((load) => Math.round(load.lcp));
    const cls = Math.max(...loads.map((load) => load.cls));
    console.log(`${name}: CLS ${cls.toFixed(3)} (LCP of the loads on this machine: ${lcps.join(', ')} ms)`);
    expect(Math.min(...lcps)).toBeGreaterThan(0);
    expect(cls).toBeLessThanOrEqual(0.1);
  });
}
