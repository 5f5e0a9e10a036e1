import os from 'node:os';
import { expect, test, type Page } from '@playwright/test';

/**
 * QUALITY.md: Largest Contentful Paint <= 2.5 s and Cumulative Layout Shift <= 0.1 on the game start page, the home
 * pages (the site's, an English agent's, a Spanish agent's) and a leaderboard, under Lighthouse's mobile conditions:
 * a phone viewport, a 4x slower CPU and a slow 4G network, cold (each load a new browser context). The machine is
 * shared, and a neighbour's burst can slow one load by a second: each page is loaded three times and judged by its
 * median load (the worst CLS counts).
 *
 * A load starts once the machine is idle. A headless Chromium spends about 1.5 s of CPU setting up each new window
 * (its omnibox popup has a renderer of its own), which on two cores slowed our page's first paint by as much; a phone's
 * browser is open before the page is asked for. A load waits out a neighbour's burst in the same way.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LOADS = 3;

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

/** This machine's CPU time since boot, all cores together: how much of it was busy, of how much in all. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** Waits until the machine's cores are at least 80% idle over a quarter of a second (or 20 s have gone by). */
async function untilMachineIsIdle(): Promise<void> {
  const deadline = Date.now() + 20_000;
  let before = cpuTimes();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuTimes();
    if ((now.busy - before.busy) / (now.total - before.total) < 0.2) return;
    before = now;
  }
  console.log('the machine stayed busy for 20 s: this load is measured on a busy machine');
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
  test(`${name} paints its largest content within 2.5 s and barely shifts on a throttled phone`, async ({
    browser,
    baseURL,
  }) => {
    const url = new URL(path, baseURL);
    if (host) url.hostname = `${host}.localhost`;
    const loads: { lcp: number; cls: number }[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await untilMachineIsIdle();
      loads.push(await measure(page, url.href));
      await context.close();
    }
    const lcps = loads.map((load) => load.lcp).sort((a, b) => a - b);
    const lcp = lcps[Math.floor(LOADS / 2)]!;
    const cls = Math.max(...loads.map((load) => load.cls));
    console.log(`${name}: LCP ${Math.round(lcp)} ms (loads ${lcps.map(Math.round).join(', ')}), CLS ${cls.toFixed(3)}`);
    expect(Math.min(...lcps)).toBeGreaterThan(0);
    expect(lcp).toBeLessThanOrEqual(2500);
    expect(cls).toBeLessThanOrEqual(0.1);
  });
}
