import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brandAdminOnItsHost } from '../../../test/accounts';
import { playGame } from '../../../test/play-game';
import { newVisitorToken, requestOnHost, startTestApp, type TestApp } from '../../../test/test-app';

/**
 * A King County record's title, address line, description and source are composed as they are read, in the language
 * of the site that shows them: a Spanish brand's players and creators read them in Spanish, wherever they leave the
 * server (GraphQL, the page head, the share text, the drawings' titles, the catalogue); the default site in English.
 */
const SPANISH_HOST = 'casaverde.localhost';
// Records of the demo: one near a neighbourhood English names with "the", one near another, one whose area is its city.
const ZIPS = ['98105', '98107', '98052'];
let app: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-client-'));

/** A game of the brand (the default when null) of the demo's King County records in these ZIP codes, one each; made before any request. */
async function recordsGame(slug: string, brand: string | null): Promise<void> {
  await app.database.dataSource.query(
    `WITH game AS (
       INSERT INTO game ("brandId", slug, title, "roundCount")
       SELECT id, $1, 'Registros', 3 FROM brand WHERE CASE WHEN $2::text IS NULL THEN "isDefault" ELSE name = $2 END
       RETURNING id),
     records AS (
       SELECT DISTINCT ON ("postalCode") id, "postalCode" FROM listing
       WHERE "sourceRef" LIKE 'kc:%' AND "postalCode" = ANY($3) ORDER BY "postalCode", "sourceRef")
     INSERT INTO game_home ("gameId", "listingId", position)
     SELECT game.id, records.id, array_position($3, records."postalCode") FROM game, records`,
    [slug, brand, ZIPS],
  );
}

beforeAll(async () => {
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<html><head><!--ssr-head--></head><body><div id="root"></div></body></html>',
  );
  app = await startTestApp({ env: { CLIENT_DIST: clientDist } });
  await recordsGame('registros-es', 'casaverde');
  await recordsGame('records-en', null);
}, 60_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
}, 60_000);

const HOMES = (slug: string) => `{ game(slug: "${slug}") { homes {
  id title redditSuffix home { title addressLine description sourceNote pictures { kind url alt } }
} } }`;
interface ReadHome {
  id: string;
  title: string;
  redditSuffix: string;
  home: {
    title: string;
    addressLine: string;
    description: string;
    sourceNote: string;
    pictures: { kind: string; url: string; alt: string }[];
  };
}

async function homesOf(on: Pick<TestApp, 'graphql'>, slug: string): Promise<ReadHome[]> {
  const response = await on.graphql(HOMES(slug));
  expect(response.errors).toBeUndefined();
  return response.data!.game.homes;
}

// Words the importer used to store, which a Spanish reader must not meet.
const ENGLISH =
  /\b(bed|bedrooms?|bathrooms?|house|townhouse|Studio|Home|near|ZIP|sq ft|[Ss]old|Building grade|record)\b/;

it("reads a King County record in Spanish on a Spanish brand's site: GraphQL, head, share and drawings", async () => {
  const spanish = app.onHost(SPANISH_HOST);
  const homes = await homesOf(spanish, 'registros-es');
  expect(homes.map(({ home }) => home.addressLine)).toEqual([
    'Casa cerca del University District',
    'Casa cerca de Ballard',
    'Casa en el código postal 98052',
  ]);
  for (const { title, redditSuffix, home } of homes) {
    expect(title).toMatch(/^Casa (adosada )?(de \d+ dormitorios?|tipo estudio)$/);
    expect(home.title).toBe(title);
    expect(redditSuffix).toBe(title.toLowerCase().replace(/ /g, '_'));
    expect(home.description).toMatch(/dormitorio.* m² .*([Vv]endida en|La venta se registró en) \p{L}+ de 201[45]\.$/u);
    expect(home.sourceNote).toMatch(/^Vendida el .* · Registro público de ventas del condado de King$/);
    for (const text of [title, home.addressLine, home.description, home.sourceNote]) expect(text).not.toMatch(ENGLISH);
    for (const picture of home.pictures) expect(picture.alt).toContain(`: ${title}, `);
  }

  const [first] = homes;
  const svg = (await requestOnHost(app.baseUrl, SPANISH_HOST, first!.home.pictures[0]!.url)).body.toString();
  expect(svg).toContain(`<title>${first!.home.pictures[0]!.alt}</title>`);

  const head = (
    await requestOnHost(app.baseUrl, SPANISH_HOST, `/game/registros-es/property/${first!.id}/guesstimates`)
  ).body.toString();
  expect(head).toContain(`<title>Las estimaciones de todos: ${first!.title} | Registros | `);
  expect(head).toContain(
    `<meta name="description" content="Lo que estimaron los jugadores de Registros para ${first!.title},`,
  );

  const player = newVisitorToken();
  const played = await playGame(spanish, player, { game: 'registros-es', price: 100_000 });
  const shared = await spanish.graphql(
    `query($sessionId: ID!, $gameHomeId: ID!) {
       shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) { shareText gameHome { title } }
     }`,
    { sessionId: played.id, gameHomeId: played.homeIds[0] },
  );
  const { shareText, gameHome } = shared.data!.shareableHomeResult;
  expect(shareText).toContain(`\n${gameHome.title}: `);
  expect(gameHome.title).not.toMatch(ENGLISH);
});

it("shows a Spanish brand's creator the records of its catalogue in Spanish, found by their neighbourhood", async () => {
  const admin = await brandAdminOnItsHost(app, 'casaverde', 'texts.admin@example.com');
  const found = await admin.graphql(`query($place: String) { catalogueHomes(place: $place) { title city } }`, {
    place: 'university district',
  });
  expect(found.errors).toBeUndefined();
  expect(found.data!.catalogueHomes).toEqual([{ title: expect.stringMatching(/^Casa /), city: 'Seattle' }]);
});

it('keeps the default site in English, as the importer wrote it', async () => {
  const homes = await homesOf(app, 'records-en');
  expect(homes.map(({ home }) => home.addressLine)).toEqual([
    'Home near the University District',
    'Home near Ballard',
    'Home in ZIP 98052',
  ]);
  for (const { title, home } of homes) {
    expect(title).toMatch(/^(\d+ bed|Studio) (house|townhouse)$/);
    expect(home.description).toMatch(/ sq ft .*Building grade \d+ of 13 \(/);
    expect(home.sourceNote).toMatch(/ · King County public sale record$/);
    for (const picture of home.pictures) expect(picture.alt).toContain(` ${title.toLowerCase()} in `);
  }
});
