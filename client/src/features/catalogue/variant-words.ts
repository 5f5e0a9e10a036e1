import type { GameVariantRules } from '@ballpark/common/game-variants';
import { pagePath, type GameVariant } from '@ballpark/common/page-routes';

/** Each variant's name, as a label on a list of games. */
export const VARIANT_NAMES: Record<GameVariant, string> = {
  public: 'Classic',
  branded: 'Branded',
  community: 'Community forum',
  one_off: 'One-off',
  klavo: 'Klavo',
  ultima: 'Ultima',
  roundup: 'Roundup',
  daily_challenge: 'Daily challenge',
  weekly_challenge: 'Weekly challenge',
};

export interface VariantLanding {
  title: string;
  /** What the variant is for (GAME-RULES "Game variants"); how it plays is said from its rules (`howItPlays`). */
  lead: string;
  /** The coming-soon page where making a game of the variant will be. */
  createPath: string;
}

/** The words of each variant's landing page (the registry's `landingOf`), in one place. */
export const VARIANT_LANDINGS: Partial<Record<GameVariant, VariantLanding>> = {
  one_off: {
    title: 'One-off games',
    lead: 'A game made for one occasion, such as a party or a newsletter issue.',
    createPath: pagePath('createOneOffGame', {}),
  },
  klavo: {
    title: 'Klavo games',
    lead: 'Guest-first games: you play at once, with nothing to fill in before the first home.',
    createPath: pagePath('createKlavoGame', {}),
  },
  ultima: {
    title: 'Ultima games',
    lead: 'The hard format: a home is shown by its pictures and its place, nothing more.',
    createPath: pagePath('createUltimaGame', {}),
  },
};

/** How a variant's games play, one sentence per rule that sets it apart, from its rules rather than its name. */
export function howItPlays(rules: GameVariantRules): string[] {
  return [
    rules.showsFacts
      ? 'Each home shows its pictures, its place and its facts: bedrooms, floor area and more.'
      : 'Pictures and place only: no bedrooms, bathrooms, floor area, age or description.',
    rules.askName === 'at_start'
      ? 'You give the name shown on the leaderboard before the first home.'
      : 'You start as a guest; your name is asked at the end, for the leaderboard.',
    rules.roundOrder === 'in_order'
      ? 'One home at a time, one guess each.'
      : 'Guess the homes in any order, one at a time, each with its own result.',
    rules.forcedScoringMode === 'log'
      ? 'Up to 100 points a home, on the log scale: guessing half the price costs as much as guessing double.'
      : 'Up to 100 points a home, more the closer you get.',
    ...(rules.guessReasons ? ["Once you have guessed, add a one-line reason and read the other players'."] : []),
    ...(rules.canClose ? ['A game may close at a set time: after it, only its results show.'] : []),
    'The price stays hidden until you lock in your guess.',
  ];
}
