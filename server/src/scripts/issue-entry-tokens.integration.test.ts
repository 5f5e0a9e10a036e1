import { startSession } from '../../test/play-game';
import { newVisitorToken, startTestApp, type TestApp } from '../../test/test-app';
import { createTestGame } from '../../test/test-games';
import { runIssueEntryTokens } from './issue-entry-tokens';

let harness: TestApp;
const printed: string[] = [];

beforeAll(async () => {
  harness = await startTestApp();
  await createTestGame(harness.database, { slug: 'tokens-script', roundCount: 2, poolSize: 4, entryByToken: true });
  await createTestGame(harness.database, { slug: 'no-tokens', roundCount: 2, poolSize: 4 });
  process.env.DATABASE_URL = harness.database.url;
  jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  delete process.env.DATABASE_URL;
  jest.restoreAllMocks();
  await harness?.close();
});

describe('npm run entry-tokens', () => {
  it('prints tokens that each start one session of the game', async () => {
    await expect(runIssueEntryTokens(['tokens-script', '3'])).resolves.toBe(0);
    expect(new Set(printed).size).toBe(3);
    const session = await startSession(harness, newVisitorToken(), { game: 'tokens-script', entryToken: printed[0] });
    expect(session.homeIds).toHaveLength(2);
    await expect(
      startSession(harness, newVisitorToken(), { game: 'tokens-script', entryToken: printed[0] }),
    ).rejects.toThrow(/has been used/);
  });

  it('refuses a game not entered by token, and a bad count', async () => {
    await expect(runIssueEntryTokens(['no-tokens'])).resolves.toBe(1);
    await expect(runIssueEntryTokens(['tokens-script', '0'])).resolves.toBe(1);
    const [{ count }] = await harness.database.dataSource.query(`SELECT count(*)::int AS count FROM game_entry_token`);
    expect(count).toBe(3);
  });
});
