import { contrastRatio, relativeLuminance, textColorOn } from './brand-colors';

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
