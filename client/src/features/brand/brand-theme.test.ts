import { brandThemeVariables } from './brand-theme';

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
