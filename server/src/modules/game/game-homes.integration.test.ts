import { createTestGame } from '../../../test/test-games';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Game.homes(first): the first homes of the pool, in the game's order, for cards that show a few. */
let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp();
  await createTestGame(harness.database, { slug: 'homes-first-test', roundCount: 2, poolSize: 6 });
});

afterAll(() => harness?.close());

it("gives the first homes of the pool, in the game's order", async () => {
  const all = await harness.graphql(`{ game(slug: "homes-first-test") { homes { id } } }`);
  const first = await harness.graphql(`{ game(slug: "homes-first-test") { homes(first: 2) { id } } }`);
  expect(all.data!.game.homes).toHaveLength(6);
  expect(first.data!.game.homes).toEqual(all.data!.game.homes.slice(0, 2));
});

it('refuses a count out of range, with a clear error', async () => {
  for (const first of [0, -1, 101]) {
    const response = await harness.graphql(`{ game(slug: "homes-first-test") { homes(first: ${first}) { id } } }`);
    expect(response.errors?.[0]?.message).toBe('first must be 1-100.');
  }
});
