// The server project's timeout (server/test/setup.ts) is what a hook gets, not jest's 5 s default: a `beforeAll` that
// creates a database or starts an app takes longer than that on a busy machine.
const LONGER_THAN_JEST_DEFAULT_MS = 5_500;

let waited = false;
beforeAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_JEST_DEFAULT_MS));
  waited = true;
});

it("gives a hook more than jest's 5 s default", () => {
  expect(waited).toBe(true);
});
