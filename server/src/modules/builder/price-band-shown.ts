import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { GAME_VARIANTS, variantRules } from '@ballpark/common/game-variants';
import { ListingEntity } from '../listing/listing.entity';

/**
 * A home's price band is part of its price (GAME-RULES "Secrecy of the price"): the builder shows it to no one who could still
 * play the home before guessing it, so only where every game of the home, of any brand, draft or published, has closed
 * (`isClosed`: a variant that closes, past its end; no session starts and no guess is taken after it). A game that
 * never closes, or has not yet, keeps it hidden.
 */
const CLOSING_VARIANTS = GAME_VARIANTS.filter((variant) => variantRules(variant).canClose);

/** SQL true when every game of the listing (`listingId`, a column of the query) has closed; params: bandShownParams. */
export function bandShownSql(listingId: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM game_home band_home JOIN game band_game ON band_game.id = band_home."gameId"
    WHERE band_home."listingId" = ${listingId}
      AND NOT (band_game.variant::text = ANY(:closingVariants) AND band_game."endsAt" IS NOT NULL
               AND band_game."endsAt" <= now()))`;
}

export const bandShownParams = { closingVariants: CLOSING_VARIANTS };

/** Which of these listings' bands may be shown (bandShownSql). */
export async function listingsWithBandShown(dataSource: DataSource, listingIds: string[]): Promise<Set<string>> {
  if (!listingIds.length) return new Set();
  const query: SelectQueryBuilder<ListingEntity> = dataSource
    .getRepository(ListingEntity)
    .createQueryBuilder('listing')
    .select('listing.id', 'id')
    .where('listing.id IN (:...listingIds)', { listingIds })
    .andWhere(bandShownSql('listing.id'), bandShownParams);
  const rows: { id: string }[] = await query.getRawMany();
  return new Set(rows.map((row) => row.id));
}
