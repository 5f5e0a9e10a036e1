import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameVariantRules } from '@ballpark/common/game-variants';
import { pagePath, type GameVariant } from '@ballpark/common/page-routes';
import './locales';

/** Each variant's name, as a label on a list of games. */
export const VARIANT_NAMES: Record<GameVariant, MessageDescriptor> = {
  public: msg`Classic`,
  branded: msg`Branded`,
  community: msg`Community forum`,
  one_off: msg`One-off`,
  klavo: msg`Klavo`,
  ultima: msg`Ultima`,
  roundup: msg`Roundup`,
  daily_challenge: msg`Daily challenge`,
  weekly_challenge: msg`Weekly challenge`,
};

export interface VariantLanding {
  title: MessageDescriptor;
  /** What the variant is for (GAME-RULES "Game variants"); how it plays is said from its rules (`howItPlays`). */
  lead: MessageDescriptor;
  /** The heading of its list of games while the site has none. */
  emptyTitle: MessageDescriptor;
  /** The coming-soon page where making a game of the variant will be. */
  createPath: string;
}

/** The words of each variant's landing page (the registry's `landingOf`), in one place. */
export const VARIANT_LANDINGS: Partial<Record<GameVariant, VariantLanding>> = {
  one_off: {
    title: msg`One-off games`,
    lead: msg`A game made for one occasion, such as a party or a newsletter issue.`,
    emptyTitle: msg`No one-off games yet`,
    createPath: pagePath('createOneOffGame', {}),
  },
  klavo: {
    title: msg`Klavo games`,
    lead: msg`Guest-first games: you play at once, with nothing to fill in before the first home.`,
    emptyTitle: msg`No klavo games yet`,
    createPath: pagePath('createKlavoGame', {}),
  },
  ultima: {
    title: msg`Ultima games`,
    lead: msg`The hard format: a home is shown by its pictures and its place, nothing more.`,
    emptyTitle: msg`No ultima games yet`,
    createPath: pagePath('createUltimaGame', {}),
  },
};

/** How a variant's games play, one sentence per rule that sets it apart, from its rules rather than its name. */
export function howItPlays(rules: GameVariantRules, i18n: I18n): string[] {
  const lines = [
    rules.showsFacts
      ? msg`Each home shows its pictures, its place and its facts: bedrooms, floor area and more.`
      : msg`Pictures and place only: no bedrooms, bathrooms, floor area, age or description.`,
    rules.askName === 'at_start'
      ? msg`You give the name shown on the leaderboard before the first home.`
      : msg`You start as a guest; your name is asked at the end, for the leaderboard.`,
    rules.roundOrder === 'in_order'
      ? msg`One home at a time, one guess each.`
      : msg`Guess the homes in any order, one at a time, each with its own result.`,
    rules.forcedScoringMode === 'log'
      ? msg`Up to 100 points a home, on the log scale: guessing half the price costs as much as guessing double.`
      : msg`Up to 100 points a home, more the closer you get.`,
    ...(rules.guessReasons ? [msg`Once you have guessed, add a one-line reason and read the other players'.`] : []),
    ...(rules.canClose ? [msg`A game may close at a set time: after it, only its results show.`] : []),
    msg`The price stays hidden until you lock in your guess.`,
  ];
  return lines.map((line) => i18n._(line));
}
