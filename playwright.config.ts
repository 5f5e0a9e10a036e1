import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
// Where the e2e server writes its database's URL (scripts/e2e-server.mjs), for specs that run the project's scripts
// against it; the server and the test workers inherit it.
process.env.E2E_DATABASE_URL_FILE ??= path.join(os.tmpdir(), `ballpark-e2e-${port}.database-url`);

/** End-to-end journeys in Debian's Chromium against the built app on a real PostgreSQL. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // How long a web-first assertion (toBeVisible, toHaveURL, expect.poll) waits for its condition: a page that reads
  // the API or a live update takes more than Playwright's 5 s default on a busy two-core machine.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
