import type { DataSource } from 'typeorm';
import { GameEntity, GameHomeEntity } from '../../modules/game/game.entity';
import { ListingEntity } from '../../modules/listing/listing.entity';
import { buildDemoCatalogue } from './demo-catalogue';
import { buildCityQuizGames } from './city-quiz-games';
import { buildDemoGames } from './demo-games';
import { generateSpanishHomes } from './illustrative-spanish-homes';
import { seedBrands } from './seed-brands';
import { buildVariantGames, insertVariantGames } from './variant-games';

/**
 * Writes the brands, the demo catalogue, the demo, city quiz and variant games (the default brand's) and each white-label brand's game, in
 * one transaction. Idempotent. Every home of a game's pool is in `game_home`, visible; a session plays
 * `roundCount` of them. The Spanish homes are the Spanish brands' only.
 */
export async function seedDemoData(dataSource: DataSource): Promise<{ listings: number; games: number }> {
  const catalogue = buildDemoCatalogue();
  const spanishHomes = generateSpanishHomes();
  const everyHome = [...catalogue, ...spanishHomes];
  const demoGames = buildDemoGames(catalogue);
  const variantGames = buildVariantGames(catalogue, demoGames);
  const games = [...demoGames, ...buildCityQuizGames(catalogue)];
  return dataSource.transaction(async (manager) => {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ListingEntity)
      .values(everyHome.map((listing) => ({ ...listing })))
      .orIgnore()
      .execute();
    // An illustrative Spanish home's words are the code's: a database seeded before they were Spanish reads them anew.
    await manager.query(
      `UPDATE listing l SET title = home.title, description = home.description, tenure = NULL
       FROM unnest($1::text[], $2::text[], $3::text[]) AS home(ref, title, description)
       WHERE l."sourceRef" = home.ref AND (l.title, l.description) IS DISTINCT FROM (home.title, home.description)`,
      [
        spanishHomes.map((home) => home.sourceRef),
        spanishHomes.map((home) => home.title),
        spanishHomes.map((home) => home.description),
      ],
    );
    const listings = await manager.getRepository(ListingEntity).find({ select: { id: true, sourceRef: true } });
    const idBySourceRef = new Map(listings.map((listing) => [listing.sourceRef, listing.id]));
    const { defaultBrand: brand, games: brandedGames } = await seedBrands(manager, everyHome, idBySourceRef);
    let gamesCreated = brandedGames;
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
      await manager.getRepository(GameHomeEntity).insert(
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
    return { listings: everyHome.length, games: gamesCreated };
  });
}
