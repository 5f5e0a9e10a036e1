import { GAME_VARIANT_RULES, type GameVariant } from './game-variants';
import type { BrandLocale } from './brand-components';

/**
 * The game builder's rules (issue 8), shared by the builder's form and the server that enforces them: what a creator
 * may set, within which limits, and the price bands the catalogue shows instead of prices.
 */

/** The round counts offered as buttons; any other count from MIN_ROUNDS to MAX_ROUNDS is "custom". */
export const ROUND_CHOICES = [3, 5, 10] as const;
export const MIN_ROUNDS = 2;
export const MAX_ROUNDS = 20;
export const TITLE_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_REGIONS = 10;
export const REGION_MAX_LENGTH = 60;
/** Homes in one game, and URLs in one paste (each is a page fetched by the server). */
export const MAX_HOMES_PER_GAME = 200;
export const MAX_URLS_PER_PASTE = 10;
/**
 * One CSV of homes, as the builder's form checks it and the server enforces it: at most a game's worth of rows, in
 * bytes that fit one request (the server's 100 kB body limit, even where JSON doubles each character, as a quote).
 */
export const CSV_MAX_ROWS = MAX_HOMES_PER_GAME;
export const CSV_MAX_BYTES = 48_000;

export const GAME_VISIBILITIES = ['public', 'unlisted'] as const;
/** public: listed on the site; unlisted: played by whoever has its link, never listed. */
export type GameVisibility = (typeof GAME_VISIBILITIES)[number];

export const GAME_STATUSES = ['draft', 'published'] as const;
/** A draft is seen only by those who manage it: not listed, not playable, until published. */
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * Variants a creator builds: those listed on the site (challenges are made by the server). Read from the rules' keys:
 * the client's first screen holds the rules already, and this adds nothing to it.
 */
export const BUILDABLE_VARIANTS = (Object.keys(GAME_VARIANT_RULES) as GameVariant[]).filter(
  (variant) => GAME_VARIANT_RULES[variant].listed,
);

export interface GameSettings {
  title: string;
  description: string;
  variant: GameVariant;
  roundCount: number;
  /** How many homes sessions draw from; null: every home added. At least roundCount when set. */
  poolSize: number | null;
  regions: string[];
  scoringMode: 'bands' | 'log';
  leaderboardEnabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  visibility: GameVisibility;
}

/** The sentences of `settingsProblems`, in each brand locale. */
const SETTINGS_PROBLEMS: Readonly<
  Record<
    BrandLocale,
    {
      noTitle: string;
      longTitle: string;
      longDescription: string;
      variant: string;
      rounds: string;
      pool: (roundCount: number) => string;
      regions: string;
      regionName: string;
      endsBeforeStart: string;
    }
  >
> = {
  en: {
    noTitle: 'Give the game a title.',
    longTitle: `The title is longer than ${TITLE_MAX_LENGTH} characters.`,
    longDescription: `The description is longer than ${DESCRIPTION_MAX_LENGTH} characters.`,
    variant: 'That kind of game cannot be built here.',
    rounds: `Rounds must be a whole number from ${MIN_ROUNDS} to ${MAX_ROUNDS}.`,
    pool: (roundCount) => `The pool must hold from the round count (${roundCount}) to ${MAX_HOMES_PER_GAME} homes.`,
    regions: `Name at most ${MAX_REGIONS} regions.`,
    regionName: `Each region needs a name of at most ${REGION_MAX_LENGTH} characters.`,
    endsBeforeStart: 'The game must end after it starts.',
  },
  es: {
    noTitle: 'Ponle un título al juego.',
    longTitle: `El título tiene más de ${TITLE_MAX_LENGTH} caracteres.`,
    longDescription: `La descripción tiene más de ${DESCRIPTION_MAX_LENGTH} caracteres.`,
    variant: 'Ese tipo de juego no se puede crear aquí.',
    rounds: `Las rondas deben ser un número entero de ${MIN_ROUNDS} a ${MAX_ROUNDS}.`,
    pool: (roundCount) =>
      `El conjunto de casas debe tener desde el número de rondas (${roundCount}) hasta ${MAX_HOMES_PER_GAME} casas.`,
    regions: `Indica como máximo ${MAX_REGIONS} regiones.`,
    regionName: `Cada región necesita un nombre de como máximo ${REGION_MAX_LENGTH} caracteres.`,
    endsBeforeStart: 'El juego debe terminar después de empezar.',
  },
};

/**
 * Every problem with a game's settings, each a sentence for the creator in the brand's locale (the server's refusals);
 * empty when they are fine. The builder's form, not yet localized, reads them in English.
 */
export function settingsProblems(settings: GameSettings, locale: BrandLocale = 'en'): string[] {
  const words = SETTINGS_PROBLEMS[locale];
  const problems: string[] = [];
  const title = settings.title.trim();
  if (!title) problems.push(words.noTitle);
  else if (title.length > TITLE_MAX_LENGTH) problems.push(words.longTitle);
  if (settings.description.length > DESCRIPTION_MAX_LENGTH) problems.push(words.longDescription);
  if (!BUILDABLE_VARIANTS.includes(settings.variant)) problems.push(words.variant);
  if (!Number.isInteger(settings.roundCount) || settings.roundCount < MIN_ROUNDS || settings.roundCount > MAX_ROUNDS)
    problems.push(words.rounds);
  if (
    settings.poolSize !== null &&
    (!Number.isInteger(settings.poolSize) ||
      settings.poolSize < settings.roundCount ||
      settings.poolSize > MAX_HOMES_PER_GAME)
  )
    problems.push(words.pool(settings.roundCount));
  if (settings.regions.length > MAX_REGIONS) problems.push(words.regions);
  if (settings.regions.some((region) => !region.trim() || region.length > REGION_MAX_LENGTH))
    problems.push(words.regionName);
  if (settings.startsAt && settings.endsAt && settings.endsAt <= settings.startsAt)
    problems.push(words.endsBeforeStart);
  return problems;
}

/** A price band the catalogue shows instead of a price (a home may be in a live game): [from, to) in whole units. */
export interface PriceBand {
  id: string;
  from: number;
  to: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-250k', from: 0, to: 250_000 },
  { id: '250k-500k', from: 250_000, to: 500_000 },
  { id: '500k-1m', from: 500_000, to: 1_000_000 },
  { id: '1m-2m', from: 1_000_000, to: 2_000_000 },
  { id: 'over-2m', from: 2_000_000, to: null },
];

export function priceBandOf(price: number): PriceBand {
  return PRICE_BANDS.find((band) => price >= band.from && (band.to === null || price < band.to))!;
}

/** "250k–500k", "Under 250k", "Over 2m": a band as the catalogue names it (in the home's currency). */
export function priceBandLabel(band: PriceBand, currencySign = ''): string {
  const short = (amount: number) =>
    amount >= 1_000_000 ? `${currencySign}${amount / 1_000_000}m` : `${currencySign}${amount / 1000}k`;
  if (band.from === 0) return `Under ${short(band.to!)}`;
  if (band.to === null) return `Over ${short(band.from)}`;
  return `${short(band.from)}–${short(band.to)}`;
}
