import fc from 'fast-check';
import { PRICE_GUESS_LIMITS, checkPriceGuess, readPrice, validatePriceGuess, type PriceLocale } from './price-input';
import { formatPrice, formatPriceShort } from './price-format';

const amountOf = (text: string, locale: PriceLocale) => {
  const reading = readPrice(text, locale);
  return reading.kind === 'amount' ? reading.amount : reading.kind;
};

describe('readPrice', () => {
  // Both locales read these the same way.
  it.each([
    ['450000', 450_000],
    ['450k', 450_000],
    ['450K', 450_000],
    ['450 k', 450_000],
    ['£450k', 450_000],
    ['€ 300 000', 300_000],
    ['300 000 €', 300_000],
    ['300000€', 300_000],
    ['1 200 000', 1_200_000],
    ['300\u00a0000', 300_000],
    ['300\u202f000 €', 300_000],
    ['300\u2009000', 300_000],
    [' 325k ', 325_000],
    ['\t£ 325k\n', 325_000],
    ['EUR 450000', 450_000],
    ['450000 eur', 450_000],
    ['USD 650k', 650_000],
    ['US$650k', 650_000],
    ['0450000', 450_000],
    ['1', 1],
  ])('reads %p as %d in en and es', (text, expected) => {
    expect(amountOf(text, 'en')).toBe(expected);
    expect(amountOf(text, 'es')).toBe(expected);
  });

  it.each([
    ['450,000', 450_000],
    ['£450,000', 450_000],
    ['$1,200,000', 1_200_000],
    ['1,200', 1_200],
    ['1.2m', 1_200_000],
    ['1.2M', 1_200_000],
    ['1.25m', 1_250_000],
    ['1.15m', 1_150_000],
    ['£1.2m', 1_200_000],
    ['1.2mn', 1_200_000],
    ['1.2 million', 1_200_000],
    ['1.2 Million', 1_200_000],
    ['2 million', 2_000_000],
    ['450 thousand', 450_000],
    ['1bn', 1_000_000_000],
    ['1 billion', 1_000_000_000],
    ['1,200k', 1_200_000],
    ['450000.4', 450_000],
    ['450000.5', 450_001],
    ['1,200.50', 1_201],
    ['1.0000005m', 1_000_001],
    ['1.2', 1],
    ['12.5', 13],
    // Written the Spanish way, and only readable that way.
    ['1.234.567', 1_234_567],
    ['450.000,50', 450_001],
    ['1,2m', 1_200_000],
    ['4500,00', 4_500],
    ['£1.200.000', 1_200_000],
  ])('reads %p as %d in en', (text, expected) => {
    expect(amountOf(text, 'en')).toBe(expected);
  });

  it.each([
    ['450.000', 450_000],
    ['450.000 €', 450_000],
    ['450.000€', 450_000],
    ['€450.000', 450_000],
    ['1.200', 1_200],
    ['1.234.567', 1_234_567],
    ['1.234.567 €', 1_234_567],
    ['1,2m', 1_200_000],
    ['1,2 M€', 1_200_000],
    ['1,2 m €', 1_200_000],
    ['1,25 M€', 1_250_000],
    ['450.000,50', 450_001],
    ['450.000,49 €', 450_000],
    ['450 mil', 450_000],
    ['450 mil €', 450_000],
    ['450mil', 450_000],
    ['1,5 mil', 1_500],
    ['1,2 millones', 1_200_000],
    ['2 millones €', 2_000_000],
    ['1 millón', 1_000_000],
    ['1 millon', 1_000_000],
    ['1 mil millones', 1_000_000_000],
    ['450k', 450_000],
    ['450 k€', 450_000],
    ['1.200k', 1_200_000],
    ['12,5', 13],
    ['0,5', 1],
    // Written the English way, and only readable that way.
    ['1,234,567', 1_234_567],
    ['1.2m', 1_200_000],
    ['1,200.50', 1_201],
    ['€1,200,000', 1_200_000],
  ])('reads %p as %d in es', (text, expected) => {
    expect(amountOf(text, 'es')).toBe(expected);
  });

  it.each([
    // A mark followed by three digits that is this locale's decimal mark and the other's thousands mark.
    ['450.000', 'en', 450_000, 450],
    ['1.200', 'en', 1_200, 1.2],
    ['£1.500', 'en', 1_500, 1.5],
    ['1,200', 'es', 1_200, 1.2],
    ['450,000 €', 'es', 450_000, 450],
    ['1,200k', 'es', 1_200_000, 1_200],
    ['1,250 M€', 'es', 1_250_000_000, 1_250_000],
  ] as const)('refuses %p in %s as ambiguous: %d or %d', (text, locale, grouped, decimal) => {
    expect(readPrice(text, locale)).toMatchObject({ kind: 'ambiguous', grouped, decimal });
  });

  it.each([
    '',
    '   ',
    'abc',
    '1.2.3',
    '1,2,3',
    '1,200 000',
    '1.200 000',
    '1 2',
    ',450',
    '450,',
    '.5m',
    '450000.',
    '-450000',
    '-£450,000',
    '£-450,000',
    '0',
    '0k',
    '0.4',
    '£',
    'k',
    '£450,000£',
    '€450.000€',
    '££450000',
    '450kk',
    '450 km',
    '450 grand',
    '1e6',
    '0x1F',
    'Infinity',
    'NaN',
    '450000 abc',
    '99999999999999999999',
    // A three-digit "fraction" of the other convention is more likely a mistyped group than decimals.
    '4500.000,5',
  ])('cannot read %p in either locale', (text) => {
    expect(readPrice(text, 'en')).toEqual({ kind: 'unreadable' });
    expect(readPrice(text, 'es')).toEqual({ kind: 'unreadable' });
  });

  it.each([
    ['450 mil', 'en'],
    ['1.2 mil', 'en'],
    ['2 millones', 'en'],
    ['450 thousand', 'es'],
    ['1.2 million', 'es'],
    ['1bn', 'es'],
    ['4500,000', 'en'],
    ['4500.000', 'es'],
  ] as const)('cannot read %p in %s', (text, locale) => {
    expect(readPrice(text, locale)).toEqual({ kind: 'unreadable' });
  });

  it('says which currency a sign or code names', () => {
    expect(readPrice('$500k', 'en')).toEqual({ kind: 'amount', amount: 500_000, currency: 'USD' });
    expect(readPrice('500.000 GBP', 'es')).toEqual({ kind: 'amount', amount: 500_000, currency: 'GBP' });
    expect(readPrice('1,2 M€', 'es')).toEqual({ kind: 'amount', amount: 1_200_000, currency: 'EUR' });
    expect(readPrice('450k', 'en')).toEqual({ kind: 'amount', amount: 450_000, currency: null });
  });

  it('may return amounts outside the guess limits; validation is a separate step', () => {
    expect(amountOf('500', 'en')).toBe(500);
    expect(amountOf('5bn', 'en')).toBe(5_000_000_000);
  });

  // What Intl writes, the parser reads back: the prices a player copies from a listing or sees on the site.
  describe('reads back what Intl.NumberFormat writes', () => {
    const LOCALES = [
      ['en-GB', 'en'],
      ['en-US', 'en'],
      ['es-ES', 'es'],
    ] as const;
    const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;

    it.each(LOCALES)('whole prices in %s', (intlLocale, locale) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: PRICE_GUESS_LIMITS.max }),
          fc.constantFrom(...CURRENCIES),
          fc.constantFrom<Intl.NumberFormatOptions['useGrouping']>('auto', 'always', false),
          (amount, currency, useGrouping) => {
            const text = new Intl.NumberFormat(intlLocale, {
              style: 'currency',
              currency,
              maximumFractionDigits: 0,
              useGrouping,
            }).format(amount);
            expect(readPrice(text, locale)).toEqual({ kind: 'amount', amount, currency });
            const bare = new Intl.NumberFormat(intlLocale, { useGrouping }).format(amount);
            expect(readPrice(bare, locale)).toEqual({ kind: 'amount', amount, currency: null });
          },
        ),
      );
    });

    it.each(LOCALES)('prices with cents in %s, rounded to the whole unit', (intlLocale, locale) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: PRICE_GUESS_LIMITS.max * 100 }),
          fc.constantFrom(...CURRENCIES),
          (cents, currency) => {
            const text = new Intl.NumberFormat(intlLocale, {
              style: 'currency',
              currency,
              minimumFractionDigits: 2,
            }).format(cents / 100);
            const wholeUnits = Math.floor((cents + 50) / 100);
            expect(readPrice(text, locale)).toEqual(
              wholeUnits > 0 ? { kind: 'amount', amount: wholeUnits, currency } : { kind: 'unreadable' },
            );
          },
        ),
      );
    });

    it.each(LOCALES)('short prices in %s ("£450K", "1,25 M €", "450 mil €")', (intlLocale, locale) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 999 }),
          fc.integer({ min: 1, max: 6 }),
          fc.constantFrom(...CURRENCIES),
          (digits, power, currency) => {
            const amount = digits * 10 ** power;
            fc.pre(amount >= 1_000 && amount < PRICE_GUESS_LIMITS.max);
            const text = new Intl.NumberFormat(intlLocale, {
              style: 'currency',
              currency,
              notation: 'compact',
              maximumSignificantDigits: 3,
            }).format(amount);
            expect(readPrice(text, locale)).toEqual({ kind: 'amount', amount, currency });
          },
        ),
      );
    });
  });
});

