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
    // The page's own country names its kind of home, even one the listing cannot hold (Germany's, Portugal's).
    propertyType: need('propertyType', propertyTypeOf(facts.propertyType, facts.country), 'detached'),
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
    grade: null,
    illustrative: false,
    // "Listing on {site}", named from sourceUrl in the reader's locale (listing/listing-texts.ts).
    source: null,
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

/** Countries whose homes the listing vocabulary names as Britain's; the US has words of its own. */
const BRITISH_WORDS_FOR: ReadonlySet<string> = new Set(['GB', 'ES', 'DE', 'PT']);

/**
 * A home's kind as a page names it ("Semi-detached", "condos", "Single Family Residence", "Piso", "Casa adosada",
 * "Doppelhaushälfte", "Moradia geminada") in the listing vocabulary of its country (an ISO code): US homes are
 * condos, townhouses or single-family homes, British, Spanish, German and Portuguese ones flats, terraced,
 * semi-detached or detached houses and bungalows. What the name does not settle is unknown (undefined), never
 * guessed: a "house" is not "detached" for want of a country, nor a UK house or a Portuguese moradia for want of its
 * form.
 */
export function propertyTypeOf(text: string | undefined, country: string | undefined): PropertyType | undefined {
  if (!text) return undefined;
  const words = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[_-]+/g, ' ').trim();
  const word = words.replace(/ /g, '-') as PropertyType;
  if (PROPERTY_TYPES.includes(word)) return inCountry(word, country);
  // Plots, farms and blocks of homes are not one home.
  if (
    /\b(multi|land|lots?|plots?|parcela|terreno|lote|farm|ranch|quinta|herdade|commercial|garaje|local|oficina)\b|mehrfamilien|zweifamilien|grundstuck/.test(
      words,
    )
  )
    return undefined;
  const american = country === 'US';
  const british = country !== undefined && BRITISH_WORDS_FOR.has(country);
  if (/\bcondo|co ?op\b/.test(words)) return british ? 'flat' : 'condo';
  if (/town ?(house|home)|row ?house/.test(words)) return american ? 'townhouse' : british ? 'terraced' : undefined;
  // "Etagenwohnung" is a flat, an "Einfamilienhaus mit Einliegerwohnung" a house.
  if (
    /\b(flat|apartment|apartamento|maisonette|studio|estudio|penthouse|atico|piso|duplex|loft)\b|^\p{L}*wohnung\b/u.test(
      words,
    )
  )
    return american ? 'condo' : british ? 'flat' : undefined;
  if (american)
    return /single family|\b(house|home|residence|detached|villa|cottage)\b/.test(words) ? 'single-family' : undefined;
  if (/semi|pareado|pareada|doppelhaus|geminad/.test(words)) return 'semi-detached';
  if (/terrace|mews|adosado|adosada|reihen|\bem banda\b/.test(words)) return 'terraced';
  if (/bungalow/.test(words)) return 'bungalow';
  // A German Einfamilienhaus is listed apart from semi-detached and terraced houses: it stands alone.
  if (/detached|independiente|aislado|isolad|freistehend|einfamilienhaus/.test(words)) return 'detached';
  // In Spain a chalet, villa or casa named without its form stands alone, as a German villa does; a British "house"
  // or "villa" may be any form.
  if (country === 'ES' && /\b(chalet|villa|casa|finca)\b/.test(words)) return 'detached';
  if (country === 'DE' && /\bvilla\b/.test(words)) return 'detached';
  return undefined;
}

/** The kinds only US listings use. */
const US_ONLY: readonly PropertyType[] = ['condo', 'townhouse', 'single-family'];

/** A vocabulary word in its country's form: a US "detached" home is single-family, a British "condo" a flat. */
function inCountry(type: PropertyType, country: string | undefined): PropertyType | undefined {
  if (!country) return type;
  if (country === 'US') {
    if (US_ONLY.includes(type)) return type;
    return type === 'flat' ? 'condo' : type === 'detached' || type === 'bungalow' ? 'single-family' : undefined;
  }
  if (!US_ONLY.includes(type)) return type;
  return type === 'condo' ? 'flat' : type === 'townhouse' ? 'terraced' : undefined;
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
