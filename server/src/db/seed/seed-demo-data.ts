import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_BRAND_NAME } from '@ballpark/common/defaults';
import { BrandEntity } from '../../modules/brand/brand.entity';
import { GameEntity, GameListingEntity } from '../../modules/game/game.entity';
import { ListingEntity } from '../../modules/listing/listing.entity';
import { buildDemoCatalogue } from './demo-catalogue';
import { buildDemoGames } from './demo-games';
import { buildVariantGames, insertVariantGames } from './variant-games';

/**
 * Writes the default brand, the demo catalogue, the demo games and the variant games, in one transaction. Idempotent. Every home of a
 * game's pool is in `game_listing`, visible; a session plays `roundCount` of them.
 */
export async function seedDemoData(dataSource: DataSource): Promise<{ listings: number; games: number }> {
  const catalogue = buildDemoCatalogue();
  const games = buildDemoGames(catalogue);
  const variantGames = buildVariantGames(catalogue, games);
  return dataSource.transaction(async (manager) => {
    const brand = await ensureDefaultBrand(manager);
    await manager
      .createQueryBuilder()
      .insert()
      .into(ListingEntity)
      .values(catalogue.map((listing) => ({ ...listing })))
      .orIgnore()
      .execute();
    const listings = await manager.getRepository(ListingEntity).find({ select: { id: true, sourceRef: true } });
    const idBySourceRef = new Map(listings.map((listing) => [listing.sourceRef, listing.id]));
    let gamesCreated = 0;
    for (const [gameIndex, { homes, pool: _pool, ...fields }] of games.entries()) {
      const exists = await manager.getRepository(GameEntity).exist({ where: { brandId: brand.id, slug: fields.slug } });
      if (exists) continue;
      const game = await manager.getRepository(GameEntity).save(
        manager.getRepository(GameEntity).create({
          ...fields,
          brandId: brand.id,
          regions: [...new Set(homes.map((home) => home.region))],
          variant: 'public',
          // Lists show newest first: the default game, first here, gets the latest time.
          createdAt: new Date(Date.now() - gameIndex * 1000),
        }),
      );
      await manager.getRepository(GameListingEntity).insert(
        homes.map((home, index) => ({
          gameId: game.id,
          listingId: idBySourceRef.get(home.sourceRef)!,
          position: index + 1,
        })),
      );
      gamesCreated += 1;
    }
    gamesCreated += await insertVariantGames(
      manager,
      brand.id,
      variantGames,
      idBySourceRef,
      new Date(Date.now() - games.length * 1000),
    );
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
        'Guess the prices of homes, real recorded sales and illustrative ones, alone or with friends; compare your score on live leaderboards and share your results.',
      tagline: 'How well do you know house prices?',
      brandColors: { primary: '#0f5132', secondary: '#f4efe6', accent: '#e8590c' },
      isDefault: true,
    }),
  );
}
