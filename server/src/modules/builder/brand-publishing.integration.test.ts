import { accountOnHost, type browserWithRoles } from '../../../test/accounts';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/test-app';
import { gameSettings } from '../../../test/builder-settings';

/**
 * Publishing on a brand (GAME-RULES): a brand's site is its owner's voice. On a brand's host only its admins, the
 * creators it has invited (`grant-role EMAIL creator BRAND`) and site admins build and publish games; anyone else is
 * refused there, told to build on the main site, where any account builds. Against a real app and PostgreSQL.
 */
let app: TestApp;
const PUBLIC_URL = 'https://ballpark.example';
const BRAND = 'thamesandfinch';
const BRAND_HOST = `${BRAND}.localhost`;
/** Another seeded brand, whose admin is nobody on BRAND's site. */
let otherBrand: string;
let catalogue: string[];

const SETTINGS = gameSettings({
  title: 'Win a free valuation: Thames & Finch official game',
  description: '',
  roundCount: 2,
  regions: [],
});
const CREATE = `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id slug status shareUrl } }`;
const UPDATE = `mutation($gameId: ID!, $settings: GameSettingsInput!) {
  updateGameSettings(gameId: $gameId, settings: $settings) { id visibility }
}`;
const ADD_CATALOGUE = `mutation($gameId: ID!, $listingId: ID!) {
  addCatalogueHome(gameId: $gameId, listingId: $listingId) { game { id } }
}`;
const PUBLISH = `mutation($gameId: ID!) { publishGame(gameId: $gameId) { status visibility } }`;
const ACCESS = `{ gameBuilderAccess { buildsHere mainSiteBuilderUrl } }`;
const LISTED = `{ games(first: 50) { nodes { slug } } }`;
const REFUSAL =
  "Only this brand's admins and the creators it has invited build and publish games on its site. Build yours on the main site.";

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL } });
  [{ name: otherBrand }] = await app.database.dataSource.query(
    `SELECT name FROM brand WHERE NOT "isDefault" AND name <> $1 ORDER BY name LIMIT 1`,
    [BRAND],
  );
  catalogue = (
    await app.database.dataSource.query(
      `SELECT DISTINCT gl."listingId" AS id FROM game_home gl JOIN game g ON g.id = gl."gameId"
       JOIN brand b ON b.id = g."brandId" WHERE b.name = $1 AND g.status = 'published' AND gl.visible`,
      [BRAND],
    )
  ).map((row: { id: string }) => row.id);
  expect(catalogue.length).toBeGreaterThanOrEqual(2);
}, 60_000);
afterAll(() => app.close());

