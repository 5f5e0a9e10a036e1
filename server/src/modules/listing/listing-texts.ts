/**
 * A listing's texts as a reader reads them. Text people wrote (a creator's title, a pasted page's description) stays
 * as written; text the machine composes from facts is left null in the row and composed here, in the reader's locale
 * (the brand's), masked against the price as written text is when the row is loaded. The machine composes a King
 * County record's title, address line and description (its importer stores the facts only), and the source it names
 * for a record or a pasted page. Only those leave a text null, so any other row reads its texts as written.
 */
import type { BrandLocale } from '@ballpark/common/brand-components';
import { wordsIn } from '../../i18n';
import {
  describeSale,
  isKingCountyRecord,
  kingCountyAddressLine,
  kingCountyTitle,
  type KingCountyFacts,
} from './king-county-texts';
import type { ListingEntity } from './listing.entity';
import { maskComposedText } from './price-masking';

// A listing as it is read, or as an importer makes it (missing facts and the page's address are the builder's only).
type Price = Pick<ListingEntity, 'actualPrice'> & Partial<Pick<ListingEntity, 'missingFacts'>>;
type Written<Text extends keyof ListingEntity> = Pick<ListingEntity, Text | 'sourceRef'> & Price;

export function listingTitle(
  listing: Written<'title'> & Pick<KingCountyFacts, 'bedrooms' | 'propertyType'>,
  locale: BrandLocale,
): string {
  return listing.title ?? composed(listing, isKingCountyRecord(listing) ? kingCountyTitle(listing, locale) : '');
}

export function listingAddressLine(
  listing: Written<'addressLine'> & Pick<KingCountyFacts, 'postalCode'>,
  locale: BrandLocale,
): string {
  if (listing.addressLine !== null) return listing.addressLine;
  const line = isKingCountyRecord(listing) ? kingCountyAddressLine(listing, locale) : '';
  return composed(listing, line, true);
}

export function listingDescription(listing: Written<'description'> & KingCountyFacts, locale: BrandLocale): string {
  return listing.description ?? composed(listing, isKingCountyRecord(listing) ? describeSale(listing, locale) : '');
}

/** Who recorded the home, as its source note names it: "King County public sale record", "Listing on rightmove.co.uk". */
export function listingSource(
  listing: Written<'source'> & Partial<Pick<ListingEntity, 'sourceUrl'>>,
  locale: BrandLocale,
): string {
  if (listing.source !== null) return listing.source;
  const words = wordsIn(locale).sourceNote;
  if (isKingCountyRecord(listing)) return composed(listing, words.kingCounty);
  if (listing.sourceUrl)
    return composed(listing, words.listingOn(new URL(listing.sourceUrl).hostname.replace(/^www\./, '')));
  return '';
}

function composed(listing: Price, text: string, address = false): string {
  return maskComposedText(text, listing, { address });
}
