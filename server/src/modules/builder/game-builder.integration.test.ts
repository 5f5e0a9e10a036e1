import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { browserOf, type TestBrowser } from '../../../test/browser';
import { startListingSite, type ListingSite } from '../../../test/listing-site';
import { metadataIn, NO_METADATA } from '../../../test/photo-metadata';
import { startSession } from '../../../test/play-game';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { teardown } from '../../../test/teardown';
import { gameSettings, OXFORD_HOME_FACTS } from '../../../test/builder-settings';

/**
 * The game builder's API against a real app, PostgreSQL and a local listing site (test/fixtures/builder-site) that
 * the app's configuration allows (IMPORT_ALLOWED_HOSTS), with photos stored in a temporary PHOTO_DIR.
 */
let app: TestApp;
let site: ListingSite;
let photoDir: string;
const PASSWORD = 'correct horse battery';

const SETTINGS = gameSettings();
const HOME_FIELDS = `id title price priceBand importedByYou sourceUrl missingFacts missingMessage photoUrls visible
  maskedPrices { field original } description bedrooms country`;
const GAME_FIELDS = `id slug status visibility roundCount shareUrl publishProblems homes { ${HOME_FIELDS} }`;
const CREATE = `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { ${GAME_FIELDS} } }`;
const ADD_URLS = `mutation($gameId: ID!, $urls: [String!]!) {
  addHomesFromUrls(gameId: $gameId, urls: $urls) {
    game { ${GAME_FIELDS} }
    results { url status message missing maskedPrices { field original } photoProblems home { ${HOME_FIELDS} } }
  }
}`;
const CATALOGUE = `query($place: String, $priceBand: String) {
  catalogueHomes(place: $place, priceBand: $priceBand) { id title city priceBand }
}`;
const ADD_CATALOGUE = `mutation($gameId: ID!, $listingId: ID!) {
  addCatalogueHome(gameId: $gameId, listingId: $listingId) { game { ${GAME_FIELDS} } }
}`;
const UPDATE_HOME = `mutation($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {
  updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) { ${GAME_FIELDS} }
}`;
const PUBLISH = `mutation($gameId: ID!) { publishGame(gameId: $gameId) { ${GAME_FIELDS} } }`;
const BUILDER_GAME = `query($id: ID!) { builderGame(id: $id) { ${GAME_FIELDS} } }`;

beforeAll(async () => {
  site = await startListingSite();
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'ballpark-photos-'));
  app = await startTestApp({ env: { IMPORT_ALLOWED_HOSTS: new URL(site.origin).host, PHOTO_DIR: photoDir } });
});
afterAll(() =>
  teardown(
    () => app?.close(),
    () => site?.close(),
    () => photoDir && rm(photoDir, { recursive: true, force: true }),
  ),
);

