import type { CheerioAPI } from 'cheerio';
import type { AreaUnit, ListingFacts } from './listing-facts';

/** The countries whose homes the importer can place without the page naming the country, with their conventions. */
const COUNTRY_CONVENTIONS: Readonly<Record<string, { currency: string; areaUnit: AreaUnit }>> = {
  GB: { currency: 'GBP', areaUnit: 'sqft' },
  US: { currency: 'USD', areaUnit: 'sqft' },
  ES: { currency: 'EUR', areaUnit: 'sqm' },
};

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/i;
const US_STATE_AND_ZIP = /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/;

/**
 * The listing's country when the page does not name it, from what it does show, the surest first: its address (a UK
 * postcode, a US state and ZIP code), its currency (pounds, dollars), its domain (.uk, .es) and its language (en-GB,
 * es-ES; Spanish with euros). A guess that contradicts the page's currency is no answer: a Spanish-language page
 * priced in dollars is not in Spain.
 */
export function countryOfPage(facts: ListingFacts, pageUrl: URL, $: CheerioAPI): string | undefined {
  if (facts.country) return facts.country;
  const fits = (country: string | undefined) =>
    country && (!facts.currency || COUNTRY_CONVENTIONS[country].currency === facts.currency) ? country : undefined;
  return (
    fits(countryOfAddress(facts)) ??
    fits(countryOfCurrency(facts.currency)) ??
    fits(countryOfDomain(pageUrl)) ??
    fits(countryOfLanguage($('html').attr('lang'), facts.currency))
  );
}

function countryOfAddress(facts: ListingFacts): string | undefined {
  const postcode = facts.postalCode ?? '';
  if (UK_POSTCODE.test(postcode) || (!postcode && UK_POSTCODE.test(facts.address ?? ''))) return 'GB';
  const state = facts.region ?? US_STATE_AND_ZIP.exec(facts.address ?? '')?.[1];
  if (state && US_STATES.has(state) && (!postcode || /^\d{5}(-\d{4})?$/.test(postcode))) return 'US';
  return undefined;
}

function countryOfCurrency(currency: string | undefined): string | undefined {
  return currency === 'GBP' ? 'GB' : currency === 'USD' ? 'US' : undefined;
}

function countryOfDomain(pageUrl: URL): string | undefined {
  const tld = pageUrl.hostname.toLowerCase().split('.').at(-1);
  return tld === 'uk' ? 'GB' : tld === 'es' ? 'ES' : tld === 'us' ? 'US' : undefined;
}

function countryOfLanguage(lang: string | undefined, currency: string | undefined): string | undefined {
  const [language, region] = (lang ?? '').trim().split(/[-_]/);
  const country = region?.toUpperCase() === 'UK' ? 'GB' : region?.toUpperCase();
  if (country && COUNTRY_CONVENTIONS[country]) return country;
  // Spanish alone is spoken in many countries; in euros, it is Spain.
  return language?.toLowerCase() === 'es' && currency === 'EUR' ? 'ES' : undefined;
}

/** The currency of a country's prices: "GB" -> "GBP". */
export function currencyOfCountry(country: string | undefined): string | undefined {
  return country ? COUNTRY_CONVENTIONS[country]?.currency : undefined;
}

/** The unit a country's listings give floor areas in when they name none: sq ft in the US and UK, m² in Spain. */
export function areaUnitOfCountry(country: string | undefined): AreaUnit | undefined {
  return country ? COUNTRY_CONVENTIONS[country]?.areaUnit : undefined;
}
