import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_BRAND_NAME, DEFAULT_GAME_SLUG } from '@ballpark/common/defaults';
import type { ScoringMode } from '@ballpark/common/scoring';
import { BrandEntity } from '../../modules/brand/brand.entity';
import { GameEntity, GameListingEntity } from '../../modules/game/game.entity';
import { ListingEntity } from '../../modules/listing/listing.entity';
import { generateDemoCatalogue, type DemoListing } from './demo-catalogue';

interface DemoGame {
  slug: string;
  title: string;
  description: string;
  roundCount: number;
  scoringMode: ScoringMode;
  pick: (listing: DemoListing) => boolean;
}

/** The demo games: the default game plus the 3, 5 and 10 round formats. */
export const DEMO_GAMES: readonly DemoGame[] = [
  {
    slug: DEFAULT_GAME_SLUG,
    title: 'The House Prices Game',
    description:
      'Five real homes from the UK and the US. Guess each price; the closer you are, the more points you score.',
    roundCount: 5,
    scoringMode: 'bands',
    pick: () => true,
  },
  {
    slug: 'uk-quick-three',
    title: 'UK Quick Three',
    description: 'Three British homes, from a city flat to a family house. A one-minute warm-up.',
    roundCount: 3,
    scoringMode: 'bands',
    pick: (listing) => listing.country === 'GB',
  },
  {
    slug: 'us-coast-to-coast',
    title: 'US Coast to Coast',
    description: 'Five American homes from Seattle to Miami. Condos, townhouses and single-family homes.',
    roundCount: 5,
    scoringMode: 'bands',
    pick: (listing) => listing.country === 'US',
  },
  {
    slug: 'grand-tour',
    title: 'The Grand Tour',
    description:
      'Ten homes across sixteen cities, scored on the log scale: guessing half costs as much as guessing double.',
    roundCount: 10,
    scoringMode: 'log',
    pick: () => true,
  },
];

/** Writes the default brand, the demo catalogue and the demo games, in one transaction. Idempotent. */
export async function seedDemoData(dataSource: DataSource): Promise<{ listings: number; games: number }> {
  return dataSource.transaction(async (manager) => {
    const brand = await ensureDefaultBrand(manager);
    const catalogue = generateDemoCatalogue();
    await manager
      .createQueryBuilder()
      .insert()
      .into(ListingEntity)
      .values(catalogue.map((listing) => ({ ...listing })))
      .orIgnore()
      .execute();
    const listings = await manager.getRepository(ListingEntity).find({ order: { sourceRef: 'ASC' } });
    const bySourceRef = new Map(listings.map((listing) => [listing.sourceRef, listing]));
    let gamesCreated = 0;
    for (const [gameIndex, definition] of DEMO_GAMES.entries()) {
      const exists = await manager
        .getRepository(GameEntity)
        .exist({ where: { brandId: brand.id, slug: definition.slug } });
      if (exists) continue;
      const { pick, ...fields } = definition;
      const game = await manager.getRepository(GameEntity).save(
        manager.getRepository(GameEntity).create({
          ...fields,
          brandId: brand.id,
          regions: [],
          variant: 'public',
          // Lists show newest first: the default game, first here, gets the latest time.
          createdAt: new Date(Date.now() - gameIndex * 1000),
        }),
      );
      const chosen = spreadAcrossCities(catalogue.filter(pick), definition.roundCount, gameIndex).map((listing) =>
        bySourceRef.get(listing.sourceRef)!,
      );
      await manager
        .getRepository(GameListingEntity)
        .insert(chosen.map((listing, index) => ({ gameId: game.id, listingId: listing.id, position: index + 1 })));
      game.regions = [...new Set(chosen.map((listing) => listing.region))];
      await manager.getRepository(GameEntity).save(game);
      gamesCreated += 1;
    }
    return { listings: catalogue.length, games: gamesCreated };
  });
}

async function ensureDefaultBrand(manager: EntityManager): Promise<BrandEntity> {
  const brands = manager.getRepository(BrandEntity);
  const existing = await brands.findOne({ where: { isDefault: true } });
  if (existing) return existing;
  return brands.save(
    brands.create({
      name: DEFAULT_BRAND_NAME,
      displayName: 'Ballpark',
      description:
        'Guess the sale price of real homes, alone or with friends, compare your score on live leaderboards and share your results.',
      tagline: 'How well do you know house prices?',
      brandColors: { primary: '#0f5132', secondary: '#f4efe6', accent: '#e8590c' },
      isDefault: true,
    }),
  );
}

/**
 * One home per city in turn, alternating countries, so a game visits as many places as it has rounds; the offset
 * varies the picks per game.
 */
function spreadAcrossCities(listings: DemoListing[], count: number, offset: number): DemoListing[] {
  const byCity = new Map<string, DemoListing[]>();
  for (const listing of listings) byCity.set(listing.city, [...(byCity.get(listing.city) ?? []), listing]);
  const british = [...byCity.values()].filter((homes) => homes[0]!.country === 'GB');
  const american = [...byCity.values()].filter((homes) => homes[0]!.country === 'US');
  const cities = Array.from({ length: Math.max(british.length, american.length) }, (_, index) => [
    british[index],
    american[index],
  ])
    .flat()
    .filter((homes): homes is DemoListing[] => homes !== undefined);
  const chosen: DemoListing[] = [];
  for (let index = 0; chosen.length < count && index < listings.length; index += 1) {
    const city = cities[(index + offset * 3) % cities.length]!;
    const listing = city[(Math.floor(index / cities.length) + offset) % city.length];
    if (listing && !chosen.includes(listing)) chosen.push(listing);
  }
  return chosen;
}
