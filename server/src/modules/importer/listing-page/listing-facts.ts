import { plainText, plainTextBlock } from './plain-text';

export type AreaUnit = 'sqft' | 'sqm';

/**
 * What one mechanism (portal mapping, JSON-LD, meta tags) reads from a listing page, each fact checked and in one
 * form: numbers are numbers, texts are plain text (never markup), URLs are absolute http(s).
 */
export interface ListingFacts {
  title?: string;
  /** The address as the page shows it: "Stephen Road, Headington, OX3", "4836 Sicily Dr, Lake Elsinore, CA 92530". */
  address?: string;
  streetAddress?: string;
  city?: string;
  /** State, county or province: "CA". */
  region?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2 ("GB", "US", "ES") when the page's country is recognised, else as the page names it. */
  country?: string;
  price?: number;
  /** ISO 4217: "GBP", "USD", "EUR". */
  currency?: string;
  /** True: the price is an asking price (the home is on the market, or under offer); false: a sold price. */
  forSale?: boolean;
  bedrooms?: number;
  bathrooms?: number;
  /** The home's floor area (never the plot's), in the page's own unit. */
  area?: number;
  areaUnit?: AreaUnit;
  yearBuilt?: number;
  /** As the page names it ("Detached", "Single Family Residence"); mapping to the listing vocabulary is the caller's. */
  propertyType?: string;
  /** As the page names it ("FREEHOLD", "Leasehold"). */
  tenure?: string;
  latitude?: number;
  longitude?: number;
  /** Absolute http(s) URLs, the main image first. */
  photos?: string[];
  /** Plain text; paragraphs are separated by blank lines. */
  description?: string;
  /** The portal's own id of the listing: "171844895". */
  reference?: string;
}

export type ListingField = keyof ListingFacts;

/** What a mechanism found before checking: any JSON value, or text from an attribute. */
export type RawFacts = { [F in ListingField]?: unknown };

/** Every field, in the order a creator reads them. */
export const LISTING_FIELDS = [
  'title',
  'address',
  'streetAddress',
  'city',
  'region',
  'postalCode',
  'country',
  'price',
  'currency',
  'forSale',
  'bedrooms',
  'bathrooms',
  'area',
  'areaUnit',
  'yearBuilt',
  'propertyType',
  'tenure',
  'latitude',
  'longitude',
  'photos',
  'description',
  'reference',
] as const satisfies readonly ListingField[];

/** Checks and converts what a mechanism found; a value that does not make sense for its field is left out. */
export function coerceFacts(raw: RawFacts, pageUrl: URL): ListingFacts {
  const facts: ListingFacts = {
    title: toLine(raw.title),
    address: toLine(raw.address),
    streetAddress: toLine(raw.streetAddress),
    city: toLine(raw.city),
    region: toLine(raw.region),
    postalCode: toLine(raw.postalCode),
    country: toCountry(raw.country),
    price: toPrice(raw.price),
    currency: toCurrency(raw.currency) ?? currencyOfPriceText(raw.price),
    forSale: toForSale(raw.forSale),
    bedrooms: toCount(raw.bedrooms),
    bathrooms: toBathrooms(raw.bathrooms),
    area: toPositive(raw.area),
    areaUnit: toAreaUnit(raw.areaUnit),
    yearBuilt: toYear(raw.yearBuilt),
    propertyType: toLine(raw.propertyType),
    tenure: toLine(raw.tenure),
    latitude: toCoordinate(raw.latitude, 90),
    longitude: toCoordinate(raw.longitude, 180),
    photos: toPhotoUrls(raw.photos, pageUrl),
    description: toBlock(raw.description),
    reference: toLine(raw.reference),
  };
  // A point at 0,0 is a placeholder, not a home in the Gulf of Guinea; one coordinate alone places nothing.
  if (facts.latitude === undefined || facts.longitude === undefined || (!facts.latitude && !facts.longitude)) {
    delete facts.latitude;
    delete facts.longitude;
  }
  // An area is only a fact with its unit.
  if (facts.area === undefined || facts.areaUnit === undefined) {
    delete facts.area;
    delete facts.areaUnit;
  }
  for (const field of LISTING_FIELDS) if (facts[field] === undefined) delete facts[field];
  return facts;
}

function toLine(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  return plainText(text) || undefined;
}

function toBlock(value: unknown): string | undefined {
  return typeof value === 'string' ? plainTextBlock(value) || undefined : undefined;
}

const NUMBER_IN_TEXT = /-?\d[\d,.\s\u00a0\u202f]*/;

