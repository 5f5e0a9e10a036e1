import { currencySymbol, formatPrice, groupDigits, type PriceLocale } from './price-format';
import { PRICE_INPUT_WORDS } from './price-input-words';

// Public bounds only: validating against the secret actual price would let a player bisect it from the errors.
export const PRICE_GUESS_LIMITS = Object.freeze({ min: 1_000, max: 1_000_000_000 } as const);

/** The brand locale a price is typed and shown in (GAME-RULES, Locale). */
export type { PriceLocale } from './price-format';

interface NumberMarks {
  group: string;
  decimal: string;
}

/** How each locale writes "1,234.5"; a space (any kind: ordinary, no-break, thin) groups thousands in every one. */
const MARKS: Readonly<Record<PriceLocale, NumberMarks>> = {
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
};
/** The other convention, for a price typed the other way ("1.234.567" on an English brand). */
const OTHER_MARKS: Readonly<Record<PriceLocale, NumberMarks>> = { en: MARKS.es, es: MARKS.en };

// Per locale: "mil" is a thousand in Spanish, while "1.2 mil" may mean a million in English, so neither borrows.
const SUFFIX_EXPONENTS: Readonly<Record<PriceLocale, Readonly<Record<string, number>>>> = {
  en: { k: 3, thousand: 3, m: 6, mn: 6, million: 6, bn: 9, billion: 9 },
  es: { k: 3, mil: 3, m: 6, millón: 6, millon: 6, millones: 6, 'mil millones': 9 },
};

/** Signs and codes a price may start or end with (Intl writes "US$" for dollars outside the US). */
const CURRENCY_OF_TOKEN: Readonly<Record<string, string>> = {
  us$: 'USD',
  $: 'USD',
  usd: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  '€': 'EUR',
  eur: 'EUR',
};
const CURRENCY_TOKEN = Object.keys(CURRENCY_OF_TOKEN)
  .map((token) => token.replace('$', '\\$'))
  .join('|');
const LEADING_CURRENCY = new RegExp(`^(${CURRENCY_TOKEN}) ?`);
const TRAILING_CURRENCY = new RegExp(` ?(${CURRENCY_TOKEN})$`);

const PRICE_PATTERNS: Readonly<Record<PriceLocale, RegExp>> = {
  en: pricePattern('en'),
  es: pricePattern('es'),
};

function pricePattern(locale: PriceLocale): RegExp {
  const suffixes = Object.keys(SUFFIX_EXPONENTS[locale]).sort((a, b) => b.length - a.length);
  return new RegExp(`^(?<numeral>\\d[\\d., ]*?) ?(?<suffix>${suffixes.join('|')})?$`);
}

/**
 * What a typed price reads as in a locale. `ambiguous`: a single mark followed by three digits is this locale's
 * decimal mark and the other's thousands mark ("1,200" in Spanish, "450.000" in English), and the two readings are a
 * thousand times apart, so the player is asked rather than guessed for.
 */
export type PriceReading =
  | { kind: 'amount'; amount: number; currency: string | null }
  | { kind: 'ambiguous'; grouped: number; decimal: number; currency: string | null }
  | { kind: 'unreadable' };

/**
 * Reads "450k", "£1.2m", "1,200,000" (en) or "450.000 €", "1,2 M€", "450 mil", "450.000,50" (es): the locale's marks
 * first; a price written the other way is read that way when it cannot be read this way and reads one way only
 * ("1.234.567" in English, "1,2m" or "1,200,000" in Spanish). The amount is rounded to a whole unit; it may be outside
 * the guess limits, which validatePriceGuess checks.
 */
export function readPrice(text: string, locale: PriceLocale): PriceReading {
  let normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const token = LEADING_CURRENCY.exec(normalized) ?? TRAILING_CURRENCY.exec(normalized);
  if (token) normalized = normalized.slice(0, token.index) + normalized.slice(token.index + token[0].length);
  const currency = token ? CURRENCY_OF_TOKEN[token[1]] : null;

  const groups = PRICE_PATTERNS[locale].exec(normalized)?.groups;
  if (!groups) return { kind: 'unreadable' };
  const exponent = groups.suffix ? SUFFIX_EXPONENTS[locale][groups.suffix] : 0;
  const own = readNumeral(groups.numeral, MARKS[locale]);
  const other = readNumeral(groups.numeral, OTHER_MARKS[locale]);

  if (own && own.fraction.length === 3 && other) {
    return { kind: 'ambiguous', grouped: valueOf(other, exponent), decimal: valueOf(own, exponent), currency };
  }
  // A three-digit "fraction" in the other convention is more likely a mistyped group than a decimal ("4500,000").
  const numeral = own ?? (other && other.fraction.length !== 3 ? other : null);
  if (!numeral) return { kind: 'unreadable' };
  const amount = Math.round(valueOf(numeral, exponent));
  return Number.isSafeInteger(amount) && amount > 0 ? { kind: 'amount', amount, currency } : { kind: 'unreadable' };
}

