import {
  COUNTRIES,
  PROPERTY_TYPES,
  type Country,
  type PropertyType,
  type Tenure,
} from '@ballpark/common/listing-vocabulary';
import type { ListingFacts } from '../importer/listing-page/listing-facts';
import type { RequiredField } from '../importer/listing-page/listing-page-importer';
import type { NewListing } from '../importer/new-listing';

const SQFT_PER_SQM = 10.7639;

/**
 * Facts a round needs; the importer's REQUIRED_FIELDS less photos (a home without photos is drawn from its facts,
 * listing-pictures.ts). A listing lacking any holds a placeholder in its column until the creator fills it in.
 */
export type MissingFact = Exclude<RequiredField, 'photos'>;

/**
 * A listing from the facts of a pasted page: each fact in the listing's vocabulary, and the required facts it does
 * not give, or gives in a form the listing cannot hold (a country or property type it does not know), as missing.
 */
export function listingFromPage(
  facts: ListingFacts,
  source: { sourceRef: string; url: string; accountId: string; maskedPrices: NewListing['maskedPrices'] },
): NewListing {
  const missing = new Set<MissingFact>();
  const need = <T>(field: MissingFact, value: T | undefined, placeholder: T): T => {
    if (value === undefined) missing.add(field);
    return value ?? placeholder;
  };
  const country = COUNTRIES.includes(facts.country as Country) ? (facts.country as Country) : undefined;
  const area = facts.area && (facts.areaUnit === 'sqm' ? facts.area * SQFT_PER_SQM : facts.area);
  const listing: NewListing = {
    sourceRef: source.sourceRef,
    title: need('title', facts.title, ''),
    addressLine: need('address', facts.streetAddress ?? facts.address, ''),
    city: facts.city ?? '',
    region: facts.region ?? '',
    postalCode: facts.postalCode ?? '',
    country: need('country', country, 'GB'),
    latitude: need('latitude', facts.latitude, 0),
    longitude: need('longitude', facts.longitude, 0),
    propertyType: need('propertyType', propertyTypeOf(facts.propertyType, country), 'detached'),
    bedrooms: need('bedrooms', facts.bedrooms, 0),
    bathrooms: need('bathrooms', facts.bathrooms, 0),
    floorAreaSqft: need('area', area && Math.round(area), 1),
    lotAreaSqft: null,
    yearBuilt: facts.yearBuilt ?? null,
    tenure: tenureOf(facts.tenure),
    floors: null,
    waterfront: false,
    viewRating: null,
    condition: null,
    yearRenovated: null,
    illustrative: false,
    source: `Listing on ${new URL(source.url).hostname.replace(/^www\./, '')}`,
    description: facts.description ?? '',
    actualPrice: need('price', facts.price, 1),
    currency: need('currency', facts.currency, 'GBP'),
    priceKind: need('forSale', facts.forSale, true) ? 'asking' : 'sold',
    priceDate: new Date().toISOString().slice(0, 10),
    sourceUrl: source.url,
    addedByAccountId: source.accountId,
    maskedPrices: source.maskedPrices,
    photoKeys: [],
    missingFacts: [],
  };
  if (missing.has('latitude') || missing.has('longitude')) missing.add('latitude').add('longitude');
  listing.missingFacts = [...missing];
  return listing;
}

/** "Semi-Detached", "Flat", "Apartment", "Single Family Residence" -> the listing vocabulary; unknown: undefined. */
export function propertyTypeOf(text: string | undefined, country: Country | undefined): PropertyType | undefined {
  if (!text) return undefined;
  const words = text.toLowerCase().replace(/[_-]+/g, ' ');
  if (PROPERTY_TYPES.includes(words.replace(/ /g, '-') as PropertyType))
    return words.replace(/ /g, '-') as PropertyType;
  if (/semi/.test(words)) return 'semi-detached';
  if (/terrace|mews/.test(words)) return 'terraced';
  if (/bungalow/.test(words)) return 'bungalow';
  if (/town ?house/.test(words)) return 'townhouse';
  if (/condo/.test(words)) return 'condo';
  if (/flat|apartment|maisonette|studio|penthouse/.test(words)) return country === 'US' ? 'condo' : 'flat';
  if (/single family|house|home|residence|villa|chalet/.test(words))
    return country === 'US' ? 'single-family' : 'detached';
  if (/detached/.test(words)) return 'detached';
  return undefined;
}

function tenureOf(text: string | undefined): Tenure | null {
  const words = text?.toLowerCase() ?? '';
  if (words.includes('leasehold')) return 'leasehold';
  if (words.includes('freehold')) return 'freehold';
  return null;
}

/** The key a pasted page's listing is found under again: the portal's own reference, else its address. */
export function pastedSourceRef(portal: string | null, reference: string | undefined, url: string): string {
  if (portal && reference) return `portal:${portal}:${reference}`;
  return urlSourceRef(url);
}

/**
 * The key of an account's own import of a page whose listing another account imported and has not completed: the
 * same page, the importing account's facts.
 */
export function ownImportRef(sourceRef: string, accountId: string): string {
  return `${sourceRef} by:${accountId}`;
}

/** "url:https://example.com/homes/1": the address without its fragment, tracking parameters or trailing slash. */
export function urlSourceRef(pasted: string): string {
  const url = new URL(pasted.trim());
  url.hash = '';
  for (const name of [...url.searchParams.keys()])
    if (/^(utm_|fbclid$|gclid$|ref$|channel$)/i.test(name)) url.searchParams.delete(name);
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return `url:${url.href}`;
}
