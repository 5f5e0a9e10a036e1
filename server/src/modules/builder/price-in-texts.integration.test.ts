import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_URLS_PER_PASTE } from '@ballpark/common/game-builder';
import { gamePagePath } from '@ballpark/common/page-routes';
import { browserOf, type TestBrowser } from '../../../test/browser';
import { startListingSite, type ListingSite } from '../../../test/listing-site';
import { startSession } from '../../../test/play-game';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { gameSettings, OXFORD_HOME_FACTS } from '../../../test/builder-settings';

/**
 * A price a creator types never reaches a player before the guess: a creator builds a game as the builder's page
 * does (pastes a listing page that gives no price, fills in its facts, writes a text stating the price, the form
 * sending only the changed fields, the price set after the text or before it), publishes it, and a player reads every
 * text of its homes the server gives before a guess: the API's homes (session rounds, the home, the game's pool, the
 * shares), the home page's HTML head and the homes' SVG pictures. Then another creator reuses the listings.
 */
let app: TestApp;
let site: ListingSite;
let photoDir: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<html><head><!--ssr-head--></head><body><div id="root"></div></body></html>',
  );
  site = await startListingSite();
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'ballpark-photos-'));
  app = await startTestApp({
    env: { IMPORT_ALLOWED_HOSTS: new URL(site.origin).host, PHOTO_DIR: photoDir, CLIENT_DIST: clientDist },
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await site.close();
  await rm(photoDir, { recursive: true, force: true });
  fs.rmSync(clientDist, { recursive: true, force: true });
});

interface Case {
  /** Which text the creator writes the price into. */
  field: 'description' | 'title' | 'displayTitle';
  text: string;
  price: number;
  currency: 'GBP' | 'EUR' | 'USD';
  /** The amount as the text writes it: it must not reach a player. */
  stated: string;
}

const CASES: Case[] = [
  {
    field: 'description',
    text: 'On the market at 525,000 pounds, a rare find.',
    price: 525000,
    currency: 'GBP',
    stated: '525,000',
  },
  {
    field: 'description',
    text: 'Piso de 245.000 euros en el centro.',
    price: 245000,
    currency: 'EUR',
    stated: '245.000',
  },
  { field: 'description', text: 'Precio: 246000', price: 246000, currency: 'EUR', stated: '246000' },
  {
    field: 'description',
    text: 'Ours for 450 thousand pounds.',
    price: 450000,
    currency: 'GBP',
    stated: '450 thousand',
  },
  { field: 'title', text: 'Cottage, yours for 455 grand', price: 455000, currency: 'GBP', stated: '455 grand' },
  { field: 'description', text: 'Se vende por 320 mil euros.', price: 320000, currency: 'EUR', stated: '320 mil' },
  { field: 'description', text: 'Ático con vistas, 1,25 M€', price: 1250000, currency: 'EUR', stated: '1,25' },
  { field: 'description', text: 'Chalet: 1,5 millones de euros.', price: 1500000, currency: 'EUR', stated: '1,5' },
  { field: 'displayTitle', text: 'Guide price 695\u2009000', price: 695000, currency: 'GBP', stated: '695\u2009000' },
  { field: 'description', text: 'Asking GBP 610,000 ono', price: 610000, currency: 'GBP', stated: '610,000' },
  { field: 'description', text: 'Reduced from 535 000, a bargain.', price: 525500, currency: 'GBP', stated: '535 000' },
  { field: 'title', text: 'Home at 780000', price: 780000, currency: 'GBP', stated: '780000' },
  { field: 'description', text: 'EUR 415.000,00 negociables', price: 415000, currency: 'EUR', stated: '415.000,00' },
  { field: 'description', text: 'Offers over 399,950', price: 400000, currency: 'GBP', stated: '399,950' },
  { field: 'displayTitle', text: '$1.2 million view home', price: 1200000, currency: 'USD', stated: '1.2 million' },
];

const PLACE = OXFORD_HOME_FACTS;
const HOME_FIELDS = `id title description importedByYou`;
const CREATE = `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id slug } }`;
const ADD_URLS = `mutation($gameId: ID!, $urls: [String!]!) {
  addHomesFromUrls(gameId: $gameId, urls: $urls) {
    game { homes { ${HOME_FIELDS} } }
    results { status home { ${HOME_FIELDS} } }
  }
}`;
const UPDATE_HOME = `mutation($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {
  updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) { id }
}`;
const PUBLISH = `mutation($gameId: ID!) { publishGame(gameId: $gameId) { status publishProblems } }`;
const PLAYER_HOME = `id title redditSuffix home {
  title addressLine city region postalCode description sourceNote propertyType tenure pictures { alt url }
}`;

