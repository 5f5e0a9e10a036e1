import { randomUUID } from 'node:crypto';
import { brandAdminOnItsHost } from '../../test/accounts';
import { gameSettings } from '../../test/builder-settings';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';

/**
 * What the server refuses and tells a creator or a player (the builder, the importer, who may do what, sessions,
 * homes, party rooms) is in the brand's language: a Spanish brand answers in Spanish, an English one in English.
 */
const SPANISH = { name: 'refusales', locale: 'es' };
const ENGLISH = { name: 'refusalen', locale: 'en' };
type Brand = typeof SPANISH;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // Before any request: brands are cached.
  for (const brand of [SPANISH, ENGLISH])
    await app.database.dataSource.query(
      `INSERT INTO brand (name, "displayName", locale, "brandColors")
       VALUES ($1, $1, $2, '{"primary":"#1d3557","secondary":"#f1faee","accent":"#e63946"}')`,
      [brand.name, brand.locale],
    );
});
afterAll(() => app?.close());

const on = (brand: Brand) => app.onHost(`${brand.name}.localhost`);

const CREATE_GAME = `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id publishProblems } }`;
const ADD_URLS = `mutation($gameId: ID!, $urls: [String!]!) {
  addHomesFromUrls(gameId: $gameId, urls: $urls) { results { status message } }
}`;
const ADD_CSV = `mutation($gameId: ID!, $csv: String!) { addHomesFromCsv(gameId: $gameId, csv: $csv) { problems } }`;
const HEADER =
  'id,date,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,condition,grade,yr_built,' +
  'yr_renovated,zipcode,lat,long';
const BAD_ZIP_ROW = '8888300520,20141013T000000,221900,3,1,1180,5650,1,0,0,3,7,1955,0,98X78,47.5112,-122.257';

let accounts = 0;

/** An admin of the brand logged in on its host. */
const adminOn = (brand: Brand) => brandAdminOnItsHost(app, brand.name, `words.admin${++accounts}@example.com`);

/** What the builder answers a brand admin of the brand: a game's settings, pasted addresses and a CSV refused. */
async function builderRefusals(brand: Brand) {
  const admin = await adminOn(brand);
  const untitled = await admin.graphql(CREATE_GAME, { settings: gameSettings({ title: ' ' }) });
  const created = await admin.graphql(CREATE_GAME, { settings: gameSettings() });
  const gameId = created.data!.createGame.id;
  const nothingPasted = await admin.graphql(ADD_URLS, { gameId, urls: [] });
  const pasted = await admin.graphql(ADD_URLS, { gameId, urls: ['not an address', 'http://10.0.0.7/home/1'] });
  const noHeader = await admin.graphql(ADD_CSV, { gameId, csv: 'id,price\n1,2\n' });
  const badRow = await admin.graphql(ADD_CSV, { gameId, csv: `${HEADER}\n${BAD_ZIP_ROW}\n` });
  const publish = await admin.graphql(`mutation($gameId: ID!) { publishGame(gameId: $gameId) { id } }`, { gameId });
  return {
    untitled: untitled.errors?.[0]?.message,
    publishProblems: created.data!.createGame.publishProblems,
    nothingPasted: nothingPasted.errors?.[0]?.message,
    pasted: pasted.data!.addHomesFromUrls.results.map((result: { message: string }) => result.message),
    noHeader: noHeader.errors?.[0]?.message,
    badRow: badRow.data!.addHomesFromCsv.problems,
    publish: publish.errors?.[0]?.message,
  };
}

/** What a guest and a player are refused: building, a session, a home and a room that do not exist. */
async function playerRefusals(brand: Brand) {
  const player = newVisitorToken();
  const build = await on(brand).graphql(CREATE_GAME, { settings: gameSettings() }, player);
  const session = await on(brand).graphql(
    `query($id: ID!) { shareableResult(sessionId: $id) { shareText } }`,
    { id: randomUUID() },
    player,
  );
  const home = await on(brand).graphql(`query($id: ID!) { gameHome(id: $id) { id } }`, { id: randomUUID() });
  const room = await on(brand).graphql(
    `mutation { joinPartyRoom(code: "ZZZZZZ", playerName: "Ana") { code } }`,
    {},
    player,
  );
  return [build, session, home, room].map((response) => response.errors?.[0]?.message);
}

const UPDATE_PROFILE = `mutation($input: BrandProfileInput!) { updateBrandProfile(input: $input) { displayName } }`;