type Graphql = (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse>;

/** An account logged in on a host, holding these roles (granted as the grant-role script grants them). */
let accounts = 0;
async function accountOn(host: string, roles: Parameters<typeof browserWithRoles>[2] = []) {
  return accountOnHost(app, host, `brand.publisher${++accounts}@example.com`, roles);
}

async function gamesBuiltBy(accountId: string): Promise<{ brand: string; status: string; visibility: string }[]> {
  return app.database.dataSource.query(
    `SELECT b.name AS brand, g.status, g.visibility FROM game g JOIN brand b ON b.id = g."brandId"
     WHERE g."creatorAccountId" = $1 ORDER BY g."createdAt"`,
    [accountId],
  );
}

async function listedSlugs(host: string): Promise<string[]> {
  const listed = await app.onHost(host).graphql(LISTED);
  expect(listed.errors).toBeUndefined();
  return listed.data!.games.nodes.map((game: { slug: string }) => game.slug);
}

/** Builds a listed game of two catalogue homes on the brand's host and publishes it: the game, or the first refusal. */
async function buildAndPublish(graphql: Graphql) {
  const created = await graphql(CREATE, { settings: SETTINGS });
  if (created.errors) return { refused: created.errors[0] };
  const game = created.data!.createGame;
  for (const listingId of catalogue.slice(0, 2)) {
    const added = await graphql(ADD_CATALOGUE, { gameId: game.id, listingId });
    expect(added.errors).toBeUndefined();
  }
  const published = await graphql(PUBLISH, { gameId: game.id });
  if (published.errors) return { refused: published.errors[0], game };
  expect(published.data!.publishGame).toEqual({ status: 'PUBLISHED', visibility: 'PUBLIC' });
  return { game };
}

describe("publishing on a brand's site", () => {
  it('refuses a plain account on a brand host, creating nothing, and sends it to the main site, where it builds', async () => {
    const { graphql, accountId } = await accountOn(BRAND_HOST);
    for (const settings of [SETTINGS, { ...SETTINGS, visibility: 'UNLISTED' }]) {
      const refused = await graphql(CREATE, { settings });
      expect(refused.errors?.[0]).toMatchObject({ message: REFUSAL, extensions: { code: 'FORBIDDEN' } });
    }
    expect(await gamesBuiltBy(accountId)).toEqual([]);
    // The builder page asks first, and sends the account to the main site's builder.
    expect((await graphql(ACCESS)).data!.gameBuilderAccess).toEqual({
      buildsHere: false,
      mainSiteBuilderUrl: `${PUBLIC_URL}/create-game`,
    });
    // Not even the creator role: building nothing made it no creator.
    expect(
      (
        await graphql(`
          {
            me {
              roles {
                role
              }
            }
          }
        `)
      ).data!.me.roles,
    ).toEqual([]);

    const onMainSite = await accountOn('localhost');
    expect((await onMainSite.graphql(ACCESS)).data!.gameBuilderAccess.buildsHere).toBe(true);
    const built = await onMainSite.graphql(CREATE, { settings: SETTINGS });
    expect(built.errors).toBeUndefined();
    expect(built.data!.createGame.shareUrl).toMatch(new RegExp(`^${PUBLIC_URL}/game/`));
    expect(await gamesBuiltBy(onMainSite.accountId)).toEqual([
      { brand: 'ballpark', status: 'draft', visibility: 'public' },
    ]);
  });

  it.each([
    ['a creator the brand invited', [{ role: 'creator', brand: BRAND }]],
    ["the brand's admin", [{ role: 'brand_admin', brand: BRAND }]],
    ['a site admin', [{ role: 'site_admin' }]],
  ] as const)('lets %s publish a game listed on the brand', async (_, roles) => {
    const { graphql, accountId } = await accountOn(BRAND_HOST, [...roles]);
    const { game, refused } = await buildAndPublish(graphql);
    expect(refused).toBeUndefined();
    expect(await gamesBuiltBy(accountId)).toEqual([{ brand: BRAND, status: 'published', visibility: 'public' }]);
    expect(await listedSlugs(BRAND_HOST)).toContain(game!.slug);
    expect((await graphql(ACCESS)).data!.gameBuilderAccess.buildsHere).toBe(true);
  });

  it.each([
    ["another brand's admin", () => [{ role: 'brand_admin' as const, brand: otherBrand }]],
    ['a creator another brand invited', () => [{ role: 'creator' as const, brand: otherBrand }]],
    ['a creator of the main site', () => [{ role: 'creator' as const }]],
  ])('refuses %s on the brand host', async (_, roles) => {
    const { graphql, accountId } = await accountOn(BRAND_HOST, roles());
    const { refused } = await buildAndPublish(graphql);
    expect(refused).toMatchObject({ message: REFUSAL, extensions: { code: 'FORBIDDEN' } });
    expect(await gamesBuiltBy(accountId)).toEqual([]);
    expect((await graphql(ACCESS)).data!.gameBuilderAccess.buildsHere).toBe(false);
  });

  it('keeps a draft from being published or set up once its creator is no longer invited', async () => {
    const invited = await accountOn(BRAND_HOST, [{ role: 'creator', brand: BRAND }]);
    const created = await invited.graphql(CREATE, { settings: SETTINGS });
    const draft = created.data!.createGame;
    for (const listingId of catalogue.slice(0, 2))
      await invited.graphql(ADD_CATALOGUE, { gameId: draft.id, listingId });
    await app.database.dataSource.query(
      `DELETE FROM account_role WHERE "accountId" = $1 AND role = 'creator' AND "brandId" IS NOT NULL`,
      [invited.accountId],
    );
    // Still a creator (of the main site: its first game granted that), still this draft's creator: not the brand's voice.
    for (const [query, variables] of [
      [PUBLISH, { gameId: draft.id }],
      [UPDATE, { gameId: draft.id, settings: { ...SETTINGS, title: 'Official game' } }],
    ] as const) {
      const refused = await invited.graphql(query, variables);
      expect(refused.errors?.[0]).toMatchObject({ message: REFUSAL, extensions: { code: 'FORBIDDEN' } });
    }
    expect(await gamesBuiltBy(invited.accountId)).toEqual([{ brand: BRAND, status: 'draft', visibility: 'public' }]);
    expect(await listedSlugs(BRAND_HOST)).not.toContain(draft.slug);
    // The brand's admin still may.
    const admin = await accountOn(BRAND_HOST, [{ role: 'brand_admin', brand: BRAND }]);
    const published = await admin.graphql(PUBLISH, { gameId: draft.id });
    expect(published.errors).toBeUndefined();
    expect(await listedSlugs(BRAND_HOST)).toContain(draft.slug);
  });
});