describe('PRICE_GUESS_LIMITS', () => {
  it('is the public absolute range', () => {
    expect(PRICE_GUESS_LIMITS).toEqual({ min: 1_000, max: 1_000_000_000 });
    expect(Object.isFrozen(PRICE_GUESS_LIMITS)).toBe(true);
  });
});

describe('validatePriceGuess', () => {
  it.each([1_000, 1_001, 450_000, 999_999_999, 1_000_000_000])('accepts %d', (amount) => {
    expect(validatePriceGuess(amount, 'en')).toBeNull();
    expect(validatePriceGuess(amount, 'es')).toBeNull();
  });

  it.each([999, 0, -450_000])('rejects %d as too low', (amount) => {
    expect(validatePriceGuess(amount, 'en')).toBe('Your guess must be at least 1,000.');
    expect(validatePriceGuess(amount, 'es')).toBe('Tu estimación debe ser de al menos 1.000.');
  });

  it('rejects amounts over the maximum', () => {
    expect(validatePriceGuess(1_000_000_001, 'en')).toBe('Your guess must be at most 1,000,000,000.');
    expect(validatePriceGuess(1_000_000_001, 'es')).toBe('Tu estimación debe ser como máximo de 1.000.000.000.');
  });

  it.each([450_000.5, NaN, Infinity, -Infinity])('rejects %p as not a whole number', (amount) => {
    expect(validatePriceGuess(amount, 'en')).toBe('Enter your guess as a whole number.');
    expect(validatePriceGuess(amount, 'es')).toBe('Escribe tu estimación como un número entero.');
  });

  it.each([
    ['en', 'GBP', 12, 'Your guess must be at least £1,000.'],
    ['en', 'USD', 12, 'Your guess must be at least $1,000.'],
    ['en', 'GBP', 2_000_000_000, 'Your guess must be at most £1,000,000,000.'],
    ['es', 'EUR', 12, 'Tu estimación debe ser de al menos 1.000\u00a0€.'],
    ['es', 'EUR', 2_000_000_000, 'Tu estimación debe ser como máximo de 1.000.000.000\u00a0€.'],
  ] as const)(
    'says the bounds in the locale (%s) and the home currency (%s, %d)',
    (locale, currency, amount, message) => {
      expect(validatePriceGuess(amount, locale, currency)).toBe(message);
    },
  );
});

