import type { CheerioAPI } from 'cheerio';
import { countryOfName, type AreaUnit, type ListingFacts } from './listing-facts';

/**
 * The countries whose homes the importer can place without the page naming the country, with their conventions.
 * The game's listings hold only some of them (COUNTRIES in the listing vocabulary); the others are read so that the
 * currency and units are right, and the builder leaves their country for the creator.
 */
const COUNTRY_CONVENTIONS: Readonly<
  Record<string, { currency: string; areaUnit: AreaUnit; roomsAreBedrooms: boolean }>
> = {
  GB: { currency: 'GBP', areaUnit: 'sqft', roomsAreBedrooms: false },
  US: { currency: 'USD', areaUnit: 'sqft', roomsAreBedrooms: false },
  // "3 habitaciones" are three bedrooms; a Portuguese T3 has three bedrooms.
  ES: { currency: 'EUR', areaUnit: 'sqm', roomsAreBedrooms: true },
  PT: { currency: 'EUR', areaUnit: 'sqm', roomsAreBedrooms: true },
  // "3 Zimmer" counts the living room too.
  DE: { currency: 'EUR', areaUnit: 'sqm', roomsAreBedrooms: false },
};

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/i;
const US_STATE_AND_ZIP = /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/;
/** "4050-180": four digits, a dash and three, Portugal's alone (Brazil's have five before the dash). */
const PT_POSTCODE = /(?<![\d-])\d{4}-\d{3}(?![\d-])/;

/**
 * The listing's country when the page does not name it, from what it does show, the surest first: its address (a
 * country named at its end, "..., Spain"; a UK postcode, a US state and ZIP code, a Portuguese postcode), its currency
 * (pounds, dollars), its domain (.uk, .es, .de, .pt) and its language (en-GB, de-DE; Spanish or Portuguese with
 * euros). A guess that contradicts the page's currency is no answer: a Spanish-language page priced in dollars is not
 * in Spain.
 */
export function countryOfPage(facts: ListingFacts, pageUrl: URL, $: CheerioAPI): string | undefined {
  if (facts.country) return facts.country;
  // An address ending in its country's name says it, whatever the price's currency.
  const named = facts.address?.includes(',') ? countryOfName(facts.address.split(',').at(-1)!) : undefined;
  if (named) return named;
  const fits = (country: string | undefined) =>
    country &&
    COUNTRY_CONVENTIONS[country] &&
    (!facts.currency || COUNTRY_CONVENTIONS[country].currency === facts.currency)
      ? country
      : undefined;
  return (
    fits(countryOfAddress(facts)) ??
    fits(countryOfCurrency(facts.currency)) ??
    fits(countryOfDomain(pageUrl)) ??
    fits(countryOfLanguage($('html').attr('lang'), facts.currency))
  );
}

function countryOfAddress(facts: ListingFacts): string | undefined {
  const address = facts.address ?? '';
  const postcode = facts.postalCode ?? '';
  if (UK_POSTCODE.test(postcode) || (!postcode && UK_POSTCODE.test(address))) return 'GB';
  const state = facts.region ?? US_STATE_AND_ZIP.exec(address)?.[1];
  if (state && US_STATES.has(state) && (!postcode || /^\d{5}(-\d{4})?$/.test(postcode))) return 'US';
  if (PT_POSTCODE.test(postcode || address)) return 'PT';
  return undefined;
}

function countryOfCurrency(currency: string | undefined): string | undefined {
  return currency === 'GBP' ? 'GB' : currency === 'USD' ? 'US' : undefined;
}

const COUNTRY_OF_DOMAIN: Readonly<Record<string, string>> = { uk: 'GB', us: 'US', es: 'ES', de: 'DE', pt: 'PT' };

function countryOfDomain(pageUrl: URL): string | undefined {
  return COUNTRY_OF_DOMAIN[pageUrl.hostname.toLowerCase().split('.').at(-1) ?? ''];
}

/** Languages spoken in many countries but in one of those that price in euros; German is not (Austria). */
const COUNTRY_OF_LANGUAGE_IN_EUROS: Readonly<Record<string, string>> = { es: 'ES', pt: 'PT' };

function countryOfLanguage(lang: string | undefined, currency: string | undefined): string | undefined {
  const [language, region] = (lang ?? '').trim().split(/[-_]/);
  const country = region?.toUpperCase() === 'UK' ? 'GB' : region?.toUpperCase();
  if (country && COUNTRY_CONVENTIONS[country]) return country;
  return currency === 'EUR' ? COUNTRY_OF_LANGUAGE_IN_EUROS[language?.toLowerCase() ?? ''] : undefined;
}

/** The currency of a country's prices: "GB" -> "GBP". */
export function currencyOfCountry(country: string | undefined): string | undefined {
  return country ? COUNTRY_CONVENTIONS[country]?.currency : undefined;
}

/** The unit a country's listings give floor areas in when they name none: sq ft in the US and UK, m² in Europe. */
export function areaUnitOfCountry(country: string | undefined): AreaUnit | undefined {
  return country ? COUNTRY_CONVENTIONS[country]?.areaUnit : undefined;
}

/** Whether a count of a home's rooms is its bedrooms there: in Spain and Portugal, not in Germany, the UK or the US. */
export function roomsAreBedroomsIn(country: string | undefined): boolean {
  return country ? (COUNTRY_CONVENTIONS[country]?.roomsAreBedrooms ?? false) : false;
}
