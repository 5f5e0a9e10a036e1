import {
  MAX_POINTS_PER_GUESS,
  SCORE_BANDS,
  diffPercent,
  emojiFor,
  feedbackFor,
  ratingFor,
  scoreGuess,
} from './scoring';

const ACTUAL = 100_000;
const guessAt = (percent: number): number => ACTUAL + (ACTUAL * percent) / 100;

describe('SCORE_BANDS', () => {
  it('matches the GAME-RULES table', () => {
    expect(SCORE_BANDS.map((band) => [band.maxAbsDiffPercent, band.points])).toEqual([
      [5, 100],
      [10, 90],
      [15, 80],
      [20, 70],
      [25, 60],
      [35, 50],
      [50, 40],
      [75, 30],
      [100, 20],
      [Infinity, 10],
    ]);
  });

  it('runs from "Amazing guess!" down to "Better luck next time" with distinct messages', () => {
    const messages = SCORE_BANDS.map((band) => band.feedback);
    expect(messages[0]).toBe('Amazing guess!');
    expect(messages[messages.length - 1]).toBe('Better luck next time');
    expect(new Set(messages).size).toBe(SCORE_BANDS.length);
  });

  it('is frozen, bands included', () => {
    expect(Object.isFrozen(SCORE_BANDS)).toBe(true);
    expect(SCORE_BANDS.every((band) => Object.isFrozen(band))).toBe(true);
  });

  it('tops out at MAX_POINTS_PER_GUESS', () => {
    expect(MAX_POINTS_PER_GUESS).toBe(100);
    expect(Math.max(...SCORE_BANDS.map((band) => band.points))).toBe(MAX_POINTS_PER_GUESS);
  });
});

describe('diffPercent', () => {
  it('is signed relative to the actual price', () => {
    expect(diffPercent(110, 100)).toBe(10);
    expect(diffPercent(90, 100)).toBe(-10);
    expect(diffPercent(100, 100)).toBe(0);
    expect(diffPercent(300, 100)).toBe(200);
  });

  it('keeps whole percentages exact', () => {
    expect(diffPercent(115, 100)).toBe(15);
    expect(diffPercent(345_000, 300_000)).toBe(15);
    expect(diffPercent(255_000, 300_000)).toBe(-15);
    expect(diffPercent(1_070_000, 1_000_000)).toBe(7);
  });
});

describe('scoreGuess in bands mode', () => {
  const edges: [number, number, number][] = [
    // [band edge %, points at the edge, points just past it]
    [5, 100, 90],
    [10, 90, 80],
    [15, 80, 70],
    [20, 70, 60],
    [25, 60, 50],
    [35, 50, 40],
    [50, 40, 30],
    [75, 30, 20],
    [100, 20, 10],
  ];

  it.each(edges)('scores %d%% over the actual as %d and just past it as %d', (edge, atEdge, pastEdge) => {
    expect(scoreGuess(guessAt(edge), ACTUAL)).toBe(atEdge);
    expect(scoreGuess(guessAt(edge + 0.0001), ACTUAL)).toBe(pastEdge);
  });

  // Under the actual price a guess cannot go past -100%, so that edge is covered by the over-side test alone.
  it.each(edges.filter(([edge]) => edge < 100))(
    'scores %d%% under the actual as %d and just past it as %d',
    (edge, atEdge, pastEdge) => {
      expect(scoreGuess(guessAt(-edge), ACTUAL)).toBe(atEdge);
      expect(scoreGuess(guessAt(-edge - 0.0001), ACTUAL)).toBe(pastEdge);
    },
  );

  it('scores an exact guess 100', () => {
    expect(scoreGuess(ACTUAL, ACTUAL)).toBe(100);
    expect(scoreGuess(ACTUAL, ACTUAL, 'bands')).toBe(100);
  });

  it('scores a guess just above zero as within 100% under (20 points)', () => {
    expect(scoreGuess(1, ACTUAL)).toBe(20);
  });

  it('scores 100% over as 20 and 100.01% over as 10', () => {
    expect(scoreGuess(200_000, ACTUAL)).toBe(20);
    expect(scoreGuess(200_010, ACTUAL)).toBe(10);
  });

  it('scores far-off guesses 10, never less', () => {
    expect(scoreGuess(ACTUAL * 1000, ACTUAL)).toBe(10);
  });

  it('scores whole-pound edges on realistic prices exactly', () => {
    expect(scoreGuess(345_000, 300_000)).toBe(80);
    expect(scoreGuess(345_001, 300_000)).toBe(70);
    expect(scoreGuess(255_000, 300_000)).toBe(80);
    expect(scoreGuess(254_999, 300_000)).toBe(70);
  });

  it('defaults to bands mode', () => {
    expect(scoreGuess(guessAt(30), ACTUAL)).toBe(50);
    expect(scoreGuess(guessAt(30), ACTUAL, 'log')).not.toBe(50);
  });
});

