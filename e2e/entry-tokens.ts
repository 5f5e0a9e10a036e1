import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Issues entry tokens for a game the way its host does: the project's own script (`npm run entry-tokens -w server`,
 * built by `npm run build`), run against the e2e server's database, whose URL scripts/e2e-server.mjs writes down.
 */
export function issueEntryTokens(gameSlug: string, count: number): string[] {
  const urlFile = process.env.E2E_DATABASE_URL_FILE;
  if (!urlFile || !fs.existsSync(urlFile)) throw new Error('The e2e server has not written its database URL');
  const output = execFileSync(
    process.execPath,
    ['server/dist/server/src/scripts/issue-entry-tokens.js', gameSlug, String(count)],
    { env: { ...process.env, DATABASE_URL: fs.readFileSync(urlFile, 'utf8'), REDIS_URL: '' }, encoding: 'utf8' },
  );
  const tokens = output.trim().split('\n');
  if (tokens.length !== count) throw new Error(`Expected ${count} tokens, got: ${output}`);
  return tokens;
}
