/**
 * Runs every step of a test file's teardown, in order, even when an earlier one fails, then throws the first error:
 * an app that would not close still lets the database be dropped. Steps tolerate what their `beforeAll` never made
 * (`() => app?.close()`), so a setup that failed part way is reported as itself, not as a TypeError of its teardown.
 */
export async function teardown(...steps: (() => unknown)[]): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
