import type { BrandLocale } from './brand-components';
import type { LocaleText } from './locale-text';

/**
 * Where a session stands on its game's all-time board, in the one wording every view uses: the results pages, the
 * share text and the share card. Ranks are the board's own: equal totals go to the earlier completion, so a rank
 * here is always the number the board shows beside the same run.
 */
export interface SessionStanding {
  /** The run's rank on the board; null while it is unfinished, or when it is not the run the board shows. */
  rank: number | null;
  playerCount: number;
  /** The run is finished but the board shows another run of the same player (their best). */
  offBoard: boolean;
}

/** Below this many players a percentage says nothing a rank does not: "top 50%" of two. */
export const TOP_PERCENT_MIN_PLAYERS = 10;

export const OFF_BOARD_TEXT: LocaleText = {
  en: "Not on the board: only each player's best run counts",
  es: 'Fuera de la clasificación: solo cuenta la mejor partida de cada jugador',
};

/**
 * The share of the board at or above the run's rank, rounded up so first place is never "top 0%" (#1 of 200 is
 * top 1%); null without a rank or below TOP_PERCENT_MIN_PLAYERS.
 */
export function topPercent({ rank, playerCount }: SessionStanding): number | null {
  if (rank === null || playerCount < TOP_PERCENT_MIN_PLAYERS) return null;
  return Math.max(1, Math.ceil((rank / playerCount) * 100));
}

/** The place and the top share, in each brand locale's words (numbers already formatted in it). */
const STANDING_WORDS: Readonly<
  Record<BrandLocale, { place: (rank: string, count: string) => string; top: (percent: string) => string }>
> = {
  en: { place: (rank, count) => `#${rank} of ${count}`, top: (percent) => `top ${percent}%` },
  es: { place: (rank, count) => `n.º ${rank} de ${count}`, top: (percent) => `entre el ${percent} % mejor` },
};

/**
 * "#4 of 12 · top 34%", "#2 of 2" ("n.º 4 de 12 · entre el 34 % mejor" in Spanish), the off-board note, or null when
 * there is nothing to say yet; in the brand's locale, numbers by Intl in it.
 */
export function standingText(standing: SessionStanding, locale: BrandLocale): string | null {
  if (standing.rank === null) return standing.offBoard ? OFF_BOARD_TEXT[locale] : null;
  const words = STANDING_WORDS[locale];
  const number = (value: number) => value.toLocaleString(locale);
  const place = words.place(number(standing.rank), number(standing.playerCount));
  const top = topPercent(standing);
  return top === null ? place : `${place} · ${words.top(number(top))}`;
}