/** A profile its admin saves with a colour, a social link and a game the site does not have: refused whole. */
async function profileRefusal(brand: Brand) {
  const admin = await adminOn(brand);
  const response = await admin.graphql(UPDATE_PROFILE, {
    input: {
      displayName: brand.name,
      description: '',
      tagline: '',
      brandColors: { primary: 'green', secondary: '#f1faee', accent: '#e63946' },
      homeUrl: '',
      serviceEmail: '',
      whitelabelName: '',
      logoUrl: '',
      layoutComponent: 'SiteLayout',
      homePageComponent: 'GamesHome',
      brandedGameSlug: 'no-such-game',
      locale: brand.locale,
      phone: '',
      officePhone: '',
      whatsapp: '',
      company: '',
      addressLine1: '',
      addressLine2: '',
      website: '',
      agentName: '',
      agentTitle: '',
      specialties: [],
      coverageAreas: [],
      socialMedia: [{ network: 'instagram', url: 'instagram.com/casa' }],
      location: '',
      propertyReference: '',
      googleAnalyticsId: '',
    },
  });
  expect(response.data).toBeNull();
  const [{ message, extensions }] = response.errors!;
  return { message, extensions };
}

describe("the server's refusals", () => {
  it("tell a Spanish brand's creator what the builder and the importer refuse, in Spanish", async () => {
    expect(await builderRefusals(SPANISH)).toEqual({
      untitled: 'Ponle un título al juego.',
      publishProblems: ['Añade 3 casas más: el juego necesita 3 casas visibles.'],
      nothingPasted: 'Pega al menos la dirección de un anuncio.',
      pasted: [
        'Eso no es una dirección web: pega la URL completa del anuncio (https://...).',
        '10.0.0.7 no es una dirección pública de internet (es una red privada, local o reservada): no se puede importar.',
      ],
      noHeader: expect.stringMatching(/^El CSV necesita una cabecera con las columnas id, date, .* \(le faltan date, /),
      badRow: ['línea 2: zipcode debe tener 5 dígitos, no "98X78"'],
      publish: 'Añade 3 casas más: el juego necesita 3 casas visibles.',
    });
  });

  it("keep an English brand's words as they were", async () => {
    expect(await builderRefusals(ENGLISH)).toEqual({
      untitled: 'Give the game a title.',
      publishProblems: ['Add 3 more homes: the game needs 3 shown homes.'],
      nothingPasted: 'Paste at least one listing address.',
      pasted: [
        "That is not a web address: paste the listing's full URL (https://...).",
        '10.0.0.7 is not a public internet address (a private, local or reserved network): it cannot be imported.',
      ],
      noHeader: expect.stringMatching(/^The CSV needs a header with the columns id, date, .* \(it lacks date, /),
      badRow: ['line 2: zipcode must be 5 digits, got "98X78"'],
      publish: 'Add 3 more homes: the game needs 3 shown homes.',
    });
  });

  it("tell a Spanish brand's guest and player what they may not do, and what does not exist, in Spanish", async () => {
    expect(await playerRefusals(SPANISH)).toEqual([
      'Inicia sesión para hacer esto.',
      'Esa partida no existe.',
      'Esa casa no forma parte de ningún juego.',
      'Ninguna sala tiene ese código: compruébalo con tu anfitrión.',
    ]);
    expect(await playerRefusals(ENGLISH)).toEqual([
      'Log in to do this.',
      'That game session does not exist.',
      'That home is not part of any game.',
      'No room has that code: check it with your host.',
    ]);
  });

  it("refuse a brand's profile in the brand's language, each problem under its field's key", async () => {
    expect(await profileRefusal(SPANISH)).toEqual({
      message:
        'No se ha guardado el perfil: Color principal: Tiene que ser un color escrito #rrggbb, como #1f6f5c. ' +
        'Red social 1: Escribe el enlace, que empiece por https://. ' +
        'El juego propio de la marca: Este sitio no tiene ningún juego «no-such-game».',
      extensions: {
        code: 'BAD_USER_INPUT',
        'brandColors.primary': 'Tiene que ser un color escrito #rrggbb, como #1f6f5c.',
        'socialMedia.0': 'Escribe el enlace, que empiece por https://.',
        brandedGameSlug: 'Este sitio no tiene ningún juego «no-such-game».',
      },
    });
    expect(await profileRefusal(ENGLISH)).toEqual({
      message:
        'The profile was not saved: Main colour: Must be a colour written #rrggbb, like #1f6f5c. ' +
        'Social link 1: Give the link, starting https://. ' +
        'The brand\'s own game: This site has no game "no-such-game".',
      extensions: {
        code: 'BAD_USER_INPUT',
        'brandColors.primary': 'Must be a colour written #rrggbb, like #1f6f5c.',
        'socialMedia.0': 'Give the link, starting https://.',
        brandedGameSlug: 'This site has no game "no-such-game".',
      },
    });
  });
});
