// The client project's timeout (client/src/test/setup.ts) is what a test gets, not jest's 5 s default: a component
// test that loads lazy routes takes longer than that on a busy machine.
const LONGER_THAN_JEST_DEFAULT_MS = 5_500;

it("gives a test more than jest's 5 s default", async () => {
  await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_JEST_DEFAULT_MS));
});
