import type { EntityManager } from 'typeorm';
import { DEFAULT_BRAND_NAME } from '@ballpark/common/defaults';
import { BrandEntity } from '../../modules/brand/brand.entity';
import { GameEntity, GameHomeEntity } from '../../modules/game/game.entity';
import type { NewListing } from '../../modules/importer/new-listing';
import { numberWord } from '../../i18n/english-words';
import { DEFAULT_BRAND, WHITE_LABEL_BRANDS, brandRow, brandedGameSlug, type BrandProfile } from './brands';
import { hashString, mulberry32, shuffle } from '../../platform/seeded-random';

export const BRANDED_ROUNDS = 5;
/** A branded game's pool: at most this many homes of its coverage areas. */
export const BRANDED_POOL = 30;

export interface BrandedGame {
  brand: string;
  slug: string;
  title: string;
  description: string;
  homes: NewListing[];
}

/** Each white-label brand's game: homes of its coverage areas only, a deterministic draw of up to BRANDED_POOL. */
export function buildBrandedGames(catalogue: readonly NewListing[], profiles = WHITE_LABEL_BRANDS): BrandedGame[] {
  return profiles
    .filter((profile) => profile.game)
    .map((profile) => {
      const local = catalogue.filter((home) => profile.coverageAreas.includes(home.city));
      if (local.length < BRANDED_ROUNDS * 3)
        throw new Error(`${profile.name} covers too few homes for a game: ${local.length}`);
      const homes = shuffle(mulberry32(hashString(profile.name)), [...local]).slice(0, BRANDED_POOL);
      return {
        brand: profile.name,
        slug: brandedGameSlug(profile),
        title: profile.game!.title,
        description: describeBrandedPool(profile, homes),
        homes,
      };
    });
}

function describeBrandedPool(profile: BrandProfile, homes: readonly NewListing[]): string {
  const places = profile.coverageAreas.filter((area) => homes.some((home) => home.city === area));
  const real = homes.every((home) => !home.illustrative);
  if (profile.locale === 'es') {
    const list = places.length > 1 ? `${places.slice(0, -1).join(', ')} y ${places.at(-1)}` : places[0];
    return `Cinco casas por partida, de ${homes.length} casas ilustrativas de ${list}.`;
  }
  const list = places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : places[0];
  const kind = real ? 'real King County sales' : 'illustrative homes';
  const rounds = numberWord(BRANDED_ROUNDS);
  return `${rounds.charAt(0).toUpperCase()}${rounds.slice(1)} homes a game, from ${homes.length} ${kind} in ${list}.`;
}

/**
 * Writes every brand profile (updated in place when it exists: the profile is the code's) and each white-label
 * brand's branded game when it has none yet. Idempotent.
 */
export async function seedBrands(
  manager: EntityManager,
  catalogue: readonly NewListing[],
  idBySourceRef: ReadonlyMap<string, string>,
): Promise<{ defaultBrand: BrandEntity; games: number }> {
  const repository = manager.getRepository(BrandEntity);
  await repository.upsert([DEFAULT_BRAND, ...WHITE_LABEL_BRANDS].map(brandRow), ['name']);
  const brands = await repository.find();
  const idOf = new Map(brands.map((brand) => [brand.name, brand.id]));

  let games = 0;
  for (const game of buildBrandedGames(catalogue)) {
    const brandId = idOf.get(game.brand)!;
    if (await manager.getRepository(GameEntity).exist({ where: { brandId, slug: game.slug } })) continue;
    const saved = await manager.getRepository(GameEntity).save(
      manager.getRepository(GameEntity).create({
        brandId,
        slug: game.slug,
        title: game.title,
        description: game.description,
        roundCount: BRANDED_ROUNDS,
        scoringMode: 'bands',
        regions: [...new Set(game.homes.map((home) => home.region))],
        variant: 'branded',
      }),
    );
    await manager.getRepository(GameHomeEntity).insert(
      game.homes.map((home, index) => ({
        gameId: saved.id,
        listingId: idBySourceRef.get(home.sourceRef)!,
        position: index + 1,
      })),
    );
    games += 1;
  }
  return { defaultBrand: brands.find((brand) => brand.name === DEFAULT_BRAND_NAME)!, games };
}
