import type { BrandLocale } from './brand-components';
import type { LocaleText } from './locale-text';

export type ScoringMode = 'bands' | 'log';

export type PerformanceRating = 'expert' | 'advanced' | 'intermediate' | 'beginner' | 'novice';

export interface ScoreBand {
  readonly maxAbsDiffPercent: number;
  readonly points: number;
  /** How close a guess in this band was, in each brand locale (feedbackFor). */
  readonly words: LocaleText;
  /** The English words, for the views that do not yet read the brand's locale. */
  readonly feedback: string;
}

export const MAX_POINTS_PER_GUESS = 100;

// Ordered from the closest band to the widest; an edge value belongs to the closer band.
export const SCORE_BANDS: readonly ScoreBand[] = Object.freeze(
  [
    { maxAbsDiffPercent: 5, points: 100, words: { en: 'Amazing guess!', es: '¡Increíble!' } },
    { maxAbsDiffPercent: 10, points: 90, words: { en: 'Excellent!', es: '¡Excelente!' } },
    { maxAbsDiffPercent: 15, points: 80, words: { en: 'Great guess!', es: '¡Muy buena estimación!' } },
    { maxAbsDiffPercent: 20, points: 70, words: { en: 'Very good!', es: '¡Muy bien!' } },
    { maxAbsDiffPercent: 25, points: 60, words: { en: 'Good guess!', es: '¡Buena estimación!' } },
    { maxAbsDiffPercent: 35, points: 50, words: { en: 'Not bad!', es: '¡No está mal!' } },
    { maxAbsDiffPercent: 50, points: 40, words: { en: 'Getting there', es: 'Vas por buen camino' } },
    { maxAbsDiffPercent: 75, points: 30, words: { en: 'Quite a way off', es: 'Bastante lejos' } },
    { maxAbsDiffPercent: 100, points: 20, words: { en: 'Way off', es: 'Muy lejos' } },
    {
      maxAbsDiffPercent: Infinity,
      points: 10,
      words: { en: 'Better luck next time', es: 'Más suerte la próxima vez' },
    },
  ].map((band) => Object.freeze({ ...band, words: Object.freeze(band.words), feedback: band.words.en })),
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
 * 73% too high reads "Quite a way off" even where log scoring gives it 60 points. In the brand's locale.
 */
export function feedbackFor(guess: number, actual: number, locale: BrandLocale): string {
  return (actual > 0 ? bandOf(guess, actual) : LOWEST_BAND).words[locale];
}

function bandOf(guess: number, actual: number): ScoreBand {
  const absDiff = Math.abs(diffPercent(guess, actual));
  // The last band's edge is Infinity, so the fallback only satisfies the type checker.
  return SCORE_BANDS.find((band) => absDiff <= band.maxAbsDiffPercent) ?? LOWEST_BAND;
}

export function emojiFor(points: number): string {
  return EMOJI_TIERS.find((tier) => points >= tier.minPoints)?.emoji ?? LOWEST_EMOJI;
}

const RATING_WORDS: Readonly<Record<PerformanceRating, LocaleText>> = {
  expert: { en: 'expert', es: 'experto' },
  advanced: { en: 'advanced', es: 'avanzado' },
  intermediate: { en: 'intermediate', es: 'intermedio' },
  beginner: { en: 'beginner', es: 'principiante' },
  novice: { en: 'novice', es: 'novato' },
};

/** A rating as the share text and card say it: "advanced", "avanzado". */
export function ratingWords(rating: PerformanceRating, locale: BrandLocale): string {
  return RATING_WORDS[rating][locale];
}

export function ratingFor(totalPoints: number, guessCount: number): PerformanceRating {
  if (!(guessCount > 0)) return 'novice';
  const ratio = totalPoints / (guessCount * MAX_POINTS_PER_GUESS);
  return RATING_TIERS.find((tier) => ratio >= tier.minRatio)?.rating ?? 'novice';
}
