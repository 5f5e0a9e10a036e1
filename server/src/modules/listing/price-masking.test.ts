import fc from 'fast-check';
import { amountValue, maskListingTexts, maskPrices } from './price-masking';

describe('maskPrices', () => {
  it.each([
    ['4 bed house for £695,000', '4 bed house for £•••', ['£695,000']],
    ['Listed at $685,900.', 'Listed at $•••.', ['$685,900']],
    ['Just 695k!', 'Just •••!', ['695k']],
    ['Offers over £650,000', 'Offers over £•••', ['£650,000']],
    ['Offers over 650,000', 'Offers over •••', ['Offers over 650,000']],
    ['Guide price 700000 - viewing advised', 'Guide price ••• - viewing advised', ['Guide price 700000']],
    ['OIEO 1.2m', 'OIEO •••', ['OIEO 1.2m']],
    ['Now £1.25m after a cut', 'Now £••• after a cut', ['£1.25m']],
    ['Piso por 385.000 €', 'Piso por ••• €', ['385.000 €']],
    ['Asking GBP 450,000', 'Asking GBP •••', ['GBP 450,000']],
    ['HOA $80 monthly, $273 per sq ft', 'HOA $••• monthly, $••• per sq ft', ['$80', '$273']],
  ])('%s', (text, masked, originals) => {
    expect(maskPrices(text)).toEqual({ text: masked, originals });
  });

  it.each([
    '4 bedrooms, 2,517 sq ft, built in 2023',
    '4836 Sicily Dr, Lake Elsinore, CA 92530',
    'Stephen Road, Headington, OX3 9AY',
    'Price on application',
    'Less than 100m walk from the shops, 1.5k steps to the park',
  ])('leaves text that states no price: %s', (text) => {
    expect(maskPrices(text)).toEqual({ text, originals: [] });
  });

  it("masks the listing's own price however it is grouped, and only whole numbers", () => {
    const text = 'Was 695000, then 695 000, or 695.000; ref 16950001 stays';
    expect(maskPrices(text, 695000)).toEqual({
      text: 'Was •••, then •••, or •••; ref 16950001 stays',
      originals: ['695000', '695 000', '695.000'],
    });
  });
});

describe('maskPrices in every wording, en and es', () => {
  it.each([
    ['On the market at 525,000 pounds.', 525000, 'On the market at ••• pounds.'],
    ['On the market at 525,000 pounds.', undefined, 'On the market at ••• pounds.'],
    ['Piso de 245.000 euros en el centro', 245000, 'Piso de ••• euros en el centro'],
    ['Precio: 245000', undefined, 'Precio: •••'],
    ['PRECIO DE VENTA: 1.200.000 €', 1200000, 'PRECIO DE VENTA: ••• €'],
    ['Yours for 450 thousand pounds', 450000, 'Yours for ••• pounds'],
    ['A steal at 450 grand', undefined, 'A steal at •••'],
    ['Se vende por 320 mil euros', undefined, 'Se vende por ••• euros'],
    ['Chalet: 1,5 millones de euros', undefined, 'Chalet: ••• de euros'],
    ['Ático, 1,25 M€', undefined, 'Ático, •••€'],
    ['Asking 1.2 million', undefined, 'Asking •••'],
    ['Guide price: 695 000', undefined, 'Guide price: •••'],
    ['Offers over 650.000', undefined, 'Offers over •••'],
    ['EUR 780.000,00 negociables', undefined, 'EUR ••• negociables'],
    ['Only USD 415,000!', undefined, 'Only USD •••!'],
    ['390 000 libras esterlinas', undefined, '••• libras esterlinas'],
    ['850.000 dólares', undefined, '••• dólares'],
    ['Now £1.25m', undefined, 'Now £•••'],
    ['$525K', undefined, '$•••'],
    ['€\u00a0525.000', undefined, '€\u00a0•••'],
    ['Was 535\u2009000, now less', 525000, 'Was •••, now less'],
    ['Bargain at 514500', 525000, 'Bargain at •••'],
    ['Just 525000 and yours', 525000, 'Just ••• and yours'],
    ['245.000,50 €', undefined, '••• €'],
    ['$273 per sq ft', 525000, '$••• per sq ft'],
  ])('%s (price %s)', (text, price, masked) => {
    expect(maskPrices(text, price).text).toBe(masked);
  });

  it.each([
    ['3 bedrooms, 1,250 sq ft, 120 m² plot, built 1998', 525000],
    ['12 Mill Lane, a 100m walk from 2 parks', 525000],
    ['Plot of 12,000 sq ft', 525000],
    ['A 10 minute walk; 2 mil metros de jardín', 245000],
    ['It stands on a 217,800 sq ft lot.', 300000],
    ['Parcela de 300.000 m² con pozo', 300000],
    ['A 1.2 acres plot', 1200000],
  ])('leaves numbers that are not a price: %s', (text, price) => {
    expect(maskPrices(text, price).text).toBe(text);
  });

  it('leaves house numbers and postcodes in an address unless they are the price itself', () => {
    expect(maskPrices('15 Grand Avenue', 600000, { address: true }).text).toBe('15 Grand Avenue');
    expect(maskPrices('98103', 98000, { address: true }).text).toBe('98103');
    expect(maskPrices('98000', 98000, { address: true }).text).toBe('•••');
    expect(maskPrices('Flat 2, £450,000 Road', 98000, { address: true }).text).toBe('Flat 2, £••• Road');
  });

  it('masks every text of a listing in place against its own price, a postcode only when it is the price', () => {
    const listing = {
      title: 'House, 525000',
      description: 'On the market at 525,000 pounds. Reduced from 560 000.',
      addressLine: '21034 SE 280th St',
      city: 'Kent',
      region: 'Washington',
      postalCode: '98042',
      source: 'Listing on example.com',
      actualPrice: 525000,
      missingFacts: [],
    };
    const masked = maskListingTexts(listing);
    expect(listing).toMatchObject({
      title: 'House, •••',
      description: 'On the market at ••• pounds. Reduced from •••.',
      addressLine: '21034 SE 280th St',
      postalCode: '98042',
    });
    expect(masked).toEqual([
      { field: 'title', original: '525000' },
      { field: 'description', original: '525,000 pounds' },
      { field: 'description', original: 'Reduced from 560 000' },
    ]);
  });
});

