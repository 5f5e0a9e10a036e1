// The demo games: each plays `roundCount` homes drawn from a pool several times that size. Pools do not overlap, so
// a home seen in one game is new in every other. A game's description is written from its pool, so it claims only
// what its homes are.

import { DEFAULT_GAME_SLUG } from '@ballpark/common/defaults';
import type { ScoringMode } from '@ballpark/common/scoring';
import type { NewListing } from '../../modules/importer/new-listing';
import { numberWord } from '../../i18n/english-words';

export interface DemoGameSpec {
  slug: string;
  title: string;
  roundCount: number;
  scoringMode: ScoringMode;
  /** How many homes of each kind the pool takes: illustrative UK homes and real King County sales. */
  pool: { illustrative: number; real: number };
}

export interface DemoGame extends DemoGameSpec {
  description: string;
  homes: NewListing[];
}

// Every demo game scores in bands: on the log scale a guess 40% off still scores 76, so a city's median price per
// square foot alone rates "advanced" on real sales (GAME-RULES, "Homes and data honesty").
export const DEMO_GAME_SPECS: readonly DemoGameSpec[] = [
  {
    slug: DEFAULT_GAME_SLUG,
    title: 'The House Prices Game',
    roundCount: 5,
    scoringMode: 'bands',
    pool: { illustrative: 25, real: 25 },
  },
  {
    slug: 'uk-quick-three',
    title: 'UK Quick Three',
    roundCount: 3,
    scoringMode: 'bands',
    pool: { illustrative: 30, real: 0 },
  },
  {
    // The slug predates the King County catalogue; links to it keep working.
    slug: 'us-coast-to-coast',
    title: 'Seattle and King County',
    roundCount: 5,
    scoringMode: 'bands',
    pool: { illustrative: 0, real: 50 },
  },
  {
    slug: 'grand-tour',
    title: 'The Grand Tour',
    roundCount: 10,
    scoringMode: 'bands',
    pool: { illustrative: 40, real: 40 },
  },
];

/** Deals the catalogue's homes into the games' pools, one home at a time to the game furthest from its size. */
export function buildDemoGames(catalogue: readonly NewListing[], specs = DEMO_GAME_SPECS): DemoGame[] {
  const pools = specs.map(() => [] as NewListing[]);
  for (const kind of ['illustrative', 'real'] as const) {
    const homes = spreadOrder(catalogue.filter((home) => home.illustrative === (kind === 'illustrative')));
    for (const home of homes) {
      const needs = specs.map((spec, index) => needOf(spec, pools[index], kind));
      const best = needs.indexOf(Math.max(...needs));
      if (needs[best] > 0) pools[best].push(home);
    }
  }
  return specs.map((spec, index) => {
    const wanted = spec.pool.illustrative + spec.pool.real;
    if (pools[index].length !== wanted)
      throw new Error(`the demo catalogue has too few homes for ${spec.slug}: ${pools[index].length} of ${wanted}`);
    return { ...spec, homes: pools[index], description: describePool(pools[index], spec.roundCount) };
  });
}

/** The share of a pool's homes of one kind still missing. */
function needOf(spec: DemoGameSpec, pool: NewListing[], kind: 'illustrative' | 'real'): number {
  const filled = pool.filter((h) => h.illustrative === (kind === 'illustrative')).length;
  return spec.pool[kind] ? (spec.pool[kind] - filled) / spec.pool[kind] : 0;
}

/**
 * The homes interleaved by city in proportion to each city's share (a city with a third of the homes has every third
 * place), so that any run of the order has about the mix of places of the whole.
 */
function spreadOrder(homes: readonly NewListing[]): NewListing[] {
  const cityCounts = new Map<string, number>();
  for (const home of homes) cityCounts.set(home.city, (cityCounts.get(home.city) ?? 0) + 1);
  const seen = new Map<string, number>();
  const keyed = homes.map((home, index) => {
    const rank = seen.get(home.city) ?? 0;
    seen.set(home.city, rank + 1);
    return { home, index, key: (rank + 0.5) / cityCounts.get(home.city)! };
  });
  return keyed.sort((a, b) => a.key - b.key || a.index - b.index).map(({ home }) => home);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function years(homes: readonly NewListing[]): string {
  const all = [...new Set(homes.map((home) => home.priceDate.slice(0, 4)))].sort();
  return all.length === 1 ? all[0] : `${all[0]}-${all.at(-1)!.slice(2)}`;
}

/**
 * "Five homes a game, from 25 real King County sales (2014-15) and 25 illustrative UK homes." written from the pool
 * itself, and short enough to lead a phone's start page above its Start button. The places and types are listed on
 * the page's facts, from the homes.
 */
export function describePool(homes: readonly NewListing[], roundCount: number): string {
  const real = homes.filter((home) => !home.illustrative);
  const invented = homes.filter((home) => home.illustrative);
  const parts: string[] = [];
  if (real.length) parts.push(`${real.length} real King County sales (${years(real)})`);
  if (invented.length) parts.push(`${invented.length} illustrative UK homes`);
  return `${capitalise(numberWord(roundCount))} homes a game, from ${list(parts)}.`;
}
