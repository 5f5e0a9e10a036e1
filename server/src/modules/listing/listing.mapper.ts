import { PictureKindEnum, PriceKindEnum } from '../../graphql/enums';
import type { ListingEntity } from './listing.entity';
import { photoUrl } from '../../platform/photo-storage';
import { FACT_PICTURES, PICTURE_KINDS, pictureAlt } from './listing-pictures';
import type { HomeType } from './listing.types';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { wordsIn } from '../../i18n';

export function pictureUrl(listingId: string, kind: string): string {
  return `/media/homes/${listingId}/${kind}.svg`;
}

/**
 * "Sold 13 Oct 2014 · King County public sale record" in the brand's locale; an invented home says so instead of
 * naming a sale (short, as a phone shows it above the guess box; the guess box says its price is modelled).
 */
export function sourceNote(
  home: Pick<HomeType, 'illustrative' | 'sourceName' | 'priceKind' | 'priceDate'>,
  locale: BrandLocale,
): string {
  const words = wordsIn(locale).sourceNote;
  if (home.illustrative) return words.illustrative;
  const date = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${home.priceDate}T00:00:00Z`));
  const when = home.priceKind === PriceKindEnum.SOLD ? words.sold(date) : words.listed(date);
  return home.sourceName ? `${when} · ${home.sourceName}` : when;
}

/**
 * The public view of a listing: every fact except the secret price columns. With `placeOnlyTitle` (a variant that
 * shows pictures and place only), the facts are left out, with the pictures that draw them, and the title is that one.
 */
export function toHome(listing: ListingEntity, placeOnlyTitle: string | null = null): HomeType {
  const {
    actualPrice: _secret,
    sourceRef: _internal,
    createdAt: _created,
    source: sourceName,
    // The importer's own: the page it was pasted from, who pasted it and what was masked are not the players'.
    sourceUrl: _page,
    addedByAccountId: _importer,
    maskedPrices: _masked,
    photoKeys,
    ...facts
  } = listing;
  const home: HomeType = {
    ...facts,
    sourceName,
    priceKind: listing.priceKind as PriceKindEnum,
    pictures: PICTURE_KINDS.filter((kind) => placeOnlyTitle === null || !FACT_PICTURES.includes(kind)).map((kind) => ({
      kind: kind as PictureKindEnum,
      url: pictureUrl(listing.id, kind),
      altIn: (locale) => pictureAlt(kind, listing, locale, placeOnlyTitle !== null),
    })),
    // Photos are pictures: a variant showing pictures and place only shows them too.
    photos: photoKeys.map((key) => ({ url: photoUrl(key) })),
  };
  if (placeOnlyTitle === null) return home;
  return {
    ...home,
    title: placeOnlyTitle,
    propertyType: null,
    bedrooms: null,
    bathrooms: null,
    floorAreaSqft: null,
    lotAreaSqft: null,
    yearBuilt: null,
    tenure: null,
    floors: null,
    waterfront: null,
    viewRating: null,
    condition: null,
    yearRenovated: null,
    description: null,
  };
}
