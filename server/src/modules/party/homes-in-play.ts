import type { DataSource, EntityManager } from 'typeorm';

/**
 * A home in play: the home of a party round not revealed yet. A room's rounds are drawn when it starts and it
 * finishes only after its last reveal, so this covers the round on screen and those still to come. Until the reveal
 * its price must not be learnable by any other path (GAME-RULES "Secrecy of the price"): a solo guess of it is
 * refused (`GuessService.submit`) and draws take it last (`drawHomes`). By listing, as one listing may be a home of
 * several games. The partial index `party_round_unrevealed` keeps this to the rounds in play.
 */
export function listingInPlaySql(listingIdSql: string): string {
  return `EXISTS (SELECT 1 FROM party_round round JOIN game_home home ON home.id = round."gameHomeId"
            WHERE round."revealedAt" IS NULL AND home."listingId" = ${listingIdSql})`;
}

/** Of these listings, the ones in play in a party round (see `listingInPlaySql`). */
export async function listingsInPlay(db: DataSource | EntityManager, listingIds: string[]): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows: { listingId: string }[] = await db.query(
    `SELECT DISTINCT home."listingId" FROM party_round round JOIN game_home home ON home.id = round."gameHomeId"
     WHERE round."revealedAt" IS NULL AND home."listingId" = ANY($1::uuid[])`,
    [listingIds],
  );
  return new Set(rows.map((row) => row.listingId));
}
