import { coerceFacts, toNumber, toPrice } from './listing-facts';

const PAGE_URL = new URL('https://homes.example/listing/1');

describe('toNumber and toPrice', () => {
  it.each([
    [4, 4],
    ['4 beds', 4],
    ['2,517 sq ft', 2517],
    ['3.5', 3.5],
    ['695.000', 695000],
    ['1 250 000', 1250000],
    ['78,5 m²', 78.5],
    ['495.000,50 €', 495000.5],
    ['1.234.567', 1234567],
    ['890 000 €', 890000],
    ['none', undefined],
    [Number.NaN, undefined],
  ])('toNumber(%p) = %p', (value, number) => {
    expect(toNumber(value)).toBe(number);
  });

  it.each([
    ['£695,000', 695000],
    ['$1.2M', 1200000],
    ['695k', 695000],
    ['1,25 M€', 1250000],
    [0, undefined],
    [-5, undefined],
    ['POA', undefined],
  ])('toPrice(%p) = %p', (value, price) => {
    expect(toPrice(value)).toBe(price);
  });
});

describe('coerceFacts', () => {
  it('converts what pages give into one form', () => {
    expect(
      coerceFacts(
        {
          title: ' Nice &amp; <b>bright</b> ',
          country: 'United States',
          price: '£695,000',
          forSale: 'FOR_SALE',
          bedrooms: '4',
          bathrooms: '2.5',
          area: '1,631',
          areaUnit: 'sq. ft.',
          yearBuilt: '1930',
          latitude: '51.76',
          longitude: -1.21,
          photos: ['/a.jpg', 'javascript:alert(1)', '/a.jpg', 'https://cdn.example/b.jpg'],
          reference: 171844895,
        },
        PAGE_URL,
      ),
    ).toEqual({
      title: 'Nice & bright',
      country: 'US',
      price: 695000,
      currency: 'GBP',
      forSale: true,
      bedrooms: 4,
      bathrooms: 2.5,
      area: 1631,
      areaUnit: 'sqft',
      yearBuilt: 1930,
      latitude: 51.76,
      longitude: -1.21,
      photos: ['https://homes.example/a.jpg', 'https://cdn.example/b.jpg'],
      reference: '171844895',
    });
  });

  it('leaves out values that make no sense for their field, and facts that only count together', () => {
    expect(
      coerceFacts(
        {
          bedrooms: 2.5,
          bathrooms: 2.3,
          yearBuilt: 3050,
          latitude: 0,
          longitude: 0,
          area: 120,
          areaUnit: 'acres',
          country: { name: 'UK' },
          currency: 'pounds',
          title: '<script>alert(1)</script>',
        },
        PAGE_URL,
      ),
    ).toEqual({ country: 'GB' });
    expect(coerceFacts({ latitude: 91, longitude: 10 }, PAGE_URL)).toEqual({});
  });
});

describe('coerceFacts countries', () => {
  it.each([
    ['Deutschland', 'DE'],
    ['Portugal', 'PT'],
    ['DEU', 'DE'],
    ['PRT', 'PT'],
    ['es', 'ES'],
    ['Ruritania', 'Ruritania'],
  ])('reads %p as %p', (country, code) => {
    expect(coerceFacts({ country }, PAGE_URL).country).toBe(code);
  });
});
