// The demo games of the other variants (GAME-RULES, "Game variants"), under the default brand: each plays real King
// County sales the public demo games leave out, so a home seen here is new there and the other way round. Pools are
// larger than round counts, so replays bring new homes ("Ranked or practice").

import type { EntityManager } from 'typeorm';
import type { GameVariant } from '@ballpark/common/game-variants';
import type { ScoringMode } from '@ballpark/common/scoring';
import { GameEntity, GameHomeEntity } from '../../modules/game/game.entity';
import type { NewListing } from '../../modules/importer/new-listing';
import { numberWord } from '../../i18n/english-words';
import type { DemoGame } from './demo-games';
import { describePool } from './demo-games';
import { insertFinishedSessions, type SeededPlayer } from './finished-sessions';

export const ARIZONA_GAME_SLUG = 'arizona-house-price-guess';

export interface VariantGameSpec {
  slug: string;
  title: string;
  variant: GameVariant;
  roundCount: number;
  poolSize: number;
  scoringMode: ScoringMode;
  /** A one-off's closing time, this many days after the seed runs (negative: it has closed). */
  closesInDays?: number;
  /** Players who finished a game of it before its closing time (a closed game's final standings). */
  finishedPlayers?: readonly SeededPlayer[];
  entryByToken?: boolean;
  /** The host's commentary on each home, written from its facts. */
  commentary?: boolean;
  /** What the description says after the pool, about the way the game is played. */
  howItPlays: string;
}

export const VARIANT_GAME_SPECS: readonly VariantGameSpec[] = [
  {
    // The slug is the one the klavo pages serve the host's commentary for; its homes are King County sales.
    slug: ARIZONA_GAME_SLUG,
    title: "Cameron's House Price Guess",
    variant: 'klavo',
    roundCount: 5,
    poolSize: 12,
    scoringMode: 'bands',
    commentary: true,
    howItPlays: 'Play at once, give your name at the end, and read Cameron on each home after your guess.',
  },
  {
    slug: 'king-county-sales-roundup',
    title: 'King County Sales Roundup',
    variant: 'roundup',
    roundCount: 6,
    poolSize: 14,
    scoringMode: 'bands',
    howItPlays: 'Guess the homes in any order; each has its own result.',
  },
  {
    slug: 'ultima-king-county',
    title: 'Ultima: King County',
    variant: 'ultima',
    roundCount: 5,
    poolSize: 14,
    scoringMode: 'log',
    howItPlays: 'Pictures and place only, no facts; scored on the log scale.',
  },
  {
    slug: 'community-price-threads',
    title: 'Community Price Threads',
    variant: 'community',
    roundCount: 5,
    poolSize: 14,
    scoringMode: 'bands',
    howItPlays: 'A thread for each home: after your guess, say why in a line and read the others.',
  },
  {
    slug: 'newsletter-one-off',
    title: 'The Newsletter Game',
    variant: 'one_off',
    roundCount: 5,
    poolSize: 12,
    scoringMode: 'bands',
    closesInDays: 60,
    howItPlays: 'Open for this issue only; after it closes, only the results show.',
  },
  {
    // The last issue's game: closed, so the one-off shows its final standings.
    slug: 'newsletter-last-issue',
    title: "Last Issue's Newsletter Game",
    variant: 'one_off',
    roundCount: 5,
    poolSize: 10,
    scoringMode: 'bands',
    closesInDays: -14,
    finishedPlayers: [
      { name: 'Maya', misses: [0.04, -0.08, 0.12, -0.03, 0.06] },
      { name: 'Theo', misses: [-0.15, 0.22, -0.05, 0.3, -0.1] },
      { name: 'Priya', misses: [0.35, -0.25, 0.18, -0.4, 0.5] },
    ],
    howItPlays: 'It closed with that issue: only its final standings show.',
  },
  {
    slug: 'class-token-game',
    title: 'Class Token Game',
    variant: 'public',
    roundCount: 5,
    poolSize: 12,
    scoringMode: 'bands',
    entryByToken: true,
    howItPlays: 'Entered with a token from your host, a game for each token.',
  },
];

export interface VariantGame extends VariantGameSpec {
  description: string;
  endsAt: Date | null;
  homes: { home: NewListing; commentary: string | null }[];
}

