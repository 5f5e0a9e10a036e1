import { guessChartScale } from './guess-chart-scale';

describe('the guess chart scale', () => {
  it('draws amounts in the game’s one currency', () => {
    const scale = guessChartScale(
      [
        { price: 400_000, guess: 450_000, currency: 'GBP' },
        { price: 1_200_000, guess: 900_000, currency: 'GBP' },
      ],
      'en',
    );
    expect(scale.axis).toBe('amount');
    expect(scale.bars).toEqual([
      { price: 400_000, guess: 450_000 },
      { price: 1_200_000, guess: 900_000 },
    ]);
    expect(scale.tick(500_000)).toMatch(/^£500\s?k$/i);
  });

  it('never puts two currencies on one axis: each guess is drawn against its own price', () => {
    const scale = guessChartScale(
      [
        { price: 400_000, guess: 500_000, currency: 'GBP' },
        { price: 800_000, guess: 600_000, currency: 'USD' },
        { price: 300_000, guess: 300_000, currency: 'EUR' },
      ],
      'en',
    );
    expect(scale.axis).toBe('percent-of-price');
    expect(scale.bars).toEqual([
      { price: 100, guess: 125 },
      { price: 100, guess: 75 },
      { price: 100, guess: 100 },
    ]);
    for (const value of [0, 50, 125]) expect(scale.tick(value)).not.toMatch(/[£$€]/);
    expect(scale.tick(125)).toBe('125%');
  });

  it('writes the axis as Spain does on a Spanish brand', () => {
    const amounts = guessChartScale([{ price: 1_200_000, guess: 900_000, currency: 'EUR' }], 'es');
    expect(amounts.tick(200_000)).toBe('200\u00a0mil\u00a0€');
    expect(amounts.tick(1_200_000)).toBe('1,2\u00a0M\u00a0€');
    const percents = guessChartScale(
      [
        { price: 400_000, guess: 500_000, currency: 'GBP' },
        { price: 300_000, guess: 300_000, currency: 'EUR' },
      ],
      'es',
    );
    expect(percents.tick(125)).toBe('125\u00a0%');
  });
});
