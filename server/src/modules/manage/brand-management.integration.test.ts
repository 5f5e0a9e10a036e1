import { browserWithRoles } from '../../../test/accounts';
import { browserOf, type TestBrowser } from '../../../test/browser';
import { playGame, startSession } from '../../../test/play-game';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';
import { teardown } from '../../../test/teardown';

/**
 * scoot-management: a brand's admins list its games with their counts and edit its profile, validated by the rules
 * the form uses; an edit committed on one instance is seen on another at once (each instance's cache of brands and
 * games is invalidated through the pub/sub). Two instances on one database and one Redis; needs the machine's Redis.
 */
const GAME = 'managed-three';
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let brandAdmin: TestBrowser;
let siteAdmin: TestBrowser;
let creator: TestBrowser;
let otherBrandAdmin: TestBrowser;
let gameId: string;

const PROFILE = `{
  displayName description tagline brandColors { primary secondary accent } homeUrl serviceEmail whitelabelName logoUrl
  layoutComponent homePageComponent brandedGameSlug locale phone officePhone whatsapp company
  address { line1 line2 } website agentName agentTitle specialties coverageAreas socialMedia { network url }
  location propertyReference googleAnalyticsId
}`;
const UPDATE = `mutation($input: BrandProfileInput!) { updateBrandProfile(input: $input) { displayName } }`;
const GAMES = `{ managedGames { slug sessionCount completedSessionCount guessCount } }`;

const draft = {
  displayName: 'Ballpark Edited',
  description: 'Guess the price of homes.',
  tagline: 'Close enough wins',
  brandColors: { primary: '#1F6F5C', secondary: '#f4f1ea', accent: '#b4451f' },
  homeUrl: 'https://ballpark.example.com',
  serviceEmail: 'help@ballpark.example.com',
  whitelabelName: 'Ballpark',
  logoUrl: '/media/brand/ballpark/logo.svg',
  layoutComponent: 'SiteLayout',
  homePageComponent: 'GamesHome',
  brandedGameSlug: GAME,
  locale: 'en',
  phone: '+44 20 7946 0000',
  officePhone: '',
  whatsapp: '',
  company: ' Ballpark Ltd ',
  addressLine1: '1 High Street',
  addressLine2: 'London',
  website: '',
  agentName: '',
  agentTitle: '',
  specialties: ['Flats', ' '],
  coverageAreas: ['Camden'],
  socialMedia: [{ network: 'Instagram', url: 'https://instagram.com/ballpark' }],
  location: '',
  propertyReference: '',
  googleAnalyticsId: '',
};

beforeAll(async () => {
  database = await createTestDatabase();
  gameId = await createTestGame(database, { slug: GAME, roundCount: 3, poolSize: 6 });
  first = await startTestApp({ redis: true, database });
  second = await startTestApp({ redis: true, database });
  brandAdmin = await browserWithRoles(first, 'brand.admin@example.com', [{ role: 'brand_admin', brand: 'ballpark' }]);
  siteAdmin = await browserWithRoles(first, 'site.admin@example.com', [{ role: 'site_admin' }]);
  creator = await browserWithRoles(first, 'creator@example.com', [{ role: 'creator' }]);
  otherBrandAdmin = await browserWithRoles(first, 'other.admin@example.com', [
    { role: 'brand_admin', brand: 'thamesandfinch' },
  ]);
  await playGame(first, newVisitorToken(), { game: GAME, price: 300_000 });
  await startSession(first, newVisitorToken(), { game: GAME });
});
afterAll(() =>
  teardown(
    () => second?.close(),
    () => first?.close(),
    () => database?.drop(),
  ),
);

