import type { BrandLocale } from './brand-components';

/**
 * What a player reads about a typed price, in each brand locale: the guess form says it as they type, and the server
 * says the same when it refuses a guess. Amounts come in already formatted in the locale.
 */
export interface PriceInputWords {
  empty: string;
  unreadable: (examples: { amount: string }) => string;
  /** `typed` has a mark that is a decimal mark here and a thousands mark elsewhere ("1,200" in Spanish). */
  ambiguous: (parts: { typed: string; grouped: string; decimal: string; groupedDigits: string }) => string;
  wrongCurrency: (parts: { name: string; symbol: string; typed: string }) => string;
  wholeNumber: string;
  atLeast: (minimum: string) => string;
  atMost: (maximum: string) => string;
  /** Names of the currencies homes are priced in; any other is called by its code. */
  currencyNames: Readonly<Record<string, string>>;
}

export const PRICE_INPUT_WORDS: Readonly<Record<BrandLocale, PriceInputWords>> = {
  en: {
    empty: 'Type your guess first.',
    unreadable: ({ amount }) => `We can't read that as a price. Try 450k, 1.2m or ${amount}.`,
    ambiguous: ({ typed, grouped, decimal, groupedDigits }) =>
      `"${typed}" could mean ${grouped} or ${decimal}. For ${grouped}, type ${groupedDigits}.`,
    wrongCurrency: ({ name, symbol, typed }) =>
      `This home is priced in ${name} (${symbol}), not ${typed}. Type your guess in ${name}.`,
    wholeNumber: 'Enter your guess as a whole number.',
    atLeast: (minimum) => `Your guess must be at least ${minimum}.`,
    atMost: (maximum) => `Your guess must be at most ${maximum}.`,
    currencyNames: { GBP: 'pounds', USD: 'US dollars', EUR: 'euros' },
  },
  es: {
    empty: 'Escribe primero tu estimación.',
    unreadable: ({ amount }) => `No entendemos eso como un precio. Prueba con ${amount}, 450 mil o 1,2 M.`,
    ambiguous: ({ typed, grouped, decimal, groupedDigits }) =>
      `«${typed}» puede ser ${grouped} o ${decimal}. Para ${grouped}, escribe ${groupedDigits}.`,
    wrongCurrency: ({ name, symbol, typed }) =>
      `Esta casa tiene el precio en ${name} (${symbol}), no en ${typed}. Escribe tu estimación en ${name}.`,
    wholeNumber: 'Escribe tu estimación como un número entero.',
    atLeast: (minimum) => `Tu estimación debe ser de al menos ${minimum}.`,
    atMost: (maximum) => `Tu estimación debe ser como máximo de ${maximum}.`,
    currencyNames: { GBP: 'libras', USD: 'dólares estadounidenses', EUR: 'euros' },
  },
};