interface Numeral {
  integer: string;
  /** Digits after the decimal mark; empty when there is none. */
  fraction: string;
}

/** The numeral's digits under these marks: thousands grouped by three (with one kind of mark), then any decimals. */
function readNumeral(numeral: string, marks: NumberMarks): Numeral | null {
  const [integerPart, fraction = '', ...more] = numeral.split(marks.decimal);
  if (more.length > 0 || (numeral.includes(marks.decimal) && !/^\d+$/.test(fraction))) return null;
  const integer = ungroup(integerPart, marks.group);
  return integer === null ? null : { integer, fraction };
}

function ungroup(text: string, groupMark: string): string | null {
  if (/^\d+$/.test(text)) return text;
  for (const mark of [groupMark, ' ']) {
    const groups = text.split(mark);
    const [first, ...rest] = groups;
    if (rest.length > 0 && /^[1-9]\d{0,2}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group))) {
      return groups.join('');
    }
  }
  return null;
}

// Scaling through the decimal string avoids binary rounding: "1.15m" is exactly 1150000.
function valueOf({ integer, fraction }: Numeral, exponent: number): number {
  return Number(`${integer}.${fraction || '0'}e${exponent}`);
}

/** A typed guess as the form reads it: the amount (null when unreadable) and what is wrong with it, if anything. */
export interface PriceGuessCheck {
  amount: number | null;
  problem: string | null;
}

/**
 * Everything the guess form says about a typed guess, in the brand's locale: empty, unreadable, ambiguous, typed in
 * another currency than the home's ("$500k" on a home priced in pounds: read as pounds it would be another guess than
 * the one meant, so it is refused rather than converted or ignored), or outside the public bounds.
 */
export function checkPriceGuess(text: string, currency: string, locale: PriceLocale): PriceGuessCheck {
  const words = PRICE_INPUT_WORDS[locale];
  if (text.trim() === '') return { amount: null, problem: words.empty };
  const reading = readPrice(text, locale);
  const amount = reading.kind === 'amount' ? reading.amount : null;
  if (reading.kind !== 'unreadable' && reading.currency && reading.currency !== currency.toUpperCase()) {
    const problem = words.wrongCurrency({
      name: currencyName(currency, locale),
      symbol: currencySymbol(currency, locale),
      typed: currencySymbol(reading.currency, locale),
    });
    return { amount, problem };
  }
  if (reading.kind === 'unreadable') {
    return { amount, problem: words.unreadable({ amount: formatPrice(450_000, currency, locale) }) };
  }
  if (reading.kind === 'ambiguous') {
    const problem = words.ambiguous({
      typed: text.trim(),
      grouped: formatPrice(reading.grouped, currency, locale),
      decimal: formatPrice(reading.decimal, currency, locale, { maximumFractionDigits: 3 }),
      groupedDigits: groupDigits(reading.grouped, locale),
    });
    return { amount, problem };
  }
  return { amount, problem: validatePriceGuess(reading.amount, locale, currency) };
}

/** The problem with a guessed amount against the public bounds, with amounts in the home's currency when known. */
export function validatePriceGuess(amount: number, locale: PriceLocale, currency?: string): string | null {
  const words = PRICE_INPUT_WORDS[locale];
  const show = (limit: number) => (currency ? formatPrice(limit, currency, locale) : groupDigits(limit, locale));
  if (!Number.isInteger(amount)) return words.wholeNumber;
  if (amount < PRICE_GUESS_LIMITS.min) return words.atLeast(show(PRICE_GUESS_LIMITS.min));
  if (amount > PRICE_GUESS_LIMITS.max) return words.atMost(show(PRICE_GUESS_LIMITS.max));
  return null;
}

/** "pounds", "euros", "libras": the currency's name in the locale, or its code for any other currency. */
export function currencyName(currency: string, locale: PriceLocale = 'en'): string {
  return PRICE_INPUT_WORDS[locale].currencyNames[currency.toUpperCase()] ?? currency;
}
