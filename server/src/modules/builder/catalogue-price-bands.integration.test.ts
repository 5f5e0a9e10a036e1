import { PRICE_BANDS, priceBandLabel, priceBandOf } from '@ballpark/common/game-builder';
import { currencySymbol } from '@ballpark/common/price-format';
import { accountOnHost, type browserWithRoles } from '../../../test/accounts';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../../test/test-app';

/**
 * A home's price band is part of its price: the builder's catalogue (any account may search it) and its homes show a
 * band, and search by one, only where every game of the home has closed. Homes of open games are still found by
 * place and type, with no band. Against a real app and PostgreSQL, on a brand of the test's own.
 */
let app: TestApp;
const BRAND = 'bandtest';
const HOST = `${BRAND}.localhost`;
const DAY = 86_400_000;

interface Home {
  id: string;
  actualPrice: number;
  currency: string;
}
/** In the brand's open game only. */
let open: Home[];
/** In the brand's closed game only: their bands show. */
let closed: Home[];
/** In the brand's closed game and in another game that is not closed (of any brand): their bands stay hidden. */
let closedButPlayedElsewhere: Home[];
type Graphql = (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse>;
/** An account holding no role at all: it builds nothing on the brand's site, but may search its catalogue. */
let graphql: Graphql;

const CATALOGUE = `query($place: String, $priceBand: String) {
  catalogueHomes(place: $place, priceBand: $priceBand) { id priceBand }
}`;
const bandOf = (home: Home) => priceBandLabel(priceBandOf(home.actualPrice), currencySymbol(home.currency));

async function insertGame(options: {
  brand: string | null;
  slug: string;
  variant: string;
  endsAt: Date | null;
  status?: 'draft' | 'published';
  homes: Home[];
}): Promise<void> {
  const [game] = await app.database.dataSource.query(
    `INSERT INTO game ("brandId", slug, title, "roundCount", variant, "scoringMode", "endsAt", status)
     SELECT id, $1, $1, 2, $2, 'bands', $3, $4 FROM brand
     WHERE CASE WHEN $5::text IS NULL THEN "isDefault" ELSE name = $5 END RETURNING id`,
    [options.slug, options.variant, options.endsAt, options.status ?? 'published', options.brand],
  );
  await app.database.dataSource.query(
    `INSERT INTO game_home ("gameId", "listingId", position)
     SELECT $1, id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS pool(id, position)`,
    [game.id, options.homes.map((home) => home.id)],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  // Before any request: brands are cached.
  await app.database.dataSource.query(
    `INSERT INTO brand (name, "displayName", "brandColors")
     VALUES ($1, 'Band Test Homes', '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
    [BRAND],
  );
  // Complete homes no game plays yet, spread over the price range so that every band has some.
  const unused: Home[] = await app.database.dataSource.query(
    `SELECT id, "actualPrice", currency FROM listing l
     WHERE cardinality("missingFacts") = 0 AND NOT EXISTS (SELECT 1 FROM game_home gl WHERE gl."listingId" = l.id)
     ORDER BY "actualPrice", id`,
  );
  const spread = Array.from({ length: 16 }, (_, index) => unused[Math.floor((index * (unused.length - 1)) / 15)]);
  open = spread.filter((_, index) => index % 2 === 0);
  const closingGame = spread.filter((_, index) => index % 2 === 1);
  closedButPlayedElsewhere = closingGame.slice(0, 3);
  closed = closingGame.slice(3);
  expect(new Set(closed.map((home) => priceBandOf(home.actualPrice).id)).size).toBeGreaterThanOrEqual(3);

  await insertGame({ brand: BRAND, slug: 'bands-open', variant: 'public', endsAt: null, homes: open });
  await insertGame({
    brand: BRAND,
    slug: 'bands-closed',
    variant: 'one_off',
    endsAt: new Date(Date.now() - DAY),
    homes: closingGame,
  });
  const [publicPastItsEnd, stillOpenOneOff, draft] = closedButPlayedElsewhere;
  // A classic game past its end time does not close: sessions started before it still take guesses.
  await insertGame({
    brand: null,
    slug: 'bands-classic-ended',
    variant: 'public',
    endsAt: new Date(Date.now() - DAY),
    homes: [publicPastItsEnd],
  });
  await insertGame({
    brand: null,
    slug: 'bands-one-off-open',
    variant: 'one_off',
    endsAt: new Date(Date.now() + DAY),
    homes: [stillOpenOneOff],
  });
  // A draft (any account's) is published and played later.
  await insertGame({
    brand: null,
    slug: 'bands-draft',
    variant: 'public',
    endsAt: null,
    status: 'draft',
    homes: [draft],
  });

  graphql = await signedIn('bands.player@example.com', []);
}, 60_000);
afterAll(() => app.close());

/** A new account holding these roles, logged in on the brand's host. */
async function signedIn(email: string, roles: Parameters<typeof browserWithRoles>[2]): Promise<Graphql> {
  return (await accountOnHost(app, HOST, email, roles)).graphql;
}

async function search(priceBand: string | null): Promise<Map<string, string | null>> {
  const found = await graphql(CATALOGUE, { place: null, priceBand });
  expect(found.errors).toBeUndefined();
  return new Map(
    found.data!.catalogueHomes.map((home: { id: string; priceBand: string | null }) => [home.id, home.priceBand]),
  );
}

describe("the catalogue's price bands", () => {
  it('finds every home of the brand, with a band only where every game of the home has closed', async () => {
    const found = await search(null);
    expect(found.size).toBe(16);
    for (const home of [...open, ...closedButPlayedElsewhere]) expect(found.get(home.id)).toBeNull();
    for (const home of closed) expect(found.get(home.id)).toBe(bandOf(home));
  });

  it.each(PRICE_BANDS.map((band) => [band.id]))(
    'finds by the band %s only homes whose games have all closed',
    async (bandId) => {
      const found = await search(bandId);
      const expected = closed.filter((home) => priceBandOf(home.actualPrice).id === bandId);
      expect([...found.keys()].sort()).toEqual(expected.map((home) => home.id).sort());
      for (const home of expected) expect(found.get(home.id)).toBe(bandOf(home));
    },
  );

  it('hides the band again once a closed home is in a game that is not closed, in the catalogue and the builder', async () => {
    const asCreator = await signedIn('bands.creator@example.com', [{ role: 'creator', brand: BRAND }]);
    const created = await asCreator(
      `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id } }`,
      { settings: { title: 'Bands', variant: 'PUBLIC', roundCount: 2, poolSize: null, startsAt: null, endsAt: null } },
    );
    expect(created.errors).toBeUndefined();
    const gameId = created.data!.createGame.id;
    const [picked] = closed;
    for (const home of [picked, open[0]]) {
      const added = await asCreator(
        `mutation($gameId: ID!, $listingId: ID!) {
          addCatalogueHome(gameId: $gameId, listingId: $listingId) { game { homes { listingId price priceBand } } }
        }`,
        { gameId, listingId: home.id },
      );
      expect(added.errors).toBeUndefined();
    }
    const draft = await asCreator(`query($id: ID!) { builderGame(id: $id) { homes { listingId price priceBand } } }`, {
      id: gameId,
    });
    expect(draft.data!.builderGame.homes).toEqual([
      { listingId: picked.id, price: null, priceBand: null },
      { listingId: open[0].id, price: null, priceBand: null },
    ]);
    const found = await search(null);
    expect(found.get(picked.id)).toBeNull();
    expect((await search(priceBandOf(picked.actualPrice).id)).has(picked.id)).toBe(false);
  });
});