describe('scoreGuess in log mode', () => {
  it('scores an exact guess 100', () => {
    expect(scoreGuess(ACTUAL, ACTUAL, 'log')).toBe(100);
  });

  it('scores half and double the same: 50', () => {
    expect(scoreGuess(ACTUAL / 2, ACTUAL, 'log')).toBe(50);
    expect(scoreGuess(ACTUAL * 2, ACTUAL, 'log')).toBe(50);
  });

  it('is symmetric in the ratio for other factors', () => {
    for (const factor of [1.1, 1.5, 3, 10]) {
      expect(scoreGuess(ACTUAL / factor, ACTUAL, 'log')).toBe(scoreGuess(ACTUAL * factor, ACTUAL, 'log'));
    }
  });

  it('follows round(100 * (1 - |ln ratio| / ln 4))', () => {
    // |ln 1.1| / ln 4 = 0.06875 -> 93.1
    expect(scoreGuess(110_000, ACTUAL, 'log')).toBe(93);
    // |ln 1.5| / ln 4 = 0.29248 -> 70.75
    expect(scoreGuess(150_000, ACTUAL, 'log')).toBe(71);
  });

  it('floors at 10 points', () => {
    expect(scoreGuess(ACTUAL * 4, ACTUAL, 'log')).toBe(10);
    expect(scoreGuess(ACTUAL / 4, ACTUAL, 'log')).toBe(10);
    expect(scoreGuess(ACTUAL * 1000, ACTUAL, 'log')).toBe(10);
    expect(scoreGuess(1, ACTUAL, 'log')).toBe(10);
  });

  it('reaches the floor at a factor of 4^0.9', () => {
    const floorFactor = 4 ** 0.9;
    expect(scoreGuess(ACTUAL * floorFactor * 0.99, ACTUAL, 'log')).toBe(11);
    expect(scoreGuess(ACTUAL * floorFactor * 1.01, ACTUAL, 'log')).toBe(10);
  });
});

describe('scoreGuess guards', () => {
  it.each(['bands', 'log'] as const)('scores 0 when the actual price is 0 or negative (%s)', (mode) => {
    expect(scoreGuess(100_000, 0, mode)).toBe(0);
    expect(scoreGuess(100_000, -5, mode)).toBe(0);
  });

  it.each([0, -1, NaN, Infinity, -Infinity])('throws a RangeError for guess %p', (guess) => {
    expect(() => scoreGuess(guess, ACTUAL)).toThrow(RangeError);
    expect(() => scoreGuess(guess, ACTUAL, 'log')).toThrow(RangeError);
  });

  it('throws a RangeError for an invalid guess even when the actual price is 0', () => {
    expect(() => scoreGuess(0, 0)).toThrow(RangeError);
  });

  it.each([NaN, Infinity, -Infinity])('throws a RangeError for actual price %p', (actual) => {
    expect(() => scoreGuess(100_000, actual)).toThrow(RangeError);
  });
});

describe('feedbackFor', () => {
  it('gives each band its own message, at the band edge and either way', () => {
    for (const band of SCORE_BANDS.filter((candidate) => Number.isFinite(candidate.maxAbsDiffPercent))) {
      expect(feedbackFor(guessAt(band.maxAbsDiffPercent), ACTUAL, 'en')).toBe(band.feedback);
    }
    expect(feedbackFor(guessAt(-20), ACTUAL, 'en')).toBe('Very good!');
    expect(feedbackFor(guessAt(250), ACTUAL, 'en')).toBe('Better luck next time');
  });

  it('follows the plain percentage in log mode too, not the points', () => {
    const guess = guessAt(73);
    expect(scoreGuess(guess, ACTUAL, 'log')).toBe(60);
    expect(feedbackFor(guess, ACTUAL, 'en')).toBe('Quite a way off');
    expect(feedbackFor(guessAt(-50), ACTUAL, 'en')).toBe('Getting there');
  });

  it('agrees with the bands scoring', () => {
    expect(feedbackFor(guessAt(4), ACTUAL, 'en')).toBe('Amazing guess!');
    expect(scoreGuess(guessAt(4), ACTUAL)).toBe(100);
    expect(feedbackFor(guessAt(-60), ACTUAL, 'en')).toBe('Quite a way off');
    expect(scoreGuess(guessAt(-60), ACTUAL)).toBe(30);
  });

  it('gives the lowest message for an unscorable price of 0', () => {
    expect(feedbackFor(100_000, 0, 'en')).toBe('Better luck next time');
  });

  it("speaks the brand's locale", () => {
    expect(feedbackFor(guessAt(4), ACTUAL, 'es')).toBe('¡Increíble!');
    expect(feedbackFor(guessAt(-60), ACTUAL, 'es')).toBe('Bastante lejos');
    expect(new Set(SCORE_BANDS.map((band) => band.words.es)).size).toBe(SCORE_BANDS.length);
  });
});

describe('emojiFor', () => {
  it.each([
    [100, '🎉'],
    [90, '🎉'],
    [89, '👏'],
    [70, '👏'],
    [69, '👍'],
    [50, '👍'],
    [49, '🤔'],
    [30, '🤔'],
    [29, '💪'],
    [10, '💪'],
    [0, '💪'],
  ])('gives %d points %s', (points, emoji) => {
    expect(emojiFor(points)).toBe(emoji);
  });
});

describe('ratingFor', () => {
  it.each([
    [90, 1, 'expert'],
    [89, 1, 'advanced'],
    [70, 1, 'advanced'],
    [69, 1, 'intermediate'],
    [50, 1, 'intermediate'],
    [49, 1, 'beginner'],
    [30, 1, 'beginner'],
    [29, 1, 'novice'],
    [0, 1, 'novice'],
    [1000, 10, 'expert'],
    [900, 10, 'expert'],
    [899, 10, 'advanced'],
    [270, 3, 'expert'],
    [210, 3, 'advanced'],
    [150, 3, 'intermediate'],
    [90, 3, 'beginner'],
    [89, 3, 'novice'],
  ] as const)('rates %d points over %d guesses as %s', (total, guesses, rating) => {
    expect(ratingFor(total, guesses)).toBe(rating);
  });

  it('rates a session with no guesses as novice', () => {
    expect(ratingFor(0, 0)).toBe('novice');
    expect(ratingFor(100, 0)).toBe('novice');
  });

  it('rates a negative or NaN guess count as novice', () => {
    expect(ratingFor(100, -1)).toBe('novice');
    expect(ratingFor(100, NaN)).toBe('novice');
  });
});