describe('amountValue', () => {
  it.each([
    ['245,000', 245000],
    ['245.000', 245000],
    ['245\u202f000', 245000],
    ['245.000,50', 245000.5],
    ['1,25', 1.25],
    ['1.25', 1.25],
    ['1.200.000', 1200000],
  ])('%s -> %s', (amount, value) => expect(amountValue(amount)).toBe(value));
});

/** A price as texts write it: locales' grouping (comma, dot, space, narrow no-break space), symbols, words. */
const WRITINGS: ReadonlyArray<(price: number) => string> = [
  ...['en-GB', 'en-US', 'es-ES', 'de-DE', 'fr-FR', 'en-IE'].flatMap((locale) => [
    (price: number) => price.toLocaleString(locale),
    (price: number) => price.toLocaleString(locale, { minimumFractionDigits: 2 }),
    ...['GBP', 'USD', 'EUR'].map(
      (currency) => (price: number) =>
        price.toLocaleString(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
    ),
  ]),
  (price) => `${Math.round(price / 1000)}k`,
  (price) => `£${(price / 1e6).toFixed(2)}m`,
  (price) => `${Math.round(price / 1000)} thousand pounds`,
  (price) => `${Math.round(price / 1000)} grand`,
  (price) => `${Math.round(price / 1000)} mil euros`,
  (price) => `${(price / 1e6).toFixed(2).replace('.', ',')} M€`,
  (price) => `${(price / 1e6).toFixed(1).replace('.', ',')} millones de euros`,
  (price) => `Precio: ${price}`,
  (price) => `asking ${price}`,
  (price) => `guide price ${price.toLocaleString('en-GB')}`,
  (price) => `offers over ${price.toLocaleString('en-GB')}`,
  (price) => `GBP ${price}`,
  (price) => `${price} USD`,
  (price) => `${price.toLocaleString('es-ES')} dólares`,
  (price) => `${price.toLocaleString('es-ES')} libras`,
  (price) => `€ ${price.toLocaleString('de-DE')}`,
  // Near the price gives it away too.
  (price) => String(Math.round(price * 0.98)),
  (price) => Math.round(price * 1.02).toLocaleString('fr-FR'),
];

describe('maskPrices, property', () => {
  it('never lets a price survive, however it is written, in a sentence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 9_000_000 }),
        fc.constantFrom(...WRITINGS),
        fc.constantFrom('A lovely home, {} - see it soon.', 'Piso luminoso ({}), con terraza.', '{}', 'Now {}!'),
        (price, write, sentence) => {
          const text = sentence.replace('{}', write(price));
          const masked = maskPrices(text, price).text;
          expect(masked).not.toMatch(/\d/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
