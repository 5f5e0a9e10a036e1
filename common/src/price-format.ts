import type { BrandLocale } from './brand-components';

// Prices as the site writes them: the formatting half of price-input.ts, kept apart so that a page that only shows
// prices does not carry the typed-price reader and its words (the first screen's JavaScript budget).

export type PriceLocale = BrandLocale;

const COMPACT_SUFFIXES: Readonly<Record<string, string>> = { K: 'k', M: 'm', B: 'bn', T: 'tn' };

/** "£", "$", "€" (in Spanish "US$" for dollars): the sign a formatted price of the currency carries. */
export function currencySymbol(currency: string, locale: PriceLocale = 'en'): string {
  return formatPrice(0, currency, locale).replace(/[\d\s.,]/g, '') || currency;
}

/**
 * "£450,000", "$450,000", "450.000 €": a whole price in the locale. Spanish groups four-digit amounts too ("1.000 €",
 * as the bounds are written), where Intl's es-ES default leaves "1000 €".
 */
export function formatPrice(
  amount: number,
  currency: string,
  locale: PriceLocale = 'en',
  options: { maximumFractionDigits?: number } = {},
): string {
  return fullFormatter(currency, locale, options.maximumFractionDigits ?? 0).format(amount);
}

/** "£450k", "$1.2m"; in Spanish "450 mil €", "1,2 M €": a price rounded for a chart's axis. */
export function formatPriceShort(amount: number, currency: string, locale: PriceLocale = 'en'): string {
  const parts = compactFormatter(currency, locale).formatToParts(amount);
  if (locale !== 'en') return parts.map((part) => part.value).join('');
  return parts
    .map((part) => (part.type === 'compact' ? (COMPACT_SUFFIXES[part.value] ?? part.value) : part.value))
    .join('');
}

// In English, dollars read best in US style ("$450,000"), every other currency in British style ("£450,000").
function intlLocaleFor(currency: string, locale: PriceLocale): string {
  if (locale === 'es') return 'es-ES';
  return currency.toUpperCase() === 'USD' ? 'en-US' : 'en-GB';
}

// Building an Intl.NumberFormat is slow next to using one, and results pages format many prices.
const fullFormatters = new Map<string, Intl.NumberFormat>();
const compactFormatters = new Map<string, Intl.NumberFormat>();

function fullFormatter(currency: string, locale: PriceLocale, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${locale}:${maximumFractionDigits}`;
  let formatter = fullFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleFor(currency, locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits,
      useGrouping: 'always',
    });
    fullFormatters.set(key, formatter);
  }
  return formatter;
}

function compactFormatter(currency: string, locale: PriceLocale): Intl.NumberFormat {
  const key = `${currency}:${locale}`;
  let formatter = compactFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleFor(currency, locale), {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumSignificantDigits: 3,
    });
    compactFormatters.set(key, formatter);
  }
  return formatter;
}

/** "1,200,000" (en), "1.200.000" (es): what to type for an amount, without its currency. */
export function groupDigits(amount: number, locale: PriceLocale): string {
  return amount.toLocaleString(intlLocaleFor('', locale), { useGrouping: 'always', maximumFractionDigits: 0 });
}
