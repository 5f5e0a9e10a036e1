import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';

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
  await harness.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${harness.baseUrl}${pathname}`);
  expect(response.headers.get('content-type')).toContain('text/html');
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
    expect(meta(html, 'description')).toMatch(/^Five homes a game, drawn from \d+ real 2014-15 sales from King County/);
    expect(meta(html, 'keywords')).toContain('house price game');
    expect(meta(html, 'robots')).toBe('index, follow');
    expect(meta(html, 'og:title')).toBe('The House Prices Game | Ballpark');
    expect(meta(html, 'og:url')).toBe('https://ballpark.example/game/house-prices-game');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).toContain(
      '<script>window.__BALLPARK__={"brand":{"name":"ballpark","displayName":"Ballpark"},"googleMapsApiKey":null}</script>',
    );
  });

  it('gives the leaderboard its own title and keeps it indexable', async () => {
    const html = await page('/game/house-prices-game/leaderboard');
    expect(html).toContain('<title>Leaderboard: The House Prices Game | Ballpark</title>');
    expect(meta(html, 'robots')).toBe('index, follow');
  });

  it.each([
    '/game/house-prices-game/property/00000000-0000-0000-0000-000000000000',
    '/game/house-prices-game/results/x',
    '/game/house-prices-game/detailed_results/x',
  ])('marks %s noindex', async (pathname) => {
    expect(meta(await page(pathname), 'robots')).toBe('noindex, nofollow');
  });

  it('describes a shared result by score only, with the player name escaped', async () => {
    const token = newVisitorToken();
    const started = await harness.graphql(
      `mutation { startSession(input: { gameSlug: "uk-quick-three", playerName: "<script>alert(1)</script>" }) { id nextRound { gameHome { id } } } }`,
      {},
      token,
    );
    const sessionId = started.data!.startSession.id;
    let next = started.data!.startSession.nextRound?.gameHome.id;
    while (next) {
      const response = await harness.graphql(
        `mutation($input: SubmitGuessInput!) { submitGuess(input: $input) { session { nextRound { gameHome { id } } } } }`,
        { input: { sessionId, gameHomeId: next, amount: 412_345 } },
        token,
      );
      next = response.data!.submitGuess.session.nextRound?.gameHome.id;
    }
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

  it('serves unknown paths with the app shell so the client shows Page Not Found', async () => {
    const html = await page('/no/such/page');
    expect(html).toContain('<div id="root"></div>');
  });
});
