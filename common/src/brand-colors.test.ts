import { brandThemeVariables, contrastRatio, relativeLuminance, textColorOn } from './brand-colors';

describe('brand colours', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('contrast of %s on %s is %p', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it.each([
    ['#0f5132', '#ffffff'],
    ['#f4efe6', '#1c2321'],
    ['#ffd43b', '#1c2321'],
    ['#1d4ed8', '#ffffff'],
  ])('text on %s is %s', (background, text) => {
    expect(textColorOn(background)).toBe(text);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow('not a #rrggbb colour: red');
  });
});

describe('brandThemeVariables', () => {
  it.each([
    [
      { primary: '#0f5132', secondary: '#f4efe6', accent: '#c2410c' },
      { brand: '#0f5132', onBrand: '#ffffff', accent: '#c2410c', onAccent: '#ffffff' },
    ],
    [
      { primary: '#fde047', secondary: '#ffffff', accent: '#1e40af' },
      { brand: '#fde047', onBrand: '#1c2321', accent: '#1e40af', onAccent: '#ffffff' },
    ],
  ])('names the colours of %p by their use', (colors, expected) => {
    expect(brandThemeVariables(colors)).toEqual({
      '--color-brand': expected.brand,
      '--color-on-brand': expected.onBrand,
      '--color-accent': expected.accent,
      '--color-on-accent': expected.onAccent,
      '--color-brand-surface': colors.secondary,
    });
  });
});
