import type { BrandLocale } from './brand-components';
import { isoWeekKey, periodBounds, utcDayKey } from './leaderboard-period';
import { pagePath } from './page-routes';

/**
 * GAME-RULES "Daily and weekly challenges": each brand has one challenge game per UTC day and one per ISO week, the
 * same for every player, made by the server the first time it is asked for.
 */
export const CHALLENGE_PERIODS = ['daily', 'weekly'] as const;
export type ChallengePeriod = (typeof CHALLENGE_PERIODS)[number];

/** How many homes a challenge plays. */
export const CHALLENGE_ROUNDS: Readonly<Record<ChallengePeriod, number>> = { daily: 5, weekly: 10 };

/** The page of each period's current challenge. */
export const CHALLENGE_PAGE_PATHS: Readonly<Record<ChallengePeriod, string>> = {
  daily: pagePath('dailyChallenge', {}),
  weekly: pagePath('weeklyChallenge', {}),
};

/** The period a challenge belongs to, and what the server names its game by. */
export interface ChallengeWindow {
  period: ChallengePeriod;
  /** The UTC day ('2026-11-25') or ISO week ('2026-W48'). */
  key: string;
  /** Its game's slug, one a brand: 'daily-2026-11-25', 'weekly-2026-W48'. */
  slug: string;
  /** The period's first instant (UTC midnight; a Monday for a week). */
  startsAt: Date;
  /** When it closes, which is when the next challenge of the period starts. */
  endsAt: Date;
}

/** The challenge window of the period holding `at`. */
export function challengeWindow(period: ChallengePeriod, at: Date): ChallengeWindow {
  const key = period === 'daily' ? utcDayKey(at) : isoWeekKey(at);
  const { start, end } = periodBounds(period, at);
  return { period, key, slug: `${period}-${key}`, startsAt: start, endsAt: end };
}

// "25 November 2026" / "25 de noviembre de 2026", in UTC, as the period keys are.
const DAY_WORDS: Readonly<Record<BrandLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

const CHALLENGE_WORDS: Readonly<
  Record<
    BrandLocale,
    { name: Record<ChallengePeriod, (day: string) => string>; current: Record<ChallengePeriod, string> }
  >
> = {
  en: {
    name: { daily: (day) => `Daily challenge, ${day}`, weekly: (day) => `Weekly challenge, week of ${day}` },
    current: { daily: "today's challenge", weekly: "this week's challenge" },
  },
  es: {
    name: { daily: (day) => `Reto diario, ${day}`, weekly: (day) => `Reto semanal, semana del ${day}` },
    current: { daily: 'el reto de hoy', weekly: 'el reto de esta semana' },
  },
};

/**
 * A challenge's name in the brand's locale, which says which day or week it was (its game's title and its share
 * text): 'Daily challenge, 25 November 2026', 'Weekly challenge, week of 23 November 2026' (the week's Monday).
 */
export function challengeName(period: ChallengePeriod, startsAt: Date, locale: BrandLocale): string {
  return CHALLENGE_WORDS[locale].name[period](DAY_WORDS[locale].format(startsAt));
}

/** The current challenge of a period, in words: "today's challenge", "el reto de esta semana". */
export function currentChallengeWords(period: ChallengePeriod, locale: BrandLocale): string {
  return CHALLENGE_WORDS[locale].current[period];
}
