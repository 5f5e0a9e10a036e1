import type { GameListingEntity } from './game.entity';
import type { GameHomeType } from './game.types';
import { toHome } from '../listing/listing.mapper';

export function toGameHome(gameListing: GameListingEntity, round: number | null): GameHomeType {
  const listing = gameListing.listing;
  if (!listing) throw new Error('toGameHome needs the listing relation loaded');
  return { id: gameListing.id, round, title: gameListing.displayTitle ?? listing.title, home: toHome(listing) };
}
