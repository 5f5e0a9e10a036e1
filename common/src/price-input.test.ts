import {
  PRICE_GUESS_LIMITS,
  currencySignProblem,
  formatPrice,
  formatPriceShort,
  parsePriceInput,
  validatePriceGuess,
} from './price-input';

describe('parsePriceInput', () => {
  it.each([
    ['450000', 450_000],
    ['450,000', 450_000],
    ['£450,000', 450_000],
    ['$1,200,000', 1_200_000],
    ['€300,000', 300_000],
    ['450k', 450_000],
    ['450K', 450_000],
    ['450 k', 450_000],
    ['£450k', 450_000],
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
    ['€ 300 000', 300_000],
    ['300 000 €', 300_000],
    ['300000€', 300_000],
    ['1 200 000', 1_200_000],
    ['300\u00a0000', 300_000],
    ['300\u202f000', 300_000],
    [' 325k ', 325_000],
    ['\t£ 325k\n', 325_000],
    ['450000.4', 450_000],
    ['450000.5', 450_001],
    ['1,200.50', 1_201],
    ['1.0000005m', 1_000_001],
    ['0450000', 450_000],
    ['1', 1],
  ])('reads %p as %d', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1.2.3',
    '1,2m',
    '45,0000',
    '4500,00',
    '1,200 000',
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
  ])('rejects %p', (text) => {
    expect(parsePriceInput(text)).toBeNull();
  });

  it('may return amounts outside the guess limits; validation is a separate step', () => {
    expect(parsePriceInput('500')).toBe(500);
    expect(parsePriceInput('5bn')).toBe(5_000_000_000);
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
    expect(validatePriceGuess(amount)).toBeNull();
  });

  it.each([999, 0, -450_000])('rejects %d as too low', (amount) => {
    expect(validatePriceGuess(amount)).toBe('Your guess must be at least 1,000.');
  });

  it('rejects amounts over the maximum', () => {
    expect(validatePriceGuess(1_000_000_001)).toBe('Your guess must be at most 1,000,000,000.');
  });

  it.each([450_000.5, NaN, Infinity, -Infinity])('rejects %p as not a whole number', (amount) => {
    expect(validatePriceGuess(amount)).toBe('Enter your guess as a whole number.');
  });

  it.each([
    ['GBP', 12, 'Your guess must be at least £1,000.'],
    ['USD', 12, 'Your guess must be at least $1,000.'],
    ['GBP', 2_000_000_000, 'Your guess must be at most £1,000,000,000.'],
  ])('says the bounds in the home currency (%s, %d)', (currency, amount, message) => {
    expect(validatePriceGuess(amount, currency)).toBe(message);
  });
});

describe('currencySignProblem', () => {
  it.each([
    ['$500k', 'GBP', 'This home is priced in pounds (£), not $. Type your guess in pounds.'],
    ['500,000 $', 'GBP', 'This home is priced in pounds (£), not $. Type your guess in pounds.'],
    ['£450k', 'USD', 'This home is priced in US dollars ($), not £. Type your guess in US dollars.'],
    [' €300 000', 'GBP', 'This home is priced in pounds (£), not €. Type your guess in pounds.'],
  ])('refuses %p on a home priced in %s', (text, currency, message) => {
    expect(currencySignProblem(text, currency)).toBe(message);
  });

  it.each([
    ['£450k', 'GBP'],
    ['$650k', 'USD'],
    ['$650k', 'usd'],
    ['450k', 'GBP'],
    ['300 000 €', 'EUR'],
    ['abc', 'GBP'],
  ])('lets %p through on a home priced in %s', (text, currency) => {
    expect(currencySignProblem(text, currency)).toBeNull();
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
  ])('formats %d %s as %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
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

  it('throws a RangeError for an invalid currency code', () => {
    expect(() => formatPriceShort(450_000, 'POUNDS')).toThrow(RangeError);
  });
});