describe("managing a brand's site", () => {
  it("lists the brand's games with their counts of sessions and guesses, for its admins and site admins", async () => {
    for (const admin of [brandAdmin, siteAdmin]) {
      const response = await admin.graphql(GAMES);
      expect(response.errors).toBeUndefined();
      expect(response.data!.managedGames).toContainEqual({
        slug: GAME,
        sessionCount: 2,
        completedSessionCount: 1,
        guessCount: 3,
      });
      // Only this brand's games: no other brand's branded game.
      expect(response.data!.managedGames.map((game: { slug: string }) => game.slug)).not.toContain(
        'thamesandfinch-price-challenge',
      );
    }
    const codes = await Promise.all(
      [creator, otherBrandAdmin, browserOf(first), browserOf(first, null)].map(
        async (caller) => (await caller.graphql(GAMES)).errors?.[0]?.extensions?.code,
      ),
    );
    expect(codes).toEqual(['FORBIDDEN', 'FORBIDDEN', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('refuses a profile with bad input whole, naming each problem, and changes nothing', async () => {
    const before = await database.dataSource.query(`SELECT * FROM brand WHERE name = 'ballpark'`);
    const response = await brandAdmin.graphql(UPDATE, {
      input: {
        ...draft,
        brandColors: { ...draft.brandColors, primary: 'green' },
        homeUrl: 'javascript:alert(1)',
        layoutComponent: 'NoSuchLayout',
        brandedGameSlug: 'no-such-game',
      },
    });
    expect(response.data).toBeNull();
    expect(response.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      'brandColors.primary': 'Must be a colour written #rrggbb, like #1f6f5c.',
      homeUrl: 'Must be a web address starting https://.',
      layoutComponent: 'Must be one of SiteLayout, AgentLayout, MastheadLayout.',
      brandedGameSlug: 'This site has no game "no-such-game".',
    });
    expect(response.errors![0]!.message).toMatch(/^The profile was not saved: Main colour: Must be a colour/);
    expect(await database.dataSource.query(`SELECT * FROM brand WHERE name = 'ballpark'`)).toEqual(before);
  });

  it('refuses the edit to everyone but its admins and site admins', async () => {
    const codes = await Promise.all(
      [creator, otherBrandAdmin, browserOf(first)].map(
        async (caller) => (await caller.graphql(UPDATE, { input: draft })).errors?.[0]?.extensions?.code,
      ),
    );
    expect(codes).toEqual(['FORBIDDEN', 'FORBIDDEN', 'UNAUTHENTICATED']);
  });

  it('saves every field of the profile, and the other instance serves it at once', async () => {
    // Both instances have the brand cached (every request reads it).
    expect((await second.graphql(`{ currentBrand { displayName } }`)).data!.currentBrand.displayName).toBe('Ballpark');
    const saved = await brandAdmin.graphql(UPDATE, { input: draft });
    expect(saved.errors).toBeUndefined();
    const served = await waitForValue(
      async () => (await second.graphql(`{ currentBrand ${PROFILE} }`)).data!.currentBrand,
      (brand) => brand.displayName === 'Ballpark Edited',
    );
    expect(served).toEqual({
      ...Object.fromEntries(
        Object.entries(draft).filter(([field]) => !['addressLine1', 'addressLine2', 'socialMedia'].includes(field)),
      ),
      brandColors: { primary: '#1f6f5c', secondary: '#f4f1ea', accent: '#b4451f' },
      company: 'Ballpark Ltd',
      officePhone: null,
      whatsapp: null,
      website: null,
      agentName: null,
      agentTitle: null,
      location: null,
      propertyReference: null,
      googleAnalyticsId: null,
      specialties: ['Flats'],
      address: { line1: '1 High Street', line2: 'London' },
      socialMedia: [{ network: 'instagram', url: 'https://instagram.com/ballpark' }],
    });
    // A site admin edits the brand of the host they are on.
    const bySiteAdmin = await siteAdmin.graphql(UPDATE, { input: { ...draft, displayName: 'Ballpark Again' } });
    expect(bySiteAdmin.data!.updateBrandProfile).toEqual({ displayName: 'Ballpark Again' });
  });

  it('forgets a game on every instance when an edit of it commits', async () => {
    const title = async (app: TestApp) =>
      (await app.graphql(`query($slug: String!) { game(slug: $slug) { title } }`, { slug: GAME })).data!.game.title;
    expect([await title(first), await title(second)]).toEqual([GAME, GAME]);
    // The game builder's edits commit, then call `changed` (as this does): both instances read the game again.
    await database.dataSource.query(`UPDATE game SET title = 'Renamed' WHERE id = $1`, [gameId]);
    first.app.services.games.changed(gameId);
    expect(await title(first)).toBe('Renamed');
    expect(
      await waitForValue(
        () => title(second),
        (value) => value === 'Renamed',
      ),
    ).toBe('Renamed');
  });
});

/**
 * The other instance hears of the edit through Redis, a few milliseconds after the commit: asks again for at most a
 * second (the caches would otherwise hold the old value for 30 s).
 */
async function waitForValue<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 1_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
