import { request } from 'node:http';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { WHITE_LABEL_BRANDS, brandRow } from '../../db/seed/brands';

/** The brand API as integrators and the client see it, through the host a request comes on. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A GraphQL request on another host (node:http, as fetch may not set Host). */
function onHost<T = any>(host: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const url = new URL('/graphql', app.baseUrl);
  return new Promise<{ status: number; body: { data?: T; errors?: { message: string }[] } }>((resolve, reject) => {
    const body = JSON.stringify({ query, variables });
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          host: `${host}:${url.port}`,
          'content-type': 'application/json',
          ...(token ? { 'x-visitor-token': token } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function getOnHost(host: string, path: string) {
  const url = new URL(path, app.baseUrl);
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    request(url, { headers: { host: `${host}:${url.port}` } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, type: String(response.headers['content-type']), text }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const PROFILE = `name displayName homeUrl serviceEmail whitelabelName logoUrl layoutComponent homePageComponent
  brandedGameSlug description locale tagline phone officePhone whatsapp company website agentName agentTitle
  specialties coverageAreas location propertyReference googleAnalyticsId
  address { line1 line2 } brandColors { primary secondary accent } socialMedia { network url }`;

describe('brands', () => {
  it('lists every brand, the default first, with its public profile', async () => {
    const response = await app.graphql<{ brands: { name: string; logoUrl: string }[] }>(`{ brands { ${PROFILE} } }`);
    expect(response.errors).toBeUndefined();
    const names = response.data!.brands.map((brand) => brand.name);
    expect(names[0]).toBe('ballpark');
    expect(names.slice(1)).toEqual(WHITE_LABEL_BRANDS.map((brand) => brand.name).sort());
    const thames = response.data!.brands.find((brand) => brand.name === 'thamesandfinch');
    expect(thames).toMatchObject({
      displayName: 'Thames & Finch Estate Agents',
      layoutComponent: 'AgentLayout',
      address: { line1: '48 Upper Street', line2: 'London N1 0QH' },
      socialMedia: expect.arrayContaining([{ network: 'instagram', url: expect.stringContaining('instagram.com') }]),
      brandedGameSlug: 'thamesandfinch-house-prices-game',
      locale: 'en',
    });
  });

  it('has no private field to ask for', async () => {
    const response = await app.graphql(`{ brands { isDefault } }`);
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "isDefault"/);
  });
});

describe('currentBrand', () => {
  it('is the brand of the host, with its full profile', async () => {
    const { body } = await onHost('casaverde.localhost', `{ currentBrand { ${PROFILE} } }`);
    const casaverde = WHITE_LABEL_BRANDS.find((brand) => brand.name === 'casaverde')!;
    const { game: _game, address: _address, socialMedia: _social, ...fields } = casaverde;
    expect(body.data.currentBrand).toMatchObject({
      ...fields,
      logoUrl: brandRow(casaverde).logoUrl,
      address: { line1: 'Calle de Fuencarral 120', line2: '28010 Madrid' },
      locale: 'es',
    });
  });

  it('is the default brand on a bare host and on a host no brand has', async () => {
    expect((await onHost('localhost', `{ currentBrand { name } }`)).body.data.currentBrand.name).toBe('ballpark');
    expect((await onHost('nobody.localhost', `{ currentBrand { name } }`)).body.data.currentBrand.name).toBe(
      'ballpark',
    );
  });

  it("plays each brand's own game on its host, from its coverage areas", async () => {
    for (const brand of WHITE_LABEL_BRANDS) {
      const host = `${brand.name}.localhost`;
      const token = newVisitorToken();
      const slug = brandRow(brand).brandedGameSlug!;
      const started = await onHost(
        host,
        `mutation ($input: StartSessionInput!) { startSession(input: $input) { id rounds { gameHome { id home { city } } } } }`,
        { input: { gameSlug: slug, playerName: 'Tester' } },
        token,
      );
      expect(started.body.errors).toBeUndefined();
      const rounds = started.body.data.startSession.rounds as { gameHome: { id: string; home: { city: string } } }[];
      expect(rounds).toHaveLength(5);
      for (const round of rounds) expect(brand.coverageAreas).toContain(round.gameHome.home.city);
      const guess = await onHost(
        host,
        `mutation ($input: SubmitGuessInput!) { submitGuess(input: $input) { session { id } } }`,
        { input: { sessionId: started.body.data.startSession.id, gameHomeId: rounds[0].gameHome.id, amount: 300000 } },
        token,
      );
      expect(guess.body.errors).toBeUndefined();
    }
  });
});

describe('website', () => {
  it('lists the supported locales reduced to their languages, and the admin translations', async () => {
    const response = await app.graphql(
      `{ website { supportedLocales { code language variant label } adminTranslations { language label } } }`,
    );
    expect(response.data!.website).toEqual({
      supportedLocales: [
        { code: 'en-GB', language: 'en', variant: 'en-GB', label: 'English' },
        { code: 'en-US', language: 'en', variant: 'en-GB', label: 'English' },
        { code: 'es-ES', language: 'es', variant: 'es-ES', label: 'Español' },
      ],
      adminTranslations: [
        { language: 'en', label: 'English' },
        { language: 'es', label: 'Español' },
      ],
    });
  });
});

describe('logos', () => {
  it("draws each brand's logo from its profile, and nothing for a brand that does not exist", async () => {
    const logo = await getOnHost('localhost', '/media/brand/casaverde/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.type).toMatch(/^image\/svg\+xml/);
    expect(logo.text).toContain('#166534');
    expect(logo.text).toContain('>CV</text>');
    expect((await getOnHost('localhost', '/media/brand/nobody/logo.svg')).status).toBe(404);
  });
});
