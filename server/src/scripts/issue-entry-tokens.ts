import 'reflect-metadata';
import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../db/database';
import { issueEntryTokens } from '../modules/session/entry-tokens';

const MAX_TOKENS = 500;

/**
 * `npm run entry-tokens -w server -- GAME_SLUG [COUNT]`: prints COUNT (default 10) new entry tokens for a game of the
 * default brand that is entered by token, one a line, for its host to hand out. They are shown only this once.
 */
export async function runIssueEntryTokens(args: readonly string[]): Promise<number> {
  const [slug, rawCount = '10'] = args;
  const count = Number(rawCount);
  if (!slug || args.length > 2 || !Number.isInteger(count) || count < 1 || count > MAX_TOKENS) {
    console.error(`usage: npm run entry-tokens -w server -- GAME_SLUG [COUNT, 1-${MAX_TOKENS}]`);
    return 1;
  }
  let database: Database | undefined;
  try {
    database = await openDatabase(loadConfig(), (message) => console.error(message));
    const [game]: { id: string; entryByToken: boolean }[] = await database.dataSource.query(
      `SELECT g.id, g."entryByToken" FROM game g JOIN brand b ON b.id = g."brandId" WHERE b."isDefault" AND g.slug = $1`,
      [slug],
    );
    if (!game?.entryByToken) {
      console.error(`no game "${slug}" entered by token on the default site`);
      return 1;
    }
    for (const token of await issueEntryTokens(database.dataSource, game.id, count)) console.log(token);
    return 0;
  } catch (error) {
    console.error(`issuing tokens failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

if (require.main === module) {
  void runIssueEntryTokens(process.argv.slice(2)).then((code) => process.exit(code));
}
