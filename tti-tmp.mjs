import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const url = process.argv[2];
const times = [];
for (let i = 0; i < 5; i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const t0 = Date.now();
  await p.goto(url, { waitUntil: 'commit' });
  await p.waitForSelector('button[type=submit]:enabled', { timeout: 60000 });
  times.push(Date.now() - t0);
  await ctx.close();
}
console.log(url, 'hydrated (ms):', times.join(' '), 'median', times.sort((a, b) => a - b)[2]);
await b.close();
