// Public bounds only: validating against the secret actual price would let a player bisect it from the errors.
export const PRICE_GUESS_LIMITS = Object.freeze({ min: 1_000, max: 1_000_000_000 } as const);

const SUFFIX_EXPONENTS: Readonly<Record<string, number>> = {
  k: 3,
  thousand: 3,
  m: 6,
  mn: 6,
  million: 6,
  bn: 9,
  billion: 9,
};

// Input is trimmed, lower-cased and has whitespace runs collapsed to one space before matching.
// Thousands separators (comma or space, not mixed) must group by three; a comma is never a decimal mark.
const PRICE_PATTERN = new RegExp(
  '^(?<integer>\\d{1,3}(?:,\\d{3})+|\\d{1,3}(?: \\d{3})+|\\d+)' +
    '(?:\\.(?<fraction>\\d+))?' +
    ` ?(?<suffix>${Object.keys(SUFFIX_EXPONENTS).join('|')})?$`,
);
const LEADING_CURRENCY = /^[£$€] ?/;
const TRAILING_CURRENCY = / ?[£$€]$/;
const CURRENCY_OF_SIGN: Readonly<Record<string, string>> = { '£': 'GBP', $: 'USD', '€': 'EUR' };
const CURRENCY_NAMES: Readonly<Record<string, string>> = { GBP: 'pounds', USD: 'US dollars', EUR: 'euros' };

const COMPACT_SUFFIXES: Readonly<Record<string, string>> = { K: 'k', M: 'm', B: 'bn', T: 'tn' };

export function parsePriceInput(text: string): number | null {
  let normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (LEADING_CURRENCY.test(normalized)) {
    normalized = normalized.replace(LEADING_CURRENCY, '');
  } else {
    normalized = normalized.replace(TRAILING_CURRENCY, '');
  }

  const groups = PRICE_PATTERN.exec(normalized)?.groups;
  if (!groups) return null;

  const integer = groups.integer.replace(/[, ]/g, '');
  const exponent = groups.suffix ? SUFFIX_EXPONENTS[groups.suffix] : 0;
  // Scaling through the decimal string avoids binary rounding: "1.15m" is exactly 1150000.
  const amount = Math.round(Number(`${integer}.${groups.fraction ?? '0'}e${exponent}`));
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/**
 * A currency sign typed with a guess that is not the home's: "$500k" on a home priced in pounds. Read as pounds it
 * would be a different guess from the one meant, so it is refused rather than converted or ignored.
 */
export function currencySignProblem(text: string, currency: string): string | null {
  const trimmed = text.trim();
  const sign = Object.keys(CURRENCY_OF_SIGN).find(
    (candidate) => trimmed.startsWith(candidate) || trimmed.endsWith(candidate),
  );
  if (sign === undefined || CURRENCY_OF_SIGN[sign] === currency.toUpperCase()) return null;
  return `This home is priced in ${currencyName(currency)} (${currencySymbol(currency)}), not ${sign}. Type your guess in ${currencyName(currency)}.`;
}

/** The problem with a guessed amount against the public bounds, with amounts in the home's currency when known. */
export function validatePriceGuess(amount: number, currency?: string): string | null {
  const show = (limit: number) => (currency ? formatPrice(limit, currency) : groupDigits(limit));
  if (!Number.isInteger(amount)) {
    return 'Enter your guess as a whole number.';
  }
  if (amount < PRICE_GUESS_LIMITS.min) {
    return `Your guess must be at least ${show(PRICE_GUESS_LIMITS.min)}.`;
  }
  if (amount > PRICE_GUESS_LIMITS.max) {
    return `Your guess must be at most ${show(PRICE_GUESS_LIMITS.max)}.`;
  }
  return null;
}

/** "pounds", "US dollars", or the currency code for any other currency. */
export function currencyName(currency: string): string {
  return CURRENCY_NAMES[currency.toUpperCase()] ?? currency;
}

/** "£", "$", "€": the sign a formatted price of the currency starts with. */
export function currencySymbol(currency: string): string {
  return formatPrice(0, currency).replace(/[\d\s.,]/g, '') || currency;
}

export function formatPrice(amount: number, currency: string): string {
  return fullFormatter(currency).format(amount);
}

export function formatPriceShort(amount: number, currency: string): string {
  return compactFormatter(currency)
    .formatToParts(amount)
    .map((part) => (part.type === 'compact' ? (COMPACT_SUFFIXES[part.value] ?? part.value) : part.value))
    .join('');
}

// Dollars read best in US style ("$450,000"); every other currency uses British style ("£450,000", "€300,000").
function localeFor(currency: string): string {
  return currency.toUpperCase() === 'USD' ? 'en-US' : 'en-GB';
}

// Building an Intl.NumberFormat is slow next to using one, and results pages format many prices.
const fullFormatters = new Map<string, Intl.NumberFormat>();
const compactFormatters = new Map<string, Intl.NumberFormat>();

function fullFormatter(currency: string): Intl.NumberFormat {
  let formatter = fullFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeFor(currency), {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    fullFormatters.set(currency, formatter);
  }
  return formatter;
}

function compactFormatter(currency: string): Intl.NumberFormat {
  let formatter = compactFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeFor(currency), {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumSignificantDigits: 3,
    });
    compactFormatters.set(currency, formatter);
  }
  return formatter;
}

function groupDigits(amount: number): string {
  return amount.toLocaleString('en-GB');
}
