import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { CONTENT_PAGES } from '@ballpark/common/content/index';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import { playGame, startSession } from '../../test/play-game';
import { newVisitorToken, requestOnHost, startTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<html><head><!--ssr-head--></head><body><div id="root"></div></body></html>',
  );
  harness = await startTestApp({ env: { CLIENT_DIST: clientDist, PUBLIC_URL: 'https://ballpark.example' } });
});
afterAll(async () => {
  await harness?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

async function page(pathname: string, status = 200): Promise<string> {
  const response = await fetch(`${harness.baseUrl}${pathname}`);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.status).toBe(status);
  return response.text();
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

describe('server-rendered heads', () => {
  it('gives the game start page its title, description, keywords, social cards and robots', async () => {
    const html = await page('/game/house-prices-game');
    expect(html).toContain('<title>The House Prices Game | Ballpark</title>');
    expect(meta(html, 'description')).toMatch(/^Five homes a game, from \d+ real King County sales/);
    expect(meta(html, 'keywords')).toContain('house price game');
    expect(meta(html, 'robots')).toBe('index, follow');
    expect(meta(html, 'og:title')).toBe('The House Prices Game | Ballpark');
    expect(meta(html, 'og:url')).toBe('https://ballpark.example/game/house-prices-game');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).toMatch(
      /<script nonce="[^"]+">window.__BALLPARK__=\{"brand":\{"name":"ballpark","displayName":"Ballpark"\},"googleMapsApiKey":null\}<\/script>/,
    );
  });

  it('gives the leaderboard its own title and keeps it indexable', async () => {
    const html = await page('/game/house-prices-game/leaderboard');
    expect(html).toContain('<title>Leaderboard: The House Prices Game | Ballpark</title>');
    expect(meta(html, 'robots')).toBe('index, follow');
  });

  it("keeps a session's pages and a home's page out of search engines", async () => {
    const session = await startSession(harness, newVisitorToken());
    for (const pathname of [
      `/game/house-prices-game/property/${session.homeIds[0]}`,
      `/game/house-prices-game/results/${session.id}`,
      `/game/house-prices-game/detailed_results/${session.id}`,
    ])
      expect(meta(await page(pathname), 'robots')).toBe('noindex, nofollow');
  });

  it("gives everyone's guesses a real title and keeps it out of search engines", async () => {
    const { data } = await harness.graphql(`{ game(slug: "house-prices-game") { homes { id title } } }`);
    const home = data!.game.homes[0];
    const html = await page(`/game/house-prices-game/property/${home.id}/guesstimates`);
    expect(html).toContain(`<title>Everyone&#39;s guesses: ${home.title} | The House Prices Game | Ballpark</title>`);
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
  });

  it('describes a shared result by score only, with the player name escaped', async () => {
    const token = newVisitorToken();
    const { id: sessionId } = await playGame(harness, token, {
      game: 'uk-quick-three',
      playerName: '<script>alert(1)</script>',
      price: 412_345,
    });
    const html = await page(`/game/uk-quick-three/results_to_share/${sessionId}`);
    expect(meta(html, 'og:title')).toMatch(
      /^&lt;script&gt;alert\(1\)&lt;\/script&gt; scored \d+\/300 on UK Quick Three$/,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(meta(html, 'og:image')).toBe(`https://ballpark.example/media/share/${sessionId}.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const card = await fetch(`${harness.baseUrl}/media/share/${sessionId}.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await card.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const prices = await harness.database.dataSource.query(`SELECT "actualPrice" FROM listing`);
    for (const { actualPrice } of prices) expect(html).not.toContain(String(actualPrice));
    expect(html).not.toContain('412345');
  });

  it("writes a player's text into the page as it is, with no replacement patterns read in it", async () => {
    const token = newVisitorToken();
    const { id: sessionId } = await playGame(harness, token, {
      game: 'uk-quick-three',
      playerName: "Dollar $& $' Dan",
      price: 412_345,
    });
    const html = await page(`/game/uk-quick-three/results_to_share/${sessionId}`);
    expect(meta(html, 'og:title')).toMatch(/^Dollar \$&amp; \$&#39; Dan scored \d+\/300 on UK Quick Three$/);
    // `$&` would repeat the placeholder the head replaces, `$'` the page after it.
    expect(html).not.toContain('<!--ssr-head-->');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it("heads a roundup home's share with its points and home, never a price, and finds no home outside the session", async () => {
    const token = newVisitorToken();
    const played = await playGame(harness, token, { game: 'king-county-sales-roundup', price: 412_345 });
    const [home] = played.homeIds;
    const html = await page(`/roundup/v/king-county-sales-roundup/results_to_share/p/${home}/${played.id}`);
    expect(meta(html, 'og:title')).toMatch(/^Player scored \d+\/100 on .+ \| King County Sales Roundup$/);
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
    expect(html).not.toContain('412345');
    expect(html).not.toContain('412,345');

    const { data } = await harness.graphql('{ game(slug: "king-county-sales-roundup") { homes { id } } }');
    const outside = data!.game.homes.find(({ id }: { id: string }) => !played.homeIds.includes(id));
    for (const form of ['results', 'results_to_share', 'detailed_results'])
      await page(`/roundup/v/king-county-sales-roundup/${form}/p/${outside.id}/${played.id}`, 404);
  });

  it.each([
    '/no/such/page',
    '/game',
    '/game/no-such-game',
    '/game/house-prices-game/no-such-page',
    '/game/house-prices-game/leaderboard/extra',
    '/game/house-prices-game/results_to_share/00000000-0000-0000-0000-000000000000',
    '/game/house-prices-game/property/00000000-0000-0000-0000-000000000000/guesstimates',
    '/game/house-prices-game/property/00000000-0000-0000-0000-000000000000',
    '/game/house-prices-game/results/00000000-0000-0000-0000-000000000000',
    '/game/house-prices-game/results_older/00000000-0000-0000-0000-000000000000',
    '/game/house-prices-game/detailed_results/00000000-0000-0000-0000-000000000000',
    '/game/house-prices-game/shareable_detailed_results/00000000-0000-0000-0000-000000000000',
  ])('answers %s 404, noindex, with the app shell so the client shows Page Not Found', async (pathname) => {
    const html = await page(pathname, 404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Page not found | Ballpark</title>');
    expect(meta(html, 'robots')).toBe('noindex, nofollow');
  });

  const long = (character: string) => character.repeat(3000);
  it.each([
    ['a NUL id', '/game/house-prices-game/results_to_share/%00'],
    ['a 3,000-character id', `/game/house-prices-game/results_to_share/${long('a')}`],
    ['a 3,000-character home id', `/game/house-prices-game/property/${long('1')}/guesstimates`],
    ['a NUL slug', '/game/%00/leaderboard'],
    ['a 3,000-character slug', `/game/${long('x')}`],
    ['a NUL share card id', '/media/share/%00.png'],
    ['a 3,000-character share card id', `/media/share/${long('a')}.png`],
    ['a 3,000-character picture id', `/media/homes/${long('1')}/front.svg`],
  ])('answers %s with 404, no database query and no log line', async (_case, pathname) => {
    await page('/'); // the brand is loaded (and cached) by an earlier page
    // The party sweeper's ticks (every 250 ms, on every app) are not this request's: counted apart by their stack.
    const driver = harness.database.dataSource.driver;
    const createQueryRunner = driver.createQueryRunner.bind(driver);
    const requestQueries: string[] = [];
    const queries = jest.spyOn(driver, 'createQueryRunner').mockImplementation((mode) => {
      const stack = new Error().stack ?? '';
      if (!/party-(clock|presence)/.test(stack)) requestQueries.push(stack);
      return createQueryRunner(mode);
    });
    const logged = [jest.spyOn(console, 'error'), jest.spyOn(console, 'log')];
    try {
      const response = await fetch(`${harness.baseUrl}${pathname}`);
      expect(response.status).toBe(404);
      if (!pathname.startsWith('/media')) expect(meta(await response.text(), 'robots')).toBe('noindex, nofollow');
      expect(requestQueries).toEqual([]);
      for (const log of logged) expect(log).not.toHaveBeenCalled();
      // The spy does see lookups: a well-formed id is looked up.
      await fetch(`${harness.baseUrl}/media/share/00000000-0000-0000-0000-000000000000.png`);
      expect(requestQueries).not.toEqual([]);
    } finally {
      [queries, ...logged].forEach((spy) => spy.mockRestore());
    }
  });

  it("heads a content page from the content registry, with its breadcrumbs as structured data on the site's origin", async () => {
    const classic = CONTENT_PAGES.get('/game-modes/classic')!;
    const html = await page('/game-modes/classic');
    expect(html).toContain(`<title>${escapeMarkup(classic.title)} | Ballpark</title>`);
    expect(meta(html, 'description')).toBe(escapeMarkup(classic.description));
    expect(meta(html, 'keywords')).toBe(escapeMarkup(classic.keywords.join(', ')));
    expect(meta(html, 'robots')).toBe('index, follow');
    expect(html).toContain('<link rel="canonical" href="https://ballpark.example/game-modes/classic">');
    const structured = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(structured!)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://ballpark.example/' },
        { position: 2, item: 'https://ballpark.example/game-modes', name: CONTENT_PAGES.get('/game-modes')!.title },
        { position: 3, item: 'https://ballpark.example/game-modes/classic', name: classic.title },
      ],
    });
    // Under a game variant's prefix, a content path is that content page, not a game of that slug.
    const play = [...CONTENT_PAGES.values()].find((content) => content.path.startsWith('/play/'))!;
    expect(await page(play.path)).toContain(`<title>${escapeMarkup(play.title)} | Ballpark</title>`);
    expect(meta(await page('/game-modes/no-such-mode', 404), 'robots')).toBe('noindex, nofollow');
  });

  it('sends security headers, and a content security policy whose nonce the inline script carries', async () => {
    const response = await fetch(`${harness.baseUrl}/game/house-prices-game`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(await response.text()).toContain(`<script nonce="${nonce}">window.__BALLPARK__=`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('googleapis');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const second = await fetch(`${harness.baseUrl}/game/house-prices-game`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    const graphql = await fetch(`${harness.baseUrl}/graphql`, { method: 'POST' });
    expect(graphql.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('server-rendered pages with Google Maps configured', () => {
  let withMaps: TestApp;
  beforeAll(async () => {
    withMaps = await startTestApp({ env: { CLIENT_DIST: clientDist, GOOGLE_MAPS_API_KEY: 'test-key' } });
  });
  afterAll(() => withMaps?.close());

  it('lets the Google Maps script, tiles and fonts through the content security policy', async () => {
    const policy = (await fetch(`${withMaps.baseUrl}/game/house-prices-game/withmap`)).headers.get(
      'content-security-policy',
    );
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.gstatic\.com/);
    expect(policy).toMatch(/font-src [^;]*https:\/\/fonts\.gstatic\.com/);
  });
});

describe('server-rendered pages while the database is away', () => {
  let outage: TestApp;
  beforeAll(async () => {
    outage = await startTestApp({ env: { CLIENT_DIST: clientDist } });
    const name = new URL(outage.database.url).pathname.slice(1);
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    await admin.end();
  });
  afterAll(() => outage?.close());

  it.each([
    '/game/house-prices-game',
    '/game/house-prices-game/results_to_share/00000000-0000-0000-0000-000000000000',
    '/media/share/00000000-0000-0000-0000-000000000000.png',
    '/media/homes/00000000-0000-0000-0000-000000000000/front.svg',
  ])('answers %s 503 with Retry-After, neither 404 nor a page marked noindex', async (pathname) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`${outage.baseUrl}${pathname}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      // One line for this request (the party sweeper logs its own failed ticks meanwhile).
      expect(logged.mock.calls.filter(([line]) => !/party (sweep|presence)/.test(String(line)))).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the content pages on a brand host', () => {
  it("are the main site's: a brand's host sends each to the same path on the main site, which serves it", async () => {
    for (const pathname of ['/game-modes', '/city-quizzes/london', '/city-quizzes/london?ref=mail']) {
      for (const host of ['thamesandfinch.localhost', 'pugetpriceletter.localhost']) {
        const response = await requestOnHost(harness.baseUrl, host, pathname);
        expect({ host, pathname, status: response.status, location: response.headers.location }).toEqual({
          host,
          pathname,
          status: 301,
          location: `https://ballpark.example${pathname}`,
        });
      }
      expect((await requestOnHost(harness.baseUrl, 'localhost', pathname)).status).toBe(200);
    }
  });
});

describe("a brand's section pages", () => {
  it("are each named for what they are, in the brand's language, in the title and og:title", async () => {
    const titles: Record<string, string | undefined> = {};
    for (const host of ['thamesandfinch.localhost', 'casaverde.localhost'])
      for (const pathname of ['/about', '/archive', '/leaderboard', '/subscribe']) {
        const html = (await requestOnHost(harness.baseUrl, host, pathname)).body.toString();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        expect(meta(html, 'og:title')).toBe(title);
        titles[`${host}${pathname}`] = title;
      }
    expect(titles).toEqual({
      'thamesandfinch.localhost/about': 'About us | Thames &amp; Finch Estate Agents',
      'thamesandfinch.localhost/archive': 'Past games | Thames &amp; Finch Estate Agents',
      'thamesandfinch.localhost/leaderboard': 'Leaderboards | Thames &amp; Finch Estate Agents',
      'thamesandfinch.localhost/subscribe': 'Subscribe by email | Thames &amp; Finch Estate Agents',
      'casaverde.localhost/about': 'Quiénes somos | Casa Verde Inmobiliaria',
      'casaverde.localhost/archive': 'Juegos anteriores | Casa Verde Inmobiliaria',
      'casaverde.localhost/leaderboard': 'Clasificaciones | Casa Verde Inmobiliaria',
      'casaverde.localhost/subscribe': 'Suscríbete por correo | Casa Verde Inmobiliaria',
    });
  });

  it('take no submission: /subscribe is a page of how to write to the editor, and a POST to it is no page', async () => {
    expect((await requestOnHost(harness.baseUrl, 'pugetpriceletter.localhost', '/subscribe')).status).toBe(200);
    const posted = await requestOnHost(harness.baseUrl, 'pugetpriceletter.localhost', '/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=',
    });
    expect(posted.status).toBe(404);
  });
});
