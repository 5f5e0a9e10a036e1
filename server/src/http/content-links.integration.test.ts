import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES, contentBodyFile } from '@ballpark/common/content/index';
import { ROUTE_ENTRIES, routeParams } from '@ballpark/common/page-routes';
import { unlessNotFound } from './lookups';
import { startTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(() => harness?.close());

const CONTENT_DIR = path.resolve('content');

/** Every site path a content page sends its reader to: the links of its body, and its Play link. */
function linkedPaths(): Map<string, string[]> {
  const from = new Map<string, string[]>();
  const add = (target: string, page: string) => from.set(target, [...(from.get(target) ?? []), page]);
  for (const page of CONTENT_PAGES.values()) {
    if (page.play) add(page.play, page.path);
    const file = path.join(CONTENT_DIR, contentBodyFile(page));
    const markdown = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const [, target] of markdown.matchAll(/\]\((\/[^)\s#?]*)/g)) add(target.replace(/(.)\/$/, '$1'), page.path);
  }
  return from;
}

const pattern = (routePath: string) => new RegExp(`^${routePath.replace(/:\w+/g, '([^/]+)')}$`);

describe('the links of the content pages', () => {
  it('lead to pages that exist (content, the live site pages, games of that variant the site has), none coming soon', async () => {
    const { services } = harness.app;
    const brand = await services.brands.forHost('localhost');
    const broken: string[] = [];
    for (const [target, pages] of linkedPaths()) {
      if (CONTENT_PAGES.has(target)) continue;
      const route = ROUTE_ENTRIES.map(([, route]) => route).find((route) => pattern(route.path).test(target));
      let exists = false;
      if (route) {
        const params = routeParams(route.path);
        const values = pattern(route.path).exec(target)!.slice(1);
        if (params.length === 0) exists = true;
        else if (params.length === 1 && params[0] === 'gameSlug') {
          const game = await unlessNotFound(services.games.bySlug({ brand }, { slug: values[0] }));
          exists = game !== null && game.variant === route.variant;
        }
      }
      if (!exists) broken.push(`${target} (from ${pages.slice(0, 3).join(', ')})`);
    }
    expect(broken).toEqual([]);
  });
});
