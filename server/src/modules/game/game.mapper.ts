import { redditSuffix, variantRules, type GameVariant } from '@ballpark/common/game-variants';
import type { GameListingEntity } from './game.entity';
import type { GameHomeType } from './game.types';
import { toHome } from '../listing/listing.mapper';

/** A home's title in its game; where the variant hides facts, only its place (the listing's title names its type). */
export function gameHomeTitle(gameListing: GameListingEntity, variant: GameVariant): string {
  const listing = gameListing.listing;
  if (!listing) throw new Error('gameHomeTitle needs the listing relation loaded');
  if (!variantRules(variant).showsFacts) return `A home in ${listing.city}`;
  return gameListing.displayTitle ?? listing.title;
}

export function toGameHome(gameListing: GameListingEntity, round: number | null, variant: GameVariant): GameHomeType {
  const listing = gameListing.listing;
  if (!listing) throw new Error('toGameHome needs the listing relation loaded');
  const title = gameHomeTitle(gameListing, variant);
  const showsFacts = variantRules(variant).showsFacts;
  return {
    id: gameListing.id,
    round,
    title,
    redditSuffix: redditSuffix(title),
    home: toHome(listing, showsFacts ? null : title),
  };
}
