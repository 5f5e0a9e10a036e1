import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/** Opens a browser context of another person, with the project's settings and these options. */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * The test runner with `openContext`: another person's browser (a phone at a party, a watcher of a board), closed
 * when the test ends, passed or failed. A page left open keeps its sockets, timers and frames running through every
 * later spec of the worker, and on two cores that slowed the web-vitals loads at the end of the suite past budget.
 */
export const test = base.extend<{ openContext: OpenContext }>({
  openContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
