// Lighthouse (mobile, cold, simulated throttling) against Debian's Chromium, on the built app with a database of its
// own: LCP, CLS and the JavaScript each page loads, against QUALITY.md's budgets (LCP <= 2.5 s for a content page, a
// brand home and a game start page; CLS <= 0.1). Run after `npm run build`: `npm run lighthouse`.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = process.env.LIGHTHOUSE_PORT ?? '3288';
const PAGES = [
  { name: 'content hub', url: `http://localhost:${port}/pricing-metrics` },
  { name: 'content page', url: `http://localhost:${port}/city-quizzes/london` },
  { name: 'game start page', url: `http://localhost:${port}/game/house-prices-game` },
  { name: 'site home', url: `http://localhost:${port}/` },
  { name: 'brand home', url: `http://thamesandfinch.localhost:${port}/` },
];
const BUDGET = { lcpMs: 2500, cls: 0.1 };

const server = spawn('node', ['scripts/e2e-server.mjs'], {
  env: { ...process.env, E2E_PORT: port },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () =>
  new Promise((resolve) =>
    server.exitCode === null ? (server.once('exit', resolve), server.kill('SIGTERM')) : resolve(),
  );

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not start');
}

let failed = false;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await waitForServer();
  console.log('page                 LCP ms   CLS     JS KB (transfer)   performance');
  for (const page of PAGES) {
    const { lhr } = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const cls = lhr.audits['cumulative-layout-shift'].numericValue;
    const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    const ok = lcp <= BUDGET.lcpMs && cls <= BUDGET.cls;
    failed ||= !ok;
    console.log(
      `${page.name.padEnd(20)} ${lcp.toFixed(0).padStart(6)}   ${cls.toFixed(3)}   ${(scripts.transferSize / 1024).toFixed(1).padStart(8)}           ${Math.round(lhr.categories.performance.score * 100)}  ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
} finally {
  chrome.kill();
  await stopServer();
}
console.log(`Budgets: LCP <= ${BUDGET.lcpMs} ms, CLS <= ${BUDGET.cls} (QUALITY.md).`);
process.exit(failed ? 1 : 0);
