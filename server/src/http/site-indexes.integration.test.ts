import robotsParser from 'robots-parser';
import { CONTENT_PAGES } from '@ballpark/common/content/index';
import { requestOnHost, startTestApp, type TestApp } from '../../test/test-app';
import { robotsRuleMatches } from './site-indexes';

let harness: TestApp;
beforeAll(async () => {
  harness = await startTestApp({ env: { PUBLIC_URL: 'https://ballpark.example' } });
});
afterAll(() => harness?.close());

async function fetchOnHost(host: string, pathname: string) {
  const response = await requestOnHost(harness.baseUrl, host, pathname);
  expect(response.status).toBe(200);
  return { type: response.headers['content-type'], text: response.body.toString() };
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml and robots.txt', () => {
  it("list the site's indexable pages, each allowed by its robots.txt, and keep the noindex areas out", async () => {
    const sitemap = await fetchOnHost('localhost', '/sitemap.xml');
    expect(sitemap.type).toContain('application/xml');
    const urls = locations(sitemap.text);
    const robotsTxt = (await fetchOnHost('localhost', '/robots.txt')).text;
    const robots = robotsParser('https://ballpark.example/robots.txt', robotsTxt);

    expect(urls[0]).toBe('https://ballpark.example/');
    for (const path of CONTENT_PAGES.keys()) expect(urls).toContain(`https://ballpark.example${path}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://ballpark.example/game/house-prices-game',
        'https://ballpark.example/game/house-prices-game/leaderboard',
        'https://ballpark.example/ultima/v/ultima-king-county',
        'https://ballpark.example/daily-challenge',
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => !robots.isAllowed(url, 'Googlebot'))).toEqual([]);

    expect(robotsTxt).toContain('Sitemap: https://ballpark.example/sitemap.xml');
    for (const hidden of [
      '/auth/login',
      '/party/BFHK',
      '/game/house-prices-game/results/00000000-0000-4000-8000-000000000000',
      '/play/thamesandfinch-house-prices-game',
      '/price-guess-session',
    ]) {
      expect({ hidden, allowed: robots.isAllowed(`https://ballpark.example${hidden}`, 'Googlebot') }).toEqual({
        hidden,
        allowed: false,
      });
      expect(urls).not.toContain(`https://ballpark.example${hidden}`);
    }
  });

  it("on a brand's host, name the brand's own origin and list its games, not another brand's", async () => {
    const urls = locations((await fetchOnHost('thamesandfinch.localhost', '/sitemap.xml')).text);
    expect(urls[0]).toMatch(/^https?:\/\/thamesandfinch\.[^/]+\/$/);
    const origin = urls[0].slice(0, -1);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    // The content pages are the main site's (a brand's host sends them there), so its sitemap lists none of them.
    expect(urls.filter((url) => CONTENT_PAGES.has(new URL(url).pathname))).toEqual([]);
    const robots = robotsParser(
      `${origin}/robots.txt`,
      (await fetchOnHost('thamesandfinch.localhost', '/robots.txt')).text,
    );
    expect(urls.filter((url) => !robots.isAllowed(url, 'Googlebot'))).toEqual([]);
    // Its game starts at its home (urls[0]); the game's board is listed, and allowed though /play/ is kept out.
    expect(urls).toContain(`${origin}/play/thamesandfinch-house-prices-game/leaderboard`);
    expect(robots.isAllowed(`${origin}/play/thamesandfinch-house-prices-game`, 'Googlebot')).toBe(false);
    expect(urls.some((url) => url.includes('/game/house-prices-game'))).toBe(false);
    const robotsTxt = (await fetchOnHost('thamesandfinch.localhost', '/robots.txt')).text;
    expect(robotsTxt).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('robotsRuleMatches', () => {
  it('reads * as any characters and $ as the end, as search engines do', () => {
    expect(robotsRuleMatches('/game/*/results/', '/game/x/results/abc')).toBe(true);
    expect(robotsRuleMatches('/game/*/results/', '/game/x/leaderboard')).toBe(false);
    expect(robotsRuleMatches('/clear$', '/clear')).toBe(true);
    expect(robotsRuleMatches('/clear$', '/clearance')).toBe(false);
    expect(robotsRuleMatches('/play/', '/play/uk-house-price-game')).toBe(true);
  });
});
