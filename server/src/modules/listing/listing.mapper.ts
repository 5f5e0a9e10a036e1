import { PictureKindEnum, PriceKindEnum } from '../../graphql/enums';
import type { ListingEntity } from './listing.entity';
import { photoUrl } from '../../platform/photo-storage';
import { FACT_PICTURES, PICTURE_KINDS, pictureAlt } from './listing-pictures';
import type { HomeText, HomeType } from './listing.types';
import { listingAddressLine, listingDescription, listingSource, listingTitle } from './listing-texts';
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
  home: Pick<HomeType, 'illustrative' | 'priceKind' | 'priceDate'> & { sourceName: string },
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
 * The public view of a listing: every fact except the secret price columns, its texts in the reader's locale. With
 * `factsHidden` (a variant that shows pictures and place only), the facts are left out, with the pictures that draw
 * them, and the title names only its place.
 */
export function toHome(listing: ListingEntity, factsHidden = false): HomeType {
  const {
    actualPrice: _secret,
    sourceRef: _internal,
    createdAt: _created,
    // Read in the reader's locale (textIn); the grade is said by the description.
    title: _title,
    addressLine: _addressLine,
    description: _description,
    source: _source,
    grade: _grade,
    // The importer's own: the page it was pasted from, who pasted it and what was masked are not the players'.
    sourceUrl: _page,
    addedByAccountId: _importer,
    maskedPrices: _masked,
    photoKeys,
    ...facts
  } = listing;
  const home: HomeType = {
    ...facts,
    priceKind: listing.priceKind as PriceKindEnum,
    textIn: (text, locale) => homeText(listing, text, locale, factsHidden),
    descriptionIn: (locale) => (factsHidden ? null : listingDescription(listing, locale)),
    pictures: PICTURE_KINDS.filter((kind) => !factsHidden || !FACT_PICTURES.includes(kind)).map((kind) => ({
      kind: kind as PictureKindEnum,
      url: pictureUrl(listing.id, kind),
      altIn: (locale) => pictureAlt(kind, { ...listing, title: listingTitle(listing, locale) }, locale, factsHidden),
    })),
    // Photos are pictures: a variant showing pictures and place only shows them too.
    photos: photoKeys.map((key) => ({ url: photoUrl(key) })),
  };
  if (!factsHidden) return home;
  return {
    ...home,
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
  };
}

function homeText(listing: ListingEntity, text: HomeText, locale: BrandLocale, factsHidden: boolean): string {
  switch (text) {
    case 'title':
      return factsHidden ? wordsIn(locale).placeOnlyTitle(listing.city) : listingTitle(listing, locale);
    case 'addressLine':
      return listingAddressLine(listing, locale);
    case 'source':
      return listingSource(listing, locale);
  }
}
