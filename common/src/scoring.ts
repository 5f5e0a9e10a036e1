export type ScoringMode = 'bands' | 'log';

export type PerformanceRating = 'expert' | 'advanced' | 'intermediate' | 'beginner' | 'novice';

export interface ScoreBand {
  readonly maxAbsDiffPercent: number;
  readonly points: number;
  readonly feedback: string;
}

export const MAX_POINTS_PER_GUESS = 100;

// Ordered from the closest band to the widest; an edge value belongs to the closer band.
export const SCORE_BANDS: readonly ScoreBand[] = Object.freeze(
  [
    { maxAbsDiffPercent: 5, points: 100, feedback: 'Amazing guess!' },
    { maxAbsDiffPercent: 10, points: 90, feedback: 'Excellent!' },
    { maxAbsDiffPercent: 15, points: 80, feedback: 'Great guess!' },
    { maxAbsDiffPercent: 20, points: 70, feedback: 'Very good!' },
    { maxAbsDiffPercent: 25, points: 60, feedback: 'Good guess!' },
    { maxAbsDiffPercent: 35, points: 50, feedback: 'Not bad!' },
    { maxAbsDiffPercent: 50, points: 40, feedback: 'Getting there' },
    { maxAbsDiffPercent: 75, points: 30, feedback: 'Quite a way off' },
    { maxAbsDiffPercent: 100, points: 20, feedback: 'Way off' },
    { maxAbsDiffPercent: Infinity, points: 10, feedback: 'Better luck next time' },
  ].map((band) => Object.freeze(band)),
);
const LOWEST_BAND = SCORE_BANDS[SCORE_BANDS.length - 1];

const LOG_MIN_FRACTION = 0.1;
// A factor of 4 off (either way) costs the full range, so half and double both land on 50.
const LOG_FULL_RANGE = Math.log(4);

const EMOJI_TIERS: readonly { readonly minPoints: number; readonly emoji: string }[] = [
  { minPoints: 90, emoji: '🎉' },
  { minPoints: 70, emoji: '👏' },
  { minPoints: 50, emoji: '👍' },
  { minPoints: 30, emoji: '🤔' },
];
const LOWEST_EMOJI = '💪';

const RATING_TIERS: readonly { readonly minRatio: number; readonly rating: PerformanceRating }[] = [
  { minRatio: 0.9, rating: 'expert' },
  { minRatio: 0.7, rating: 'advanced' },
  { minRatio: 0.5, rating: 'intermediate' },
  { minRatio: 0.3, rating: 'beginner' },
];

export function diffPercent(guess: number, actual: number): number {
  // Multiplying first keeps whole percentages exact: 1,070,000 vs 1,000,000 gives 7, not 7.000000000000001.
  return ((guess - actual) * 100) / actual;
}

export function scoreGuess(guess: number, actual: number, mode: ScoringMode = 'bands'): number {
  if (!Number.isFinite(guess) || guess <= 0) {
    throw new RangeError(`Guess must be a positive finite number, got ${guess}`);
  }
  if (!Number.isFinite(actual)) {
    throw new RangeError(`Actual price must be a finite number, got ${actual}`);
  }
  if (actual <= 0) return 0;

  if (mode === 'log') {
    const fraction = 1 - Math.abs(Math.log(guess / actual)) / LOG_FULL_RANGE;
    return Math.round(MAX_POINTS_PER_GUESS * Math.max(LOG_MIN_FRACTION, fraction));
  }
  return bandOf(guess, actual).points;
}

/**
 * Words for how far off a guess was: the band of its plain percentage either way, in every scoring mode, so a guess
 * 73% too high reads "Quite a way off" even where log scoring gives it 60 points.
 */
export function feedbackFor(guess: number, actual: number): string {
  return actual > 0 ? bandOf(guess, actual).feedback : LOWEST_BAND.feedback;
}

function bandOf(guess: number, actual: number): ScoreBand {
  const absDiff = Math.abs(diffPercent(guess, actual));
  // The last band's edge is Infinity, so the fallback only satisfies the type checker.
  return SCORE_BANDS.find((band) => absDiff <= band.maxAbsDiffPercent) ?? LOWEST_BAND;
}

export function emojiFor(points: number): string {
  return EMOJI_TIERS.find((tier) => points >= tier.minPoints)?.emoji ?? LOWEST_EMOJI;
}

export function ratingFor(totalPoints: number, guessCount: number): PerformanceRating {
  if (!(guessCount > 0)) return 'novice';
  const ratio = totalPoints / (guessCount * MAX_POINTS_PER_GUESS);
  return RATING_TIERS.find((tier) => ratio >= tier.minRatio)?.rating ?? 'novice';
}
