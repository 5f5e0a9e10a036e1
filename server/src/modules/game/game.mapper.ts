import type { BrandLocale } from '@ballpark/common/brand-components';
import { variantRules, type GameVariant } from '@ballpark/common/game-variants';
import { wordsIn } from '../../i18n';
import type { GameHomeEntity } from './game.entity';
import type { GameHomeType } from './game.types';
import { listingTitle } from '../listing/listing-texts';
import { toHome } from '../listing/listing.mapper';

/**
 * A home's title in its game, in the reader's locale: its display title, else the listing's; where the variant hides
 * facts, only its place (the listing's title names its type).
 */
export function gameHomeTitle(gameHome: GameHomeEntity, variant: GameVariant, locale: BrandLocale): string {
  const listing = gameHome.listing;
  if (!listing) throw new Error('gameHomeTitle needs the listing relation loaded');
  if (!variantRules(variant).showsFacts) return wordsIn(locale).placeOnlyTitle(listing.city);
  return gameHome.displayTitle ?? listingTitle(listing, locale);
}

export function toGameHome(gameHome: GameHomeEntity, round: number | null, variant: GameVariant): GameHomeType {
  const listing = gameHome.listing;
  if (!listing) throw new Error('toGameHome needs the listing relation loaded');
  return {
    id: gameHome.id,
    round,
    titleIn: (locale) => gameHomeTitle(gameHome, variant, locale),
    home: toHome(listing, !variantRules(variant).showsFacts),
  };
}
