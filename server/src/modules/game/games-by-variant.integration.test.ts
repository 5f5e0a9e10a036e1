import { createTestGame } from '../../../test/test-games';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/test-app';

const GAMES = `query Games($first: Int!, $after: String, $variant: GameVariant) {
  games(first: $first, after: $after, variant: $variant) {
    nodes { slug variant }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** A brand of the test's own, so another brand's game of the same variant is at hand. */
const BRAND = 'varianttest';
/** The seeded klavo game of the default brand. */
const SEEDED_KLAVO = 'arizona-house-price-guess';

let harness: TestApp;

interface GameNode {
  slug: string;
  variant: string;
}

beforeAll(async () => {
  harness = await startTestApp();
  const { database } = harness;
  // Before any request: brands and games are cached.
  await database.dataSource.query(
    `INSERT INTO brand (name, "displayName", "brandColors")
     VALUES ($1, 'Variant Homes', '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
    [BRAND],
  );
  await createTestGame(database, { slug: 'klavo-one', roundCount: 2, poolSize: 2, variant: 'klavo' });
  await createTestGame(database, { slug: 'klavo-two', roundCount: 2, poolSize: 2, variant: 'klavo' });
  await createTestGame(database, { slug: 'brand-klavo', roundCount: 2, poolSize: 2, variant: 'klavo', brand: BRAND });
  await createTestGame(database, { slug: 'brand-ultima', roundCount: 2, poolSize: 2, variant: 'ultima', brand: BRAND });
});
afterAll(() => harness?.close());

async function allGames(app: TestApp, variant: string | null): Promise<GameNode[]> {
  const response = await app.graphql(GAMES, { first: 50, variant });
  expect(response.errors).toBeUndefined();
  expect(response.data!.games.pageInfo.hasNextPage).toBe(false);
  return response.data!.games.nodes;
}

describe('games(variant)', () => {
  it("lists the games of that variant only, of the request's brand only", async () => {
    const klavo = await allGames(harness, 'KLAVO');
    expect(klavo.map((game) => game.slug)).toEqual(expect.arrayContaining([SEEDED_KLAVO, 'klavo-one', 'klavo-two']));
    expect(klavo.map((game) => game.slug)).not.toContain('brand-klavo');
    expect(new Set(klavo.map((game) => game.variant))).toEqual(new Set(['KLAVO']));

    const ownHost = harness.onHost(`${BRAND}.localhost`);
    expect(await allGames(ownHost, 'KLAVO')).toEqual([{ slug: 'brand-klavo', variant: 'KLAVO' }]);
    expect(await allGames(ownHost, 'ONE_OFF')).toEqual([]);
  });

  it('lists every variant without one', async () => {
    const variants = new Set((await allGames(harness, null)).map((game) => game.variant));
    for (const variant of ['PUBLIC', 'KLAVO', 'ULTIMA', 'ONE_OFF', 'ROUNDUP', 'COMMUNITY'])
      expect(variants).toContain(variant);
  });

  it('pages through one variant, newest first, each game once', async () => {
    const klavo = await allGames(harness, 'KLAVO');
    const paged: GameNode[] = [];
    let after: string | null = null;
    for (let page = 0; page < klavo.length + 1; page += 1) {
      const response: GraphQLResponse = await harness.graphql(GAMES, { first: 1, after, variant: 'KLAVO' });
      expect(response.errors).toBeUndefined();
      paged.push(...response.data!.games.nodes);
      if (!response.data!.games.pageInfo.hasNextPage) break;
      after = response.data!.games.pageInfo.endCursor;
    }
    expect(paged).toEqual(klavo);
  });

  it('refuses a variant that does not exist', async () => {
    const response = await harness.graphql(GAMES, { first: 5, variant: 'PARTY' });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