/**
 * 4, "4", "4 beds", "2,517 sq ft", "3.5", "78,5 m²", "1.234.567,89 €" -> the number. Thousands are grouped with
 * commas, dots or spaces; a decimal comma (Spain, Germany, Portugal) has one or two digits after it, or follows
 * dot-grouped thousands.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = NUMBER_IN_TEXT.exec(value);
  if (!match) return undefined;
  let digits = match[0]
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[.,]$/, '');
  // "695.000", "1.250.000" and "495.000,50" group thousands with dots; "78,5" has a decimal comma.
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits)) digits = digits.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+,\d{1,2}$/.test(digits)) digits = digits.replace(',', '.');
  else digits = digits.replace(/,/g, '');
  const number = Number(digits);
  return Number.isFinite(number) ? number : undefined;
}

/** 695000, "695000", "£695,000", "$1.2M", "695k" -> whole units of the currency. */
export function toPrice(value: unknown): number | undefined {
  let number = toNumber(value);
  if (number === undefined) return undefined;
  if (typeof value === 'string') {
    const multiplier = /\d\s*(k|m|mn|bn|thousand|million|billion)\b/i.exec(value)?.[1].toLowerCase();
    if (multiplier)
      number *=
        multiplier === 'k' || multiplier === 'thousand'
          ? 1e3
          : multiplier === 'bn' || multiplier === 'billion'
            ? 1e9
            : 1e6;
  }
  return number > 0 && number < 1e11 ? Math.round(number) : undefined;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { '£': 'GBP', '€': 'EUR', $: 'USD' };

function toCurrency(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^[A-Za-z]{3}$/.test(text)) return text.toUpperCase();
  return CURRENCY_SYMBOLS[text];
}

/** "£695,000" -> "GBP": a price given as text names its currency. */
function currencyOfPriceText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = /\b(GBP|USD|EUR|CAD|AUD)\b/i.exec(value)?.[1];
  if (code) return code.toUpperCase();
  const symbol = /[£€$]/.exec(value)?.[0];
  return symbol && CURRENCY_SYMBOLS[symbol];
}

function toCount(value: unknown): number | undefined {
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 && number <= 100 ? number : undefined;
}

function toBathrooms(value: unknown): number | undefined {
  const number = toNumber(value);
  // Half bathrooms count as halves (US listings: "2.5 baths").
  return number !== undefined && number >= 0 && number <= 100 && Number.isInteger(number * 2) ? number : undefined;
}

function toPositive(value: unknown): number | undefined {
  const number = toNumber(value);
  return number !== undefined && number > 0 && number < 1e7 ? number : undefined;
}

function toYear(value: unknown): number | undefined {
  const number = toNumber(value);
  const latest = new Date().getUTCFullYear() + 5;
  return number !== undefined && Number.isInteger(number) && number >= 1000 && number <= latest ? number : undefined;
}

function toCoordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

const SQUARE_FEET = /^(sq\.?\s*ft\.?|sqft|ft2|ft²|square\s*f(ee|oo)t|ftk|sqf)$/i;
const SQUARE_METRES = /^(sq\.?\s*m\.?|sqm|m2|m²|square\s*met(er|re)s?|mtk)$/i;

function toAreaUnit(value: unknown): AreaUnit | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (SQUARE_FEET.test(text)) return 'sqft';
  if (SQUARE_METRES.test(text)) return 'sqm';
  return undefined;
}

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  spain: 'ES',
  españa: 'ES',
  espanha: 'ES',
  spanien: 'ES',
  germany: 'DE',
  deutschland: 'DE',
  alemanha: 'DE',
  alemania: 'DE',
  portugal: 'PT',
  // ISO 3166-1 alpha-3, as some portals' data names countries ("DEU").
  gbr: 'GB',
  esp: 'ES',
  deu: 'DE',
  prt: 'PT',
  aut: 'AT',
  che: 'CH',
  fra: 'FR',
  ita: 'IT',
};

/** "Spain", "Deutschland", "DEU" -> its ISO 3166-1 alpha-2 code; undefined for a name it does not know. */
export function countryOfName(name: string): string | undefined {
  return COUNTRY_NAMES[name.trim().toLowerCase()];
}

function toCountry(value: unknown): string | undefined {
  const name = toLine(typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : value);
  if (!name) return undefined;
  return countryOfName(name) ?? (/^[A-Za-z]{2}$/.test(name) ? name.toUpperCase() : name);
}

function toForSale(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const status = value
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '')
    .replace(/[\s_-]+/g, '');
  if (
    ['forsale', 'buy', 'sale', 'instock', 'active', 'pending', 'undercontract', 'underoffer', 'soldstc'].includes(
      status,
    )
  )
    return true;
  if (['sold', 'recentlysold', 'soldout'].includes(status)) return false;
  return undefined;
}

function toPhotoUrls(value: unknown, pageUrl: URL): string[] | undefined {
  const candidates = Array.isArray(value) ? value : [value];
  const urls: string[] = [];
  for (const candidate of candidates) {
    const url = toHttpUrl(candidate, pageUrl);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls.length ? urls : undefined;
}

function toHttpUrl(value: unknown, base: URL): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