/** Deals the real sales no public demo game plays into the variant games' pools, in catalogue order. */
export function buildVariantGames(
  catalogue: readonly NewListing[],
  demoGames: readonly DemoGame[],
  now = new Date(),
  specs = VARIANT_GAME_SPECS,
): VariantGame[] {
  const taken = new Set(demoGames.flatMap((game) => game.homes.map((home) => home.sourceRef)));
  // A home whose area reads as another home's price would make every page showing it look like a leak.
  const prices = new Set(catalogue.map((home) => home.actualPrice));
  const spare = catalogue.filter(
    (home) =>
      !home.illustrative &&
      !taken.has(home.sourceRef) &&
      !prices.has(home.floorAreaSqft) &&
      !prices.has(home.lotAreaSqft ?? 0),
  );
  let next = 0;
  return specs.map((spec) => {
    const homes = spare.slice(next, next + spec.poolSize);
    next += spec.poolSize;
    if (homes.length !== spec.poolSize)
      throw new Error(`the demo catalogue has too few spare sales for ${spec.slug}: ${homes.length}`);
    return {
      ...spec,
      description: `${describePool(homes, spec.roundCount)} ${spec.howItPlays}`,
      endsAt: spec.closesInDays ? new Date(now.getTime() + spec.closesInDays * 86_400_000) : null,
      homes: homes.map((home) => ({ home, commentary: spec.commentary ? commentaryOn(home) : null })),
    };
  });
}

/** Writes the variant games a brand does not have yet; returns how many it wrote. */
export async function insertVariantGames(
  manager: EntityManager,
  brandId: string,
  games: readonly VariantGame[],
  listingIdBySourceRef: ReadonlyMap<string, string>,
  /** Lists show newest first: the variant games come after the demo games, in this order. */
  createdBefore: Date,
): Promise<number> {
  let created = 0;
  for (const [
    index,
    { slug, title, description, variant, roundCount, scoringMode, endsAt, entryByToken, finishedPlayers, homes },
  ] of games.entries()) {
    if (await manager.getRepository(GameEntity).exists({ where: { brandId, slug } })) continue;
    const game = await manager.getRepository(GameEntity).save(
      manager.getRepository(GameEntity).create({
        brandId,
        slug,
        title,
        description,
        variant,
        roundCount,
        scoringMode,
        endsAt,
        entryByToken: entryByToken ?? false,
        regions: [...new Set(homes.map(({ home }) => home.region))],
        createdAt: new Date(createdBefore.getTime() - (index + 1) * 1000),
      }),
    );
    const listingIds = homes.map(({ home }) => listingIdBySourceRef.get(home.sourceRef)!);
    const { identifiers } = await manager.getRepository(GameHomeEntity).insert(
      homes.map(({ commentary }, index) => ({
        gameId: game.id,
        listingId: listingIds[index],
        position: index + 1,
        commentary,
      })),
    );
    if (finishedPlayers) {
      const played = homes.map(({ home }, index) => ({
        gameHomeId: identifiers[index].id as string,
        listingId: listingIds[index],
        actualPrice: home.actualPrice,
      }));
      await insertFinishedSessions(manager, game, played, finishedPlayers, endsAt ?? createdBefore);
    }
    created += 1;
  }
  return created;
}

const AREA = new Intl.NumberFormat('en-US');

/**
 * The host's word on a home, from its record's facts only (its price is revealed next to it, so it need not hide
 * it, but it never states it: the record says it).
 */
export function commentaryOn(home: NewListing): string {
  const place = home.city === 'King County' ? 'unincorporated King County' : home.city;
  const beds = numberWord(home.bedrooms);
  const parts = [
    `${beds.charAt(0).toUpperCase()}${beds.slice(1)} bedrooms and ${AREA.format(home.floorAreaSqft)} sq ft in ${place}` +
      (home.yearBuilt ? `, built in ${home.yearBuilt}` : '') +
      (home.yearRenovated ? ` and redone in ${home.yearRenovated}` : '') +
      '.',
  ];
  if (home.waterfront) parts.push('Waterfront: that alone moves a price more than any kitchen.');
  else if ((home.viewRating ?? 0) >= 3) parts.push('The view is the selling point here; buyers pay for it.');
  if (home.lotAreaSqft && home.lotAreaSqft >= 4 * home.floorAreaSqft)
    parts.push(`The ${AREA.format(home.lotAreaSqft)} sq ft lot is generous for the size of the house.`);
  if (home.condition !== null && home.condition >= 4) parts.push('Kept in good condition, so little to fix.');
  else if (home.condition !== null && home.condition <= 2) parts.push('It needs work, and the price knew it.');
  if (parts.length === 1) parts.push('A plain home for the area: I would guess close to the local going rate.');
  return `Cameron: ${parts.join(' ')}`;
}