let accounts = 0;
async function newAccount(): Promise<TestBrowser> {
  const browser = browserOf(app);
  const created = await browser.graphql(
    `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
    { input: { email: `masking${++accounts}@example.com`, password: 'correct horse battery', displayName: 'Creator' } },
  );
  expect(created.errors).toBeUndefined();
  return browser;
}

async function ok(browser: TestBrowser, query: string, variables: Record<string, unknown>) {
  const response = await browser.graphql(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data!;
}

/** Pastes the URLs as the builder's page does, at most MAX_URLS_PER_PASTE at a time. */
async function paste(creator: TestBrowser, gameId: string, urls: string[]) {
  const results: { status: string; home: { id: string } }[] = [];
  for (let start = 0; start < urls.length; start += MAX_URLS_PER_PASTE) {
    const { addHomesFromUrls } = await ok(creator, ADD_URLS, {
      gameId,
      urls: urls.slice(start, start + MAX_URLS_PER_PASTE),
    });
    results.push(...addHomesFromUrls.results);
  }
  return results;
}

/** The price as the creator's form sends it, alone. */
const priceEdit = (home: Case) => ({ price: home.price, currency: home.currency, priceKind: 'asking' });
/** The text as the creator's form sends it, alone. */
const textEdit = (home: Case) => ({ [home.field]: home.text });

/** Builds and publishes a game of the cases, each home pasted, completed, and given its text and price in `order`. */
async function publishedGame(creator: TestBrowser, order: 'priceAfterText' | 'priceBeforeText', tag: string) {
  const { createGame: game } = await ok(creator, CREATE, {
    settings: gameSettings({ title: `Texts ${tag}`, description: '', roundCount: CASES.length }),
  });
  const urls = CASES.map((_, index) => `${site.origin}/homes/partial?listing=${tag}-${index}`);
  const homeIds = (await paste(creator, game.id, urls)).map((result) => result.home.id);
  for (const [index, home] of CASES.entries()) {
    const edits =
      order === 'priceAfterText'
        ? [{ ...PLACE, ...textEdit(home) }, priceEdit(home)]
        : [{ ...PLACE, ...priceEdit(home) }, textEdit(home)];
    for (const input of edits) await ok(creator, UPDATE_HOME, { gameId: game.id, homeId: homeIds[index], input });
  }
  const { publishGame } = await ok(creator, PUBLISH, { gameId: game.id });
  expect(publishGame).toEqual({ status: 'PUBLISHED', publishProblems: [] });
  return { slug: game.slug as string, homeIds, urls };
}

/** Every string in a GraphQL answer. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The texts of an HTML head a link preview shows: its title and its meta tags' contents. */
function headTexts(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return [title, ...[...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => match[1])];
}

/** Everything a player is given about the game's homes before guessing any, as text. */
async function whatAPlayerReads(slug: string, gameHomeIds: string[]): Promise<string[]> {
  const player = browserOf(app);
  const session = await startSession(player, player.visitorToken!, { game: slug });
  const answers = [
    await player.graphql(`query($id: ID!) { session(id: $id) { rounds { gameHome { ${PLAYER_HOME} } } } }`, {
      id: session.id,
    }),
    await player.graphql(`query($slug: String!) { game(slug: $slug) { homes { ${PLAYER_HOME} } } }`, { slug }),
    await player.graphql(`query($id: ID!) { shareableResult(sessionId: $id) { shareText rounds { emoji } } }`, {
      id: session.id,
    }),
  ];
  for (const id of gameHomeIds) {
    answers.push(await player.graphql(`query($id: ID!) { gameHome(id: $id) { ${PLAYER_HOME} } }`, { id }));
    answers.push(
      await player.graphql(
        `query($id: ID!, $session: ID!) { shareableHomeResult(gameHomeId: $id, sessionId: $session) {
           shareText gameHome { ${PLAYER_HOME} } } }`,
        { id, session: session.id },
      ),
    );
  }
  for (const answer of answers) expect(answer.errors).toBeUndefined();
  const texts = answers.flatMap((answer) => stringsOf(answer.data));
  const pictures = [...new Set(texts.filter((text) => text.startsWith('/media/homes/')))];
  expect(pictures.length).toBeGreaterThanOrEqual(gameHomeIds.length);
  for (const picture of pictures) texts.push(await (await fetch(`${app.baseUrl}${picture}`)).text());
  for (const id of gameHomeIds) {
    const page = await fetch(`${app.baseUrl}${gamePagePath('public', 'property', { gameSlug: slug, gameHomeId: id })}`);
    expect(page.status).toBe(200);
    texts.push(...headTexts(await page.text()));
  }
  return texts;
}

/** The case's price must appear nowhere: neither as the text stated it nor as the price's digits. */
function expectNoPrice(texts: string[]) {
  const leaks = CASES.flatMap((home) =>
    [home.stated, String(home.price), home.price.toLocaleString('en-GB'), home.price.toLocaleString('es-ES')].flatMap(
      (amount) => texts.filter((text) => text.includes(amount)).map((text) => ({ amount, text: text.slice(0, 200) })),
    ),
  );
  expect(leaks).toEqual([]);
}

describe('a price a creator writes into a home', () => {
  it.each(['priceAfterText', 'priceBeforeText'] as const)(
    'never reaches a player before the guess, in any text, with the %s',
    async (order) => {
      const creator = await newAccount();
      const { slug, homeIds } = await publishedGame(creator, order, order);
      const texts = await whatAPlayerReads(slug, homeIds);
      // The player did read the homes' texts: the words around the prices are there.
      expect(texts.join('\n')).toMatch(/On the market at ••• pounds, a rare find\./);
      expect(texts.join('\n')).toMatch(/Se vende por ••• euros\./);
      expectNoPrice(texts);
    },
    120_000,
  );

  it('never reaches another creator who reuses the listing, nor the catalogue', async () => {
    const creator = await newAccount();
    const { urls } = await publishedGame(creator, 'priceAfterText', 'reused');
    const other = await newAccount();
    const { createGame: draft } = await ok(other, CREATE, {
      settings: gameSettings({ title: 'Reused homes', description: '', roundCount: 2, regions: [] }),
    });
    const reused = await paste(other, draft.id, urls);
    expect(reused.map((result) => result.status)).toEqual(CASES.map(() => 'REUSED'));
    const catalogue = await ok(
      other,
      `query { catalogueHomes(place: "Old High Street") { title city priceBand } }`,
      {},
    );
    expect(catalogue.catalogueHomes.length).toBeGreaterThan(0);
    expectNoPrice(stringsOf([reused, catalogue]));
  }, 120_000);
});
