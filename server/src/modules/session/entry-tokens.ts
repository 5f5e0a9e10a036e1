import { playRefusal } from '@ballpark/common/play-refusals';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { wordsIn } from '../../i18n';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '@ballpark/common/errors';

/** Only the token's hash is stored, as for visitor tokens: a leaked row cannot be used to enter the game. */
export function entryTokenHash(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

/** Makes `count` new entry tokens for a game and returns them: they are shown this once, to hand out. */
export async function issueEntryTokens(dataSource: DataSource, gameId: string, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(9).toString('base64url'));
  await dataSource.query(`INSERT INTO game_entry_token ("gameId", "tokenHash") SELECT $1, unnest($2::text[])`, [
    gameId,
    tokens.map(entryTokenHash),
  ]);
  return tokens;
}

/**
 * The one answer to any token that cannot start a session now: unknown, used, another brand's, or its game shut (they
 * are not told apart), in the brand's locale.
 */
export const tokenRefused = (locale: BrandLocale) => playRefusal('TOKEN_REFUSED', wordsIn(locale).play.tokenRefused);

/**
 * The game of this brand that an unused entry token starts, for a player who has the token and not the game. Refuses
 * an unknown, used or other brand's token with the very answer a start with it gets, so the lookup tells nothing more.
 */
export async function gameIdOfEntryToken(
  dataSource: DataSource,
  brand: { id: string; locale: BrandLocale },
  token: string,
): Promise<string> {
  if (!token.trim()) throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).play.enterToken);
  const [row]: { gameId: string }[] = await dataSource.query(
    `SELECT t."gameId" FROM game_entry_token t JOIN game g ON g.id = t."gameId"
     WHERE t."tokenHash" = $1 AND t."usedAt" IS NULL AND g."brandId" = $2`,
    [entryTokenHash(token), brand.id],
  );
  if (!row) throw tokenRefused(brand.locale);
  return row.gameId;
}

/**
 * Uses a game's entry token for one session, inside the transaction that starts the session: the row lock makes a
 * second use, even a concurrent one, find it used.
 */
export async function consumeEntryToken(
  manager: EntityManager,
  gameId: string,
  token: string | null,
  sessionId: string,
  locale: BrandLocale,
): Promise<void> {
  if (!token?.trim()) throw new DomainError('BAD_USER_INPUT', wordsIn(locale).play.tokenNeeded);
  const [claimed]: [unknown[], number] = await manager.query(
    `UPDATE game_entry_token SET "usedAt" = now(), "sessionId" = $3
     WHERE "gameId" = $1 AND "tokenHash" = $2 AND "usedAt" IS NULL RETURNING id`,
    [gameId, entryTokenHash(token), sessionId],
  );
  if (claimed.length === 0) throw tokenRefused(locale);
}
