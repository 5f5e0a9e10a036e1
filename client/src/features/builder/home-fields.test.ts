import { fieldValue } from './home-fields';

describe("a home's typed fields", () => {
  it.each([
    ['es', '450.000', 450_000],
    ['es', '450.000 €', 450_000],
    ['es', '1,2 M€', 1_200_000],
    ['en', '450,000', 450_000],
    ['en', '£1.2m', 1_200_000],
    ['en', '525000', 525_000],
  ] as const)('reads a %s price "%s" as the site writes it', (language, typed, amount) => {
    expect(fieldValue('price', typed, language)).toBe(amount);
  });

  it('refuses a price that reads two ways, or not at all, rather than storing one a thousand times off', () => {
    expect(fieldValue('price', '1.200', 'en')).toBeNaN();
    expect(fieldValue('price', 'cheap', 'es')).toBeNaN();
  });

  it('reads other numbers as decimals and leaves text as typed', () => {
    expect(fieldValue('latitude', '51.5072', 'es')).toBe(51.5072);
    expect(fieldValue('bedrooms', 'three', 'en')).toBeNaN();
    expect(fieldValue('description', '450.000', 'es')).toBe('450.000');
  });
});
