import type { GameVariant } from '@ballpark/common/game-variants';
import type { ScoringMode } from '@ballpark/common/scoring';
import type { TestDatabase } from './test-database';

/**
 * A game of the default brand (or of the brand named `brand`) made for one test, with a pool of `poolSize` homes from
 * the seeded listings (so the test does not depend on the demo games' pool sizes); `unusedListings` takes only homes
 * of no other game. Make it before any request reads it: games are cached.
 */
export async function createTestGame(
  database: TestDatabase,
  options: {
    slug: string;
    roundCount: number;
    poolSize: number;
    leaderboardEnabled?: boolean;
    brand?: string;
    unusedListings?: boolean;
    variant?: GameVariant;
    scoringMode?: ScoringMode;
    endsAt?: Date;
    entryByToken?: boolean;
  },
): Promise<string> {
  const [game] = await database.dataSource.query(
    `INSERT INTO game ("brandId", slug, title, "roundCount", "leaderboardEnabled", variant, "scoringMode", "endsAt",
       "entryByToken")
     SELECT id, $1, $1, $2, $3, $4, $5, $6, $7 FROM brand
     WHERE CASE WHEN $8::text IS NULL THEN "isDefault" ELSE name = $8 END
     RETURNING id`,
    [
      options.slug,
      options.roundCount,
      options.leaderboardEnabled ?? true,
      options.variant ?? 'public',
      options.scoringMode ?? 'bands',
      options.endsAt ?? null,
      options.entryByToken ?? false,
      options.brand ?? null,
    ],
  );
  if (!game) throw new Error(`no brand ${options.brand ?? '(default)'}`);
  const listings = await database.dataSource.query(
    `SELECT id FROM listing l
     WHERE NOT $2 OR NOT EXISTS (SELECT 1 FROM game_home gl WHERE gl."listingId" = l.id)
     ORDER BY "sourceRef" LIMIT $1`,
    [options.poolSize, options.unusedListings ?? false],
  );
  if (listings.length < options.poolSize) throw new Error(`only ${listings.length} listings to make a pool from`);
  await database.dataSource.query(
    `INSERT INTO game_home ("gameId", "listingId", position)
     SELECT $1, id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS pool(id, position)`,
    [game.id, listings.map((listing: { id: string }) => listing.id)],
  );
  return game.id;
}
