import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import { ALL_PAGE_ROUTES } from '@ballpark/common/coming-soon-routes';
import { SERVED_PAGES } from '@ballpark/common/page-meta';
import { CAMERON_GAME_SLUG, redirectTarget } from '@ballpark/common/page-routes';
import { startSession } from '../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';

/** Every entry of the route registry, walked with real ids: its status, its title and its robots. */
let harness: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));
const GAME_SLUG = 'house-prices-game';
let examples: Record<string, string>;
let words: Record<string, string>;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, 'index.html'), '<html><head><!--ssr-head--></head><body></body></html>');
  harness = await startTestApp({ env: { CLIENT_DIST: clientDist, PUBLIC_URL: 'https://ballpark.example' } });
  const session = await startSession(harness, newVisitorToken(), { game: GAME_SLUG });
  const { data } = await harness.graphql(`{ game(slug: "${GAME_SLUG}") { title homes { id title } } }`);
  const home = data!.game.homes.find((candidate: { id: string }) => candidate.id === session.homeIds[0]);
  examples = {
    gameSlug: GAME_SLUG,
    gameHomeId: home.id,
    sessionId: session.id,
    redditSuffix: 'home',
  };
  words = { game: data!.game.title, home: home.title, brand: 'Ballpark' };
});
afterAll(async () => {
  await harness?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

function exampleParams(routePath: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of routePath.matchAll(/:(\w+)/g))
    params[name] = examples[name] ?? (/Uuid$/.test(name) ? randomUUID() : 'example');
  return params;
}

const fill = (routePath: string, params: Record<string, string>) =>
  routePath.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

it.each(SERVED_PAGES)('answers %s with its page, or its redirect', async (_name, route) => {
  const params = exampleParams(route.path);
  const response = await fetch(`${harness.baseUrl}${fill(route.path, params)}?session=kept`, { redirect: 'manual' });
  const redirect = redirectTarget(route, params, '?session=kept', ALL_PAGE_ROUTES);
  if (redirect) {
    expect(response.status).toBe(redirect.status);
    expect(response.headers.get('location')).toBe(redirect.path);
    return;
  }
  expect(response.status).toBe(200);
  const html = await response.text();
  const title = route.title.replace(/\{(\w+)\}/g, (_, word: string) => words[word]);
  if (route.page === 'resultsToShare') expect(html).toMatch(/<title>Player scored \d+\/\d+ on /);
  else if (route.page === 'homeResultsToShare')
    expect(html).toContain(`<title>Player has yet to guess ${escapeMarkup(words.home)} | ${escapeMarkup(words.game)}`);
  else
    expect(html).toContain(
      `<title>${escapeMarkup(title)}${route.title.includes('{brand}') ? '' : ' | Ballpark'}</title>`,
    );
  expect(meta(html, 'robots')).toBe(route.robots === 'index' ? 'index, follow' : 'noindex, nofollow');
});

it('redirects with the status the registry gives, keeping the query only where it says so', async () => {
  const home = examples.gameHomeId;
  const cases: [string, number, string][] = [
    [`/play/${GAME_SLUG}`, 302, '/'],
    ['/price-game', 301, '/price-game/regular-game'],
    [`/klavo/v/${GAME_SLUG}/cameron?session=s`, 302, `/klavo/v/${GAME_SLUG}`],
    [
      `/klavo/v/${GAME_SLUG}/property/${home}/Cameron?session=s`,
      302,
      `/klavo/v/${GAME_SLUG}/property/${home}?session=s`,
    ],
  ];
  for (const [from, status, to] of cases) {
    const response = await fetch(`${harness.baseUrl}${from}`, { redirect: 'manual' });
    expect([from, response.status, response.headers.get('location')]).toEqual([from, status, to]);
  }
});

it("shows klavo's cameron page for its one game instead of redirecting", async () => {
  const response = await fetch(`${harness.baseUrl}/klavo/v/${CAMERON_GAME_SLUG}/cameron`, { redirect: 'manual' });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(
    '<title>Cameron&#39;s commentary: Cameron&#39;s House Price Guess | Ballpark</title>',
  );
});

it.each([
  `/klavo/v/no-such-game`,
  `/one-offs/v/no-such-game/superbee/extra`,
  `/r/${GAME_SLUG}/comments/00000000-0000-0000-0000-000000000000/home`,
  `/roundup/v/${GAME_SLUG}/results/p/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000`,
  '/dossiers/not-a-uuid/home',
  '/dossiers/not-a-uuid',
])('answers %s 404: a missing game, home or session, or a malformed id', async (pathname) => {
  const response = await fetch(`${harness.baseUrl}${pathname}`, { redirect: 'manual' });
  expect(response.status).toBe(404);
  expect(meta(await response.text(), 'robots')).toBe('noindex, nofollow');
});
