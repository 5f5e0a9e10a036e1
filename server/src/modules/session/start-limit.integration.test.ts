import { RATE_LIMITS } from '../../platform/rate-limits';
import { newVisitorToken, startTestApp, type TestApp } from '../../../test/test-app';
import { createTestGame } from '../../../test/test-games';

/**
 * Throwaway visitors starting session after session from one address (fishing a game's homes for their prices) are
 * stopped by the per-IP limit, while a classroom behind one address plays on. The test's own database has its own
 * rate-limit counters, so its address starts from zero.
 */
const GAME = 'start-limit';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await createTestGame(app.database, { slug: GAME, roundCount: 3, poolSize: 12 });
}, 60_000);
afterAll(() => app.close(), 60_000);

const START = `mutation($input: StartSessionInput!) { startSession(input: $input) { id } }`;
const start = (on: Pick<TestApp, 'graphql'> = app) =>
  on.graphql(START, { input: { gameSlug: GAME, playerName: 'Fisher' } }, newVisitorToken());
const sessionCount = async () =>
  (await app.database.dataSource.query(`SELECT count(*)::int AS count FROM play_session`))[0].count as number;

it('refuses the session starts of one address past its limit, each visitor new, with a clear message', async () => {
  const { perIp } = RATE_LIMITS.startSession;
  // A classroom of 30 starting three games each.
  for (let started = 0; started < perIp; started += 1) expect((await start()).errors).toBeUndefined();
  const before = await sessionCount();
  const refused = await start();
  expect(refused.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^Too many requests: please wait \d+ s and try again\.$/),
    extensions: { code: 'RATE_LIMITED' },
  });
  const spanish = await start(app.onHost('casaverde.localhost'));
  expect(spanish.errors?.[0]?.message).toMatch(/^Demasiadas solicitudes: espera \d+ s y vuelve a intentarlo\.$/);
  expect(await sessionCount()).toBe(before);
});
