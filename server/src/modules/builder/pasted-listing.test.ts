import { propertyTypeOf } from './pasted-listing';

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
  });
});
