import { OFF_BOARD_TEXT, standingText, topPercent } from './standing';

describe('standingText', () => {
  it('says the rank as the board shows it, with no percentage among a handful of players', () => {
    expect(standingText({ rank: 2, playerCount: 2, offBoard: false }, 'en')).toBe('#2 of 2');
    expect(standingText({ rank: 1, playerCount: 9, offBoard: false }, 'en')).toBe('#1 of 9');
  });

  it('adds the top percentage from ten players on, from the same rank', () => {
    expect(standingText({ rank: 4, playerCount: 12, offBoard: false }, 'en')).toBe('#4 of 12 · top 34%');
    expect(standingText({ rank: 10, playerCount: 10, offBoard: false }, 'en')).toBe('#10 of 10 · top 100%');
    expect(standingText({ rank: 4, playerCount: 12, offBoard: false }, 'es')).toBe('n.º 4 de 12 · entre el 34 % mejor');
    expect(standingText({ rank: 1200, playerCount: 3400, offBoard: false }, 'es')).toBe(
      'n.º 1200 de 3400 · entre el 36 % mejor',
    );
  });

  it('says why an older run has no rank, and nothing for an unfinished one', () => {
    expect(standingText({ rank: null, playerCount: 5, offBoard: true }, 'en')).toBe(OFF_BOARD_TEXT.en);
    expect(standingText({ rank: null, playerCount: 5, offBoard: false }, 'en')).toBeNull();
  });
});

describe('topPercent', () => {
  it('rounds up, so first place of many is top 1%, never 0%', () => {
    expect(topPercent({ rank: 1, playerCount: 1000, offBoard: false })).toBe(1);
    expect(topPercent({ rank: 3, playerCount: 12, offBoard: false })).toBe(25);
  });

  it('is null without a rank or among fewer than ten players', () => {
    expect(topPercent({ rank: null, playerCount: 50, offBoard: true })).toBeNull();
    expect(topPercent({ rank: 1, playerCount: 9, offBoard: false })).toBeNull();
  });
});
