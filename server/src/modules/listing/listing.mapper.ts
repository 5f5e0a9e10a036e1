import { PictureKindEnum, type PriceKindEnum } from '../../graphql/enums';
import type { ListingEntity } from './listing.entity';
import { PICTURE_KINDS, pictureAlt } from './listing-pictures';
import type { HomeType } from './listing.types';

export function pictureUrl(listingId: string, kind: string): string {
  return `/media/homes/${listingId}/${kind}.svg`;
}

/** The public view of a listing: every fact except the secret price columns. */
export function toHome(listing: ListingEntity): HomeType {
  const { actualPrice: _secret, sourceRef: _internal, createdAt: _created, ...facts } = listing;
  return {
    ...facts,
    priceKind: listing.priceKind as PriceKindEnum,
    pictures: PICTURE_KINDS.map((kind) => ({
      kind: kind as PictureKindEnum,
      url: pictureUrl(listing.id, kind),
      alt: pictureAlt(kind, listing),
    })),
  };
}