describe('checkPriceGuess', () => {
  it.each([
    ['450k', 'GBP', 'en', 450_000],
    ['1.2m', 'GBP', 'en', 1_200_000],
    ['£450,000', 'GBP', 'en', 450_000],
    ['450.000', 'EUR', 'es', 450_000],
    ['450.000 €', 'EUR', 'es', 450_000],
    ['1,2 M€', 'EUR', 'es', 1_200_000],
    ['450 mil', 'EUR', 'es', 450_000],
    ['EUR 450.000', 'eur', 'es', 450_000],
  ] as const)('accepts %p on a home priced in %s (%s)', (text, currency, locale, amount) => {
    expect(checkPriceGuess(text, currency, locale)).toEqual({ amount, problem: null });
  });

  it.each([
    ['  ', 'GBP', 'en', 'Type your guess first.'],
    ['', 'EUR', 'es', 'Escribe primero tu estimación.'],
    ['abc', 'USD', 'en', "We can't read that as a price. Try 450k, 1.2m or $450,000."],
    ['abc', 'EUR', 'es', 'No entendemos eso como un precio. Prueba con 450.000\u00a0€, 450 mil o 1,2 M.'],
    ['$500k', 'GBP', 'en', 'This home is priced in pounds (£), not $. Type your guess in pounds.'],
    ['500,000 $', 'GBP', 'en', 'This home is priced in pounds (£), not $. Type your guess in pounds.'],
    ['USD 500k', 'GBP', 'en', 'This home is priced in pounds (£), not $. Type your guess in pounds.'],
    ['£450k', 'USD', 'en', 'This home is priced in US dollars ($), not £. Type your guess in US dollars.'],
    [' €300 000', 'GBP', 'en', 'This home is priced in pounds (£), not €. Type your guess in pounds.'],
    ['500.000 £', 'EUR', 'es', 'Esta casa tiene el precio en euros (€), no en GBP. Escribe tu estimación en euros.'],
    ['$1,200', 'EUR', 'es', 'Esta casa tiene el precio en euros (€), no en US$. Escribe tu estimación en euros.'],
    ['450.000', 'GBP', 'en', '"450.000" could mean £450,000 or £450. For £450,000, type 450,000.'],
    ['1.200', 'USD', 'en', '"1.200" could mean $1,200 or $1.2. For $1,200, type 1,200.'],
    ['1,200', 'EUR', 'es', '«1,200» puede ser 1.200\u00a0€ o 1,2\u00a0€. Para 1.200\u00a0€, escribe 1.200.'],
    [
      '1,200k €',
      'EUR',
      'es',
      '«1,200k €» puede ser 1.200.000\u00a0€ o 1.200\u00a0€. Para 1.200.000\u00a0€, escribe 1.200.000.',
    ],
    ['12', 'GBP', 'en', 'Your guess must be at least £1,000.'],
    ['450', 'EUR', 'es', 'Tu estimación debe ser de al menos 1.000\u00a0€.'],
    ['1,2', 'EUR', 'es', 'Tu estimación debe ser de al menos 1.000\u00a0€.'],
    ['2 mil millones', 'EUR', 'es', 'Tu estimación debe ser como máximo de 1.000.000.000\u00a0€.'],
  ] as const)('refuses %p on a home priced in %s (%s)', (text, currency, locale, problem) => {
    expect(checkPriceGuess(text, currency, locale).problem).toBe(problem);
  });

  it('keeps the amount read when only its currency or range is wrong, so the form can say so at once', () => {
    expect(checkPriceGuess('$500k', 'GBP', 'en').amount).toBe(500_000);
    expect(checkPriceGuess('450', 'EUR', 'es').amount).toBe(450);
    expect(checkPriceGuess('1,200', 'EUR', 'es').amount).toBeNull();
  });
});

