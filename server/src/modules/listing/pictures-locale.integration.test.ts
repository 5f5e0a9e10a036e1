import { createTestGame } from '../../../test/test-games';
import { requestOnHost, startTestApp, type TestApp } from '../../../test/test-app';

/** A home's drawings and their text alternatives speak the language of the site that shows them. */
const SPANISH_HOST = 'casaverde.localhost';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: 'pictures-es', roundCount: 2, poolSize: 2, brand: 'casaverde' });
  await createTestGame(app.database, { slug: 'pictures-en', roundCount: 2, poolSize: 2 });
}, 60_000);
afterAll(() => app?.close(), 60_000);

const PICTURES = (slug: string) => `{ game(slug: "${slug}") { homes { home { pictures { kind url alt } } } } }`;
type Picture = { kind: string; url: string; alt: string };
const picturesOf = async (on: Pick<TestApp, 'graphql'>, slug: string): Promise<Picture[]> => {
  const response = await on.graphql(PICTURES(slug));
  expect(response.errors).toBeUndefined();
  return response.data!.game.homes.flatMap((home: { home: { pictures: Picture[] } }) => home.home.pictures);
};

it("gives a Spanish brand's pictures Spanish text alternatives, and draws them with Spanish words", async () => {
  const pictures = await picturesOf(app.onHost(SPANISH_HOST), 'pictures-es');
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) expect(picture.alt).toMatch(/^(Fachada|Vista de la calle|Plano): /);

  const plan = pictures.find((picture) => picture.kind === 'PLAN')!;
  const svg = (await requestOnHost(app.baseUrl, SPANISH_HOST, plan.url)).body.toString();
  expect(svg).toContain(`<title>${plan.alt.replace(/&/g, '&amp;')}</title>`);
  expect(svg).toMatch(/>Dormitorio 1<|>Estudio</);
  expect(svg).not.toMatch(/Bedroom|Approx|sq ft/);
});

it("keeps the default site's pictures in English", async () => {
  const pictures = await picturesOf(app, 'pictures-en');
  for (const picture of pictures) expect(picture.alt).toMatch(/^(Front of|Street view of|Floor plan of) an? /);
});
