import { listingFromPage, propertyTypeOf } from './pasted-listing';

describe('propertyTypeOf', () => {
  it.each([
    ['Single Family Residence', 'US', 'single-family'],
    ['SINGLE_FAMILY', 'US', 'single-family'],
    ['condos', 'US', 'condo'],
    ['Apartment', 'US', 'condo'],
    ['TOWNHOUSE', 'US', 'townhouse'],
    ['Detached', 'US', 'single-family'],
    ['Detached', 'GB', 'detached'],
    ['semi_detached', 'GB', 'semi-detached'],
    ['End of terrace', 'GB', 'terraced'],
    ['Flat', 'GB', 'flat'],
    ['Condo', 'GB', 'flat'],
    ['Piso', 'ES', 'flat'],
    ['Ático', 'ES', 'flat'],
    ['Casa adosada', 'ES', 'terraced'],
    ['Chalet pareado', 'ES', 'semi-detached'],
    ['Chalet', 'ES', 'detached'],
    ['Apartment', 'ES', 'flat'],
    ['Etagenwohnung', 'DE', 'flat'],
    ['Doppelhaushälfte', 'DE', 'semi-detached'],
    ['Reihenmittelhaus', 'DE', 'terraced'],
    ['Einfamilienhaus', 'DE', 'detached'],
    ['Einfamilienhaus mit Einliegerwohnung', 'DE', 'detached'],
    ['Villa', 'DE', 'detached'],
    ['Apartamento', 'PT', 'flat'],
    ['Moradia Geminada', 'PT', 'semi-detached'],
    ['Moradia em banda', 'PT', 'terraced'],
    ['Moradia isolada', 'PT', 'detached'],
  ] as const)('reads %s in %s as %s', (text, country, type) => {
    expect(propertyTypeOf(text, country)).toBe(type);
  });

  it('leaves unknown what the name does not settle, rather than guessing', () => {
    // A house is not "detached" for want of a country, nor a British house for want of its form.
    expect(propertyTypeOf('Single Family Residence', undefined)).toBeUndefined();
    expect(propertyTypeOf('House', undefined)).toBeUndefined();
    expect(propertyTypeOf('House', 'GB')).toBeUndefined();
    expect(propertyTypeOf('Apartment', undefined)).toBeUndefined();
    expect(propertyTypeOf('Multi Family', 'US')).toBeUndefined();
    expect(propertyTypeOf('Land', 'GB')).toBeUndefined();
    expect(propertyTypeOf('Semi-Detached', 'US')).toBeUndefined();
    expect(propertyTypeOf('Moradia', 'PT')).toBeUndefined();
    expect(propertyTypeOf('Villa', 'GB')).toBeUndefined();
    expect(propertyTypeOf('Mehrfamilienhaus', 'DE')).toBeUndefined();
    expect(propertyTypeOf('Wohnung', 'FR')).toBeUndefined();
  });
});

describe('listingFromPage', () => {
  it("keeps a German page's country and what it settles, and leaves out a country the listing cannot hold", () => {
    const source = { sourceRef: 'url:x', url: 'https://www.immowelt.de/expose/1', accountId: 'a', maskedPrices: [] };
    const german = listingFromPage(
      { country: 'DE', currency: 'EUR', price: 495000, propertyType: 'Etagenwohnung', area: 78.5, areaUnit: 'sqm' },
      source,
    );
    expect(german).toMatchObject({ country: 'DE', currency: 'EUR', actualPrice: 495000, propertyType: 'flat' });
    expect(german).toMatchObject({ floorAreaSqft: 845 });
    expect(german.missingFacts).not.toContain('country');
    const elsewhere = listingFromPage({ country: 'JP', currency: 'EUR', price: 495000 }, source);
    expect(elsewhere.missingFacts).toContain('country');
  });
});
