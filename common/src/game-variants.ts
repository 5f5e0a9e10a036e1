import type { LocaleText } from './locale-text';
import type { ChallengePeriod } from './challenge';
import type { ScoringMode } from './scoring';

export const GAME_VARIANTS = [
  'public',
  'branded',
  'community',
  'one_off',
  'klavo',
  'ultima',
  'roundup',
  'daily_challenge',
  'weekly_challenge',
] as const;
export type GameVariant = (typeof GAME_VARIANTS)[number];

/**
 * What sets one variant apart from the others (GAME-RULES, "Game variants"). Every variant plays on the one engine;
 * the server and the pages read these rules instead of testing which variant a game is.
 */
export interface GameVariantRules {
  /** Whether a home's facts (beds, baths, area, type, description...) are shown; false: pictures and place only. */
  readonly showsFacts: boolean;
  /** The scoring every game of the variant uses, whatever it was created with; null: the game's own. */
  readonly forcedScoringMode: ScoringMode | null;
  /** `in_order`: the rounds are played as drawn; `any_order`: the player picks any unguessed home next. */
  readonly roundOrder: 'in_order' | 'any_order';
  /** `at_start`: the name is given to start; `at_end`: play starts as a guest and the name is given once complete. */
  readonly askName: 'at_start' | 'at_end';
  /** Whether a player may add a one-line reason to a guess, shown as a comment to those who guessed the home. */
  readonly guessReasons: boolean;
  /** Whether the game closes at its end time: no session starts and no guess is taken after it, only results show. */
  readonly canClose: boolean;
  /** `session`: `results/{sessionId}`; `home`: one result a home, `results/p/{gameHomeId}/{sessionId}`. */
  readonly resultsPath: 'session' | 'home';
  /** Whether a player plays the game once only: a second start is refused, pointing at the first. */
  readonly oneAttempt: boolean;
  /** Whether the game shows in the site's lists of games (a challenge is found on its own page instead). */
  readonly listed: boolean;
  /** The period whose one challenge a game of the variant is (made by the server, `challenge.ts`); null: none. */
  readonly challengePeriod: ChallengePeriod | null;
}

const CLASSIC: GameVariantRules = {
  showsFacts: true,
  forcedScoringMode: null,
  roundOrder: 'in_order',
  askName: 'at_start',
  guessReasons: false,
  canClose: false,
  resultsPath: 'session',
  oneAttempt: false,
  listed: true,
  challengePeriod: null,
};

/** A challenge plays like the classic game, once a player, until its period ends. */
const CHALLENGE: GameVariantRules = { ...CLASSIC, canClose: true, oneAttempt: true, listed: false };

export const GAME_VARIANT_RULES: Readonly<Record<GameVariant, GameVariantRules>> = {
  public: CLASSIC,
  branded: CLASSIC,
  community: { ...CLASSIC, guessReasons: true },
  one_off: { ...CLASSIC, canClose: true },
  klavo: { ...CLASSIC, askName: 'at_end' },
  ultima: { ...CLASSIC, showsFacts: false, forcedScoringMode: 'log' },
  roundup: { ...CLASSIC, roundOrder: 'any_order', resultsPath: 'home' },
  daily_challenge: { ...CHALLENGE, challengePeriod: 'daily' },
  weekly_challenge: { ...CHALLENGE, challengePeriod: 'weekly' },
};

export function variantRules(variant: GameVariant): GameVariantRules {
  return GAME_VARIANT_RULES[variant];
}

/** The variant of a period's challenge games. */
export function challengeVariant(period: ChallengePeriod): GameVariant {
  return GAME_VARIANTS.find((variant) => GAME_VARIANT_RULES[variant].challengePeriod === period)!;
}

/** The scoring a game's sessions use: its variant's forced mode, or its own. */
export function scoringModeOf(game: { variant: GameVariant; scoringMode: ScoringMode }): ScoringMode {
  return variantRules(game.variant).forcedScoringMode ?? game.scoringMode;
}

/** Whether a game that can close has closed (its end time has passed): it then shows only results. */
export function isClosed(game: { variant: GameVariant; endsAt: Date | null }, now = new Date()): boolean {
  return variantRules(game.variant).canClose && game.endsAt !== null && game.endsAt <= now;
}

/** The name a guest-first session carries on the board until its player names it, in the brand's locale. */
export const GUEST_PLAYER_NAMES: LocaleText = { en: 'Guest', es: 'Invitado' };
/** The English name, for the views that do not yet read the brand's locale. */
export const GUEST_PLAYER_NAME = GUEST_PLAYER_NAMES.en;

/** The most characters of a guess's one-line reason. */
export const GUESS_REASON_MAX_LENGTH = 140;

/**
 * A home's title as the last part of its forum path (`comments/{gameHomeId}/{redditSuffix}`): lower case ASCII
 * words joined by underscores, as forum threads are ("3 bed semi-detached house" -> "3_bed_semidetached_house").
 */
export function redditSuffix(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’-]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('_').slice(0, 60).replace(/_+$/, '') || 'home';
}
