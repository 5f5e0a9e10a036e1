import { COUNTRIES, countryName, PROPERTY_TYPES, propertyTypeLabel, TENURES, tenureLabel } from './listing-vocabulary';

describe('listing labels', () => {
  it('names every property type and tenure in words, each differently', () => {
    const labels = PROPERTY_TYPES.map(propertyTypeLabel);
    expect(new Set(labels).size).toBe(PROPERTY_TYPES.length);
    for (const [index, type] of PROPERTY_TYPES.entries()) expect(labels[index]).not.toBe(type);
    expect(TENURES.map(tenureLabel)).toEqual(['Freehold', 'Leasehold']);
  });

  it('shows a word it does not know as it is', () => {
    expect(propertyTypeLabel('houseboat')).toBe('houseboat');
    expect(tenureLabel('commonhold')).toBe('commonhold');
  });

  it('names every country a home may be in, in each language (a map of Spanish homes said "ES")', () => {
    expect(COUNTRIES.map((country) => countryName(country, 'en'))).toEqual([
      'United Kingdom',
      'United States',
      'Spain',
      'Germany',
      'Portugal',
    ]);
    expect(COUNTRIES.map((country) => countryName(country, 'es'))).toEqual([
      'Reino Unido',
      'Estados Unidos',
      'España',
      'Alemania',
      'Portugal',
    ]);
  });
});