describe('formatPrice', () => {
  it.each([
    [450_000, 'GBP', '£450,000'],
    [450_000, 'USD', '$450,000'],
    [300_000, 'EUR', '€300,000'],
    [1_200_000, 'GBP', '£1,200,000'],
    [999, 'GBP', '£999'],
    [0, 'USD', '$0'],
    [450_000.6, 'GBP', '£450,001'],
    [450_000, 'usd', '$450,000'],
  ])('formats %d %s as %s in English', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
    expect(formatPrice(amount, currency, 'en')).toBe(expected);
  });

  it.each([
    [450_000, 'EUR', '450.000\u00a0€'],
    [1_000, 'EUR', '1.000\u00a0€'],
    [1_200_000, 'EUR', '1.200.000\u00a0€'],
    [999, 'EUR', '999\u00a0€'],
    [450_000, 'GBP', '450.000\u00a0GBP'],
  ])('formats %d %s as %s in Spanish, four digits grouped too', (amount, currency, expected) => {
    expect(formatPrice(amount, currency, 'es')).toBe(expected);
  });

  it('gives the same result from a cached formatter', () => {
    expect(formatPrice(123_456, 'GBP')).toBe('£123,456');
    expect(formatPrice(123_456, 'GBP')).toBe('£123,456');
  });

  it('throws a RangeError for an invalid currency code', () => {
    expect(() => formatPrice(450_000, 'POUNDS')).toThrow(RangeError);
  });
});

describe('formatPriceShort', () => {
  it.each([
    [450_000, 'GBP', '£450k'],
    [450_000, 'USD', '$450k'],
    [1_200_000, 'USD', '$1.2m'],
    [1_200_000, 'GBP', '£1.2m'],
    [1_250_000, 'GBP', '£1.25m'],
    [1_234_567, 'GBP', '£1.23m'],
    [12_345_678, 'USD', '$12.3m'],
    [1_500, 'GBP', '£1.5k'],
    [999_499, 'GBP', '£999k'],
    [999_500, 'GBP', '£1m'],
    [950, 'GBP', '£950'],
    [300_000, 'EUR', '€300k'],
    [1_250_000_000, 'GBP', '£1.25bn'],
    [1_250_000_000, 'USD', '$1.25bn'],
    [2_000_000_000_000, 'USD', '$2tn'],
  ])('formats %d %s as %s', (amount, currency, expected) => {
    expect(formatPriceShort(amount, currency)).toBe(expected);
  });

  it("writes a Spanish brand's axis as Spain does", () => {
    expect(formatPriceShort(300_000, 'EUR', 'es')).toBe('300\u00a0mil\u00a0€');
    expect(formatPriceShort(1_250_000, 'EUR', 'es')).toBe('1,25\u00a0M\u00a0€');
  });

  it('throws a RangeError for an invalid currency code', () => {
    expect(() => formatPriceShort(450_000, 'POUNDS')).toThrow(RangeError);
  });
});