let accounts = 0;
async function newAccount(): Promise<TestBrowser> {
  const browser = browserOf(app);
  const created = await browser.graphql(
    `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
    { input: { email: `builder${++accounts}@example.com`, password: PASSWORD, displayName: `Builder ${accounts}` } },
  );
  expect(created.errors).toBeUndefined();
  return browser;
}

async function createDraft(browser: TestBrowser, settings: Partial<typeof SETTINGS> = {}) {
  const response = await browser.graphql(CREATE, { settings: { ...SETTINGS, ...settings } });
  expect(response.errors).toBeUndefined();
  return response.data!.createGame;
}

async function roles(browser: TestBrowser): Promise<string[]> {
  const me = await browser.graphql(`{ me { roles { role } } }`);
  return me.data!.me.roles.map((held: { role: string }) => held.role);
}

async function oneCatalogueHomeId(browser: TestBrowser): Promise<string> {
  const found = await browser.graphql(CATALOGUE, { place: null, priceBand: null });
  expect(found.errors).toBeUndefined();
  return found.data!.catalogueHomes[0].id;
}

describe('building a game', () => {
  it('makes the builder a creator with its first draft, which players cannot find or play', async () => {
    const creator = await newAccount();
    expect(await roles(creator)).toEqual([]);
    const draft = await createDraft(creator);
    expect(draft).toMatchObject({ status: 'DRAFT', roundCount: 3, homes: [] });
    expect(draft.publishProblems).toEqual(['Add 3 more homes: the game needs 3 shown homes.']);
    expect(draft.shareUrl).toMatch(new RegExp(`/game/${draft.slug}$`));
    expect(await roles(creator)).toEqual(['CREATOR']);

    const player = browserOf(app);
    expect(
      (await player.graphql(`query($slug: String!) { game(slug: $slug) { id } }`, { slug: draft.slug })).data!.game,
    ).toBeNull();
    await expect(startSession(player, player.visitorToken!, { game: draft.slug })).rejects.toThrow(/no game called/);
    const listed = await player.graphql(`{ games(first: 50) { nodes { slug } } }`);
    expect(listed.data!.games.nodes.map((game: { slug: string }) => game.slug)).not.toContain(draft.slug);
  });

  it('refuses bad settings with every problem named, and creates nothing', async () => {
    const creator = await newAccount();
    const response = await creator.graphql(CREATE, {
      settings: { ...SETTINGS, title: ' ', roundCount: 50, poolSize: 2 },
    });
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.errors![0].message).toMatch(/Give the game a title\. Rounds must be a whole number from 2 to 20\./);
    expect(await roles(creator)).toEqual([]);
    expect((await creator.graphql(`{ myBuiltGames { id } }`)).data!.myBuiltGames).toEqual([]);
  });

  it('imports pasted URLs once each, masks prices, stores photos, and reuses a listing pasted again', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const first = `${site.origin}/homes/1`;
    const response = await creator.graphql(ADD_URLS, {
      gameId: draft.id,
      urls: [first, `${site.origin}/homes/2`, `${first}#photos`],
    });
    expect(response.errors).toBeUndefined();
    const { results, game } = response.data!.addHomesFromUrls;
    // The third is the first again (only its fragment differs): it is in the game already.
    expect(results.map((result: { status: string }) => result.status)).toEqual(['ADDED', 'ADDED', 'ALREADY_IN_GAME']);
    expect(site.hits.get('/homes/1')).toBe(1);
    expect(results[0].maskedPrices).toEqual([{ field: 'description', original: '£450,000' }]);
    expect(results[0].home).toMatchObject({
      title: 'Three-bed semi on Stephen Road',
      price: 450000,
      importedByYou: true,
      sourceUrl: first,
      missingFacts: [],
      description: 'A bright family home. Guide price £•••, close to the ring road.',
    });
    expect(game.homes).toHaveLength(2);

    // Photos are the app's copies, served under /media.
    const [photo] = results[0].home.photoUrls;
    expect(photo).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(`${app.baseUrl}${photo}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // The portal's 2400×1800 JPEG, stored on its side, is re-encoded upright and within 1600 px.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    const { format, width, height } = await sharp(servedBytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 1200, height: 1600 });
    // Keyed by the stored bytes' hash.
    expect(photo).toContain(createHash('sha256').update(servedBytes).digest('hex'));
    expect(await readdir(photoDir)).toContain(photo.split('/').pop());

    // Another creator pasting the same page reuses the listing (no second fetch) and does not see its price, nor
    // the page that states it, nor its band: the first creator's game is not closed, so it could play it.
    const other = await newAccount();
    const otherDraft = await createDraft(other);
    const again = await other.graphql(ADD_URLS, { gameId: otherDraft.id, urls: [first] });
    expect(again.data!.addHomesFromUrls.results[0]).toMatchObject({
      status: 'REUSED',
      home: { price: null, importedByYou: false, sourceUrl: null, maskedPrices: [], priceBand: null },
    });

    // Its facts stay the importer's: the other creator may not change them (shared-listing-edits.integration.test.ts).
    const homeId = results[0].home.id;
    const otherEdit = await other.graphql(UPDATE_HOME, {
      gameId: otherDraft.id,
      homeId: again.data!.addHomesFromUrls.results[0].home.id,
      input: { price: 1000 },
    });
    expect(otherEdit.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(otherEdit.errors?.[0].message).toMatch(/^Another account imported this home/);
    // A field a home must have cannot be cleared: a clear refusal, not a failure, and nothing changes.
    const cleared = await creator.graphql(UPDATE_HOME, { gameId: draft.id, homeId, input: { visible: null } });
    expect(cleared.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(cleared.errors?.[0].message).toMatch(/visible cannot be cleared/);
    const unchanged = await app.database.dataSource.query(
      `SELECT l."actualPrice", gl.visible FROM game_home gl JOIN listing l ON l.id = gl."listingId" WHERE gl.id = $1`,
      [homeId],
    );
    expect(unchanged).toEqual([{ actualPrice: 450000, visible: true }]);
    expect(site.hits.get('/homes/1')).toBe(1);
    const listings = await app.database.dataSource.query(
      `SELECT count(*)::int AS n FROM listing WHERE "sourceUrl" = $1`,
      [first],
    );
    expect(listings[0].n).toBe(1);
  });

  it("shows players an imported home's stored photos, whose addresses say nothing of its price or page", async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const urls = [`${site.origin}/homes/1`, `${site.origin}/homes/2`];
    const added = await creator.graphql(ADD_URLS, { gameId: draft.id, urls });
    expect(added.errors).toBeUndefined();
    await creator.graphql(ADD_CATALOGUE, { gameId: draft.id, listingId: await oneCatalogueHomeId(creator) });
    expect((await creator.graphql(PUBLISH, { gameId: draft.id })).errors).toBeUndefined();
    const photosByTitle = new Map<string, string[]>(
      added.data!.addHomesFromUrls.results.map((result: { home: { title: string; photoUrls: string[] } }) => [
        result.home.title,
        result.home.photoUrls,
      ]),
    );
    expect([...photosByTitle.values()].every((photos) => photos.length === 1)).toBe(true);

    // A player, from every query that gives a round's home: the session's rounds, one home, the game's homes.
    const player = browserOf(app);
    const session = await startSession(player, player.visitorToken!, { game: draft.slug });
    const HOME = `title home { photos { url } pictures { url } }`;
    const rounds = await player.graphql(`query($id: ID!) { session(id: $id) { rounds { gameHome { id ${HOME} } } } }`, {
      id: session.id,
    });
    expect(rounds.errors).toBeUndefined();
    type PlayerHome = { id: string; title: string; home: { photos: { url: string }[]; pictures: { url: string }[] } };
    const homes: PlayerHome[] = rounds.data!.session.rounds.map((round: { gameHome: PlayerHome }) => round.gameHome);
    expect(homes).toHaveLength(3);
    for (const home of homes) {
      const imported = photosByTitle.get(home.title);
      // The catalogue home has no photos: it is shown by its drawings alone.
      expect(home.home.photos.map((photo) => photo.url)).toEqual(imported ?? []);
      expect(home.home.pictures.length).toBeGreaterThan(0);
      const one = await player.graphql(`query($id: ID!) { gameHome(id: $id) { ${HOME} } }`, { id: home.id });
      expect(one.data!.gameHome.home.photos).toEqual(home.home.photos);
    }
    const pool = await player.graphql(`query($slug: String!) { game(slug: $slug) { homes { ${HOME} } } }`, {
      slug: draft.slug,
    });
    expect(
      pool.data!.game.homes.flatMap((home: PlayerHome) => home.home.photos.map((photo) => photo.url)).sort(),
    ).toEqual([...photosByTitle.values()].flat().sort());

    for (const url of [...photosByTitle.values()].flat()) {
      // The file name is the bytes' SHA-256: no price, no portal, no page, no original file name.
      expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.webp$/);
      expect(url).not.toMatch(/450|front|garden|127\.0\.0\.1|homes/);
      const served = await fetch(`${app.baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The portal's photos (a JPEG and a PNG) carry EXIF with GPS and a caption stating the price and the page, in
      // EXIF and XMP: players get none of it.
      expect(await metadataIn(Buffer.from(await served.arrayBuffer()))).toEqual(NO_METADATA);
    }
  });

  it('names the facts a page did not give, refuses a non-image photo, and publishes once they are filled in', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const response = await creator.graphql(ADD_URLS, {
      gameId: draft.id,
      urls: [`${site.origin}/homes/partial`, `${site.origin}/homes/1`, `${site.origin}/homes/2`],
    });
    expect(response.errors).toBeUndefined();
    const [partial] = response.data!.addHomesFromUrls.results;
    expect(partial.status).toBe('ADDED');
    expect(partial.missing).toEqual(
      expect.arrayContaining(['address', 'country', 'price', 'currency', 'bedrooms', 'latitude', 'longitude']),
    );
    expect(partial.message).toBe(
      'This page did not give the address, country, map position, property type, bedrooms, bathrooms, floor area, ' +
        'price, currency and whether the price is asking or sold: please fill them in by hand.',
    );
    expect(partial.photoProblems).toEqual([
      'Photo 1 was not stored: its content is not the image/jpeg it claims to be.',
    ]);
    expect(partial.home.photoUrls).toEqual([]);
    expect(partial.maskedPrices).toEqual([{ field: 'description', original: 'offers over 400k' }]);

    const game = response.data!.addHomesFromUrls.game;
    expect(game.publishProblems).toEqual([expect.stringMatching(/^"Cottage in Headington": This page did not give/)]);
    const refused = await creator.graphql(PUBLISH, { gameId: draft.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors![0].message).toMatch(/Cottage in Headington/);

    // Filled in by hand; a price typed into the description is masked too.
    const filled = await creator.graphql(UPDATE_HOME, {
      gameId: draft.id,
      homeId: partial.home.id,
      input: {
        ...OXFORD_HOME_FACTS,
        price: 410000,
        currency: 'GBP',
        priceKind: 'asking',
        description: 'Quiet cottage, yours for 410,000.',
      },
    });
    expect(filled.errors).toBeUndefined();
    const home = filled.data!.updateBuilderHome.homes.find(
      (candidate: { id: string }) => candidate.id === partial.home.id,
    );
    expect(home).toMatchObject({ missingFacts: [], price: 410000, description: 'Quiet cottage, yours for •••.' });
    expect(filled.data!.updateBuilderHome.publishProblems).toEqual([]);

    const published = await creator.graphql(PUBLISH, { gameId: draft.id });
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishGame.status).toBe('PUBLISHED');
    // Playable from its link now.
    const player = browserOf(app);
    const session = await startSession(player, player.visitorToken!, { game: draft.slug });
    expect(session.homeIds).toHaveLength(3);
  });

  it('adds a catalogue home found by place, never showing its price, nor its band while its games are open', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const found = await creator.graphql(CATALOGUE, { place: 'seattle', priceBand: null });
    expect(found.errors).toBeUndefined();
    const homes = found.data!.catalogueHomes;
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) {
      expect(home.city.toLowerCase()).toContain('seattle');
      expect(home.priceBand).toBeNull();
    }
    // The demo's games are open: a band finds none of their homes (catalogue-price-bands.integration.test.ts).
    const byBand = await creator.graphql(CATALOGUE, { place: 'seattle', priceBand: '250k-500k' });
    expect(byBand.data!.catalogueHomes).toEqual([]);
    const added = await creator.graphql(ADD_CATALOGUE, { gameId: draft.id, listingId: homes[0].id });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCatalogueHome.game.homes[0]).toMatchObject({
      price: null,
      priceBand: null,
      importedByYou: false,
    });
    const twice = await creator.graphql(ADD_CATALOGUE, { gameId: draft.id, listingId: homes[0].id });
    expect(twice.errors?.[0].message).toBe('This home is already in the game.');
    // Its facts are other games' too: not this creator's to edit.
    const edit = await creator.graphql(UPDATE_HOME, {
      gameId: draft.id,
      homeId: added.data!.addCatalogueHome.game.homes[0].id,
      input: { price: 1 },
    });
    expect(edit.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    // Drafts' imports are not in the catalogue.
    const drafts = await creator.graphql(CATALOGUE, { place: 'Headington', priceBand: null });
    expect(drafts.data!.catalogueHomes).toEqual([]);
  });

  it('adds the homes of a CSV of sold records, and refuses one without its columns, adding nothing', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const ADD_CSV = `mutation($gameId: ID!, $csv: String!) {
      addHomesFromCsv(gameId: $gameId, csv: $csv) { problems game { homes { title price importedByYou } } }
    }`;
    const refused = await creator.graphql(ADD_CSV, { gameId: draft.id, csv: 'id,price\n1,200000\n' });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors![0].message).toMatch(
      /^The CSV needs a header with the columns id, date, .* \(it lacks date, /,
    );
    const header =
      'id,date,year,month,month_year,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,' +
      'condition,grade,sqft_above,sqft_basement,yr_built,yr_renovated,zipcode,lat,long,sqft_living15,sqft_lot15';
    const row =
      '8888300520,20141013T000000,2014,10,10/2014,221900,3,1,1180,5650,1,0,0,3,7,1180,0,1955,0,98178,47.5112,-122.257,1340,5650';
    const added = await creator.graphql(ADD_CSV, {
      gameId: draft.id,
      csv: `${header}\n${row}\n${row.replace('221900', 'x')}\n`,
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addHomesFromCsv.game.homes).toEqual([
      expect.objectContaining({ price: 221900, importedByYou: true }),
    ]);
    expect(added.data!.addHomesFromCsv.problems).toEqual([expect.stringMatching(/^line 3: /)]);
  });

  it('refuses a page that is not a listing (a bot check), saving no home', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const url = `${site.origin}/homes/bot-check`;
    const response = await creator.graphql(ADD_URLS, { gameId: draft.id, urls: [url] });
    expect(response.errors).toBeUndefined();
    expect(response.data!.addHomesFromUrls.results).toEqual([
      {
        url,
        status: 'FAILED',
        message:
          'This page is a bot check ("Just a moment..."), not the listing: the site did not show the listing to the ' +
          "importer. Try again later, or paste the home's page on another site.",
        missing: [],
        maskedPrices: [],
        photoProblems: [],
        home: null,
      },
    ]);
    expect(response.data!.addHomesFromUrls.game.homes).toEqual([]);
    const saved: unknown[] = await app.database.dataSource.query(`SELECT 1 FROM listing WHERE "sourceUrl" = $1`, [url]);
    expect(saved).toEqual([]);
  });

  it('refuses a pasted URL whose host is an IPv6 form of a private or local IPv4 address, fetching nothing', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const { port } = new URL(site.origin);
    // The listing site's own loopback address (allowed only as 127.0.0.1:port) and the cloud metadata service.
    const hosts = [
      '[::127.0.0.1]', // IPv4-compatible
      '[::169.254.169.254]',
      '[::ffff:7f00:1]', // IPv4-mapped, in hex
      '[::ffff:0:127.0.0.1]', // IPv4-translated
      '[64:ff9b::169.254.169.254]', // NAT64
      '[64:ff9b:1::7f00:1]', // NAT64, local use
      '[2002:7f00:1::1]', // 6to4
      '[2001:0:7f00:1::1]', // Teredo
    ];
    const urls = hosts.map((host) => `http://${host}:${port}/homes/1`);
    const hitsBefore = site.hits.get('/homes/1') ?? 0;
    const response = await creator.graphql(ADD_URLS, { gameId: draft.id, urls });
    expect(response.errors).toBeUndefined();
    const results: { url: string; status: string; message: string }[] = response.data!.addHomesFromUrls.results;
    expect(results).toEqual(
      urls.map((url) => ({
        url,
        status: 'FAILED',
        message:
          `${new URL(url).hostname.slice(1, -1)} is not a public internet address (a private, local or reserved ` +
          'network): it cannot be imported.',
        missing: [],
        maskedPrices: [],
        photoProblems: [],
        home: null,
      })),
    );
    expect(site.hits.get('/homes/1') ?? 0).toBe(hitsBefore);
    expect(response.data!.addHomesFromUrls.game.homes).toEqual([]);
  });

  it('limits the pasted URLs of one account, counting each URL', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const urls = Array.from({ length: 10 }, (_, index) => `not a web address ${index}`);
    for (let paste = 0; paste < 3; paste++) {
      const response = await creator.graphql(ADD_URLS, { gameId: draft.id, urls });
      expect(response.data!.addHomesFromUrls.results).toHaveLength(10);
    }
    const limited = await creator.graphql(ADD_URLS, { gameId: draft.id, urls: [`${site.origin}/homes/2`] });
    expect(limited.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect((await creator.graphql(BUILDER_GAME, { id: draft.id })).data!.builderGame.homes).toEqual([]);
  });

  it("refuses another account's edits of a game, and a guest's", async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    const listingId = await oneCatalogueHomeId(creator);
    const stranger = await newAccount();
    await createDraft(stranger); // a creator too, of another game
    for (const [query, variables] of [
      [BUILDER_GAME, { id: draft.id }],
      [ADD_CATALOGUE, { gameId: draft.id, listingId }],
      [ADD_URLS, { gameId: draft.id, urls: [`${site.origin}/homes/2`] }],
      [PUBLISH, { gameId: draft.id }],
    ] as const) {
      const response = await stranger.graphql(query, variables);
      expect(response.errors?.[0]).toMatchObject({
        message: "Only this game's creator, an admin of its brand or a site admin may edit this game.",
        extensions: { code: 'FORBIDDEN' },
      });
      const guest = await browserOf(app).graphql(query, variables);
      expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const unchanged = await creator.graphql(BUILDER_GAME, { id: draft.id });
    expect(unchanged.data!.builderGame).toMatchObject({ status: 'DRAFT', homes: [] });
  });

  it('keeps the homes of a session in progress when the game is edited', async () => {
    const creator = await newAccount();
    const draft = await createDraft(creator);
    await creator.graphql(ADD_URLS, { gameId: draft.id, urls: [`${site.origin}/homes/1`, `${site.origin}/homes/2`] });
    await creator.graphql(ADD_CATALOGUE, { gameId: draft.id, listingId: await oneCatalogueHomeId(creator) });
    expect((await creator.graphql(PUBLISH, { gameId: draft.id })).errors).toBeUndefined();
    const player = browserOf(app);
    const session = await startSession(player, player.visitorToken!, { game: draft.slug });

    const game = (await creator.graphql(BUILDER_GAME, { id: draft.id })).data!.builderGame;
    const [hidden] = game.homes;
    const edit = await creator.graphql(UPDATE_HOME, {
      gameId: draft.id,
      homeId: hidden.id,
      input: { visible: false },
    });
    expect(edit.errors).toBeUndefined();
    // A published game's prices are not edited: players have guessed them.
    const price = await creator.graphql(UPDATE_HOME, { gameId: draft.id, homeId: hidden.id, input: { price: 5 } });
    expect(price.errors?.[0].message).toMatch(/keep their facts and price/);

    const rounds = await player.graphql(`query($id: ID!) { session(id: $id) { rounds { gameHome { id } } } }`, {
      id: session.id,
    });
    expect(rounds.data!.session.rounds.map((round: { gameHome: { id: string } }) => round.gameHome.id)).toEqual(
      session.homeIds,
    );
    const pool = await player.graphql(`query($slug: String!) { game(slug: $slug) { poolSize } }`, { slug: draft.slug });
    expect(pool.data!.game.poolSize).toBe(2);

    // The settings change too (superbee's form): the session in progress keeps its three rounds, a new one has two.
    const settings = await creator.graphql(
      `mutation($gameId: ID!, $settings: GameSettingsInput!) { updateGameSettings(gameId: $gameId, settings: $settings) { roundCount } }`,
      { gameId: draft.id, settings: { ...SETTINGS, roundCount: 2 } },
    );
    expect(settings.data!.updateGameSettings).toEqual({ roundCount: 2 });
    const after = await player.graphql(
      `query($id: ID!) { session(id: $id) { roundCount rounds { gameHome { id } } } }`,
      {
        id: session.id,
      },
    );
    expect(after.data!.session.rounds).toHaveLength(3);
    const next = await startSession(player, player.visitorToken!, { game: draft.slug });
    expect(next.homeIds).toHaveLength(2);

    // A page that lacks facts comes into a published game hidden, and cannot be shown there.
    // (Another address of the page: the earlier test filled the first one in.)
    const partial = await creator.graphql(ADD_URLS, {
      gameId: draft.id,
      urls: [`${site.origin}/homes/partial?listing=2`],
    });
    const partialHome = partial.data!.addHomesFromUrls.results[0].home;
    expect(partialHome).toMatchObject({ visible: false, missingFacts: expect.arrayContaining(['price']) });
    const show = await creator.graphql(UPDATE_HOME, {
      gameId: draft.id,
      homeId: partialHome.id,
      input: { visible: true },
    });
    expect(show.errors?.[0].message).toMatch(/^This home cannot be shown: This page did not give/);

    // Its manage page's query is for its managers only.
    const bySlug = `query($slug: String!) { builderGameBySlug(slug: $slug) { id } }`;
    expect((await creator.graphql(bySlug, { slug: draft.slug })).data!.builderGameBySlug).toEqual({ id: draft.id });
    const stranger = await newAccount();
    expect((await stranger.graphql(bySlug, { slug: draft.slug })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
