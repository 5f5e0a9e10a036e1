import { LRUCache } from 'lru-cache';
import type { DataSource, Repository } from 'typeorm';
import { DomainError } from '@ballpark/common/errors';
import { GAME_VARIANTS, variantRules, type GameVariant } from '@ballpark/common/game-variants';
import { isUuid } from '../../platform/ids';
import { publishInvalidation } from '../../realtime/cache-invalidation';
import type { PubSub } from '../../realtime/pubsub';
import type { SiteScope } from '../brand/request-scope';
import { GameEntity, GameHomeEntity } from './game.entity';
import { wordsIn } from '../../i18n';

export interface GameListArgs {
  first: number;
  after: string | null;
  /** Only the games of this variant; null: every variant whose games are listed (no challenges). */
  variant: GameVariant | null;
}

/**
 * Games and their listings are read on every request of the game's pages and on every guess, and change rarely, so
 * they are cached briefly per instance. Misses are not cached. A service that edits a game calls `changed` after
 * its commit: every instance forgets the game at once (realtime/cache-invalidation.ts).
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_GAMES = 1_000;

const LISTED_VARIANTS = GAME_VARIANTS.filter((variant) => variantRules(variant).listed);

export class GameService {
  private readonly games: Repository<GameEntity>;
  private readonly gameHomes: Repository<GameHomeEntity>;
  private readonly gamesByKey = new LRUCache<string, GameEntity>({ max: CACHE_MAX_GAMES * 2, ttl: CACHE_TTL_MS });
  private readonly listingsByGame = new LRUCache<string, GameHomeEntity[]>({
    max: CACHE_MAX_GAMES,
    ttl: CACHE_TTL_MS,
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: PubSub,
  ) {
    this.games = dataSource.getRepository(GameEntity);
    this.gameHomes = dataSource.getRepository(GameHomeEntity);
  }

  /** After an edit of the game or its homes committed: this instance forgets it now, every other one on the event. */
  changed(gameId: string): void {
    this.forget(gameId);
    publishInvalidation(this.pubSub, { cache: 'games', id: gameId });
  }

  /** Drops the game (under its id and any slug it was cached by) and its listings from this instance's cache. */
  forget(gameId: string): void {
    for (const [key, game] of this.gamesByKey.entries()) if (game.id === gameId) this.gamesByKey.delete(key);
    this.listingsByGame.delete(gameId);
  }

  async bySlug({ brand }: SiteScope, { slug }: { slug: string }): Promise<GameEntity> {
    const key = `slug:${brand.id}:${slug}`;
    let game = this.gamesByKey.get(key);
    if (!game) {
      // A draft is found only by the builder (modules/builder): to players it does not exist.
      game = (await this.games.findOne({ where: { brandId: brand.id, slug, status: 'published' } })) ?? undefined;
      if (!game) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.noSuchGame(slug));
      this.gamesByKey.set(key, game);
    }
    return game;
  }

  /**
   * The game of an id the server itself holds (a session's, a room's), so its refusal, which no person meets, stays
   * English; a game a person names is found by `bySlug`, or by the builder.
   */
  async byId(id: string): Promise<GameEntity> {
    const key = `id:${id}`;
    let game = this.gamesByKey.get(key);
    if (!game) {
      game = (await this.games.findOne({ where: { id } })) ?? undefined;
      if (!game) throw new DomainError('NOT_FOUND', 'That game does not exist.');
      this.gamesByKey.set(key, game);
    }
    return game;
  }

  /** Games of a brand (of one variant, or all), newest first, keyset-paginated by (createdAt, id). */
  async list(
    { brand }: SiteScope,
    { first, after, variant }: GameListArgs,
  ): Promise<{ games: GameEntity[]; hasNextPage: boolean }> {
    const query = this.games
      .createQueryBuilder('game')
      .where('game.brandId = :brandId', { brandId: brand.id })
      .andWhere(`game.status = 'published' AND game.visibility = 'public'`)
      .orderBy('game.createdAt', 'DESC')
      .addOrderBy('game.id', 'DESC')
      .take(first + 1);
    if (variant) query.andWhere('game.variant = :variant', { variant });
    else query.andWhere('game.variant IN (:...listed)', { listed: LISTED_VARIANTS });
    if (after) {
      const cursor = decodeCursor(after);
      query.andWhere('(game.createdAt, game.id) < (:createdAt, :id)', cursor);
    }
    const rows = await query.getMany();
    return { games: rows.slice(0, first), hasNextPage: rows.length > first };
  }

  /**
   * The game's pool: its visible listings, in the game's order, with their facts. Each session draws its own homes
   * from it (SessionService.start).
   */
  async pool(gameId: string): Promise<GameHomeEntity[]> {
    return (await this.listingsOf(gameId)).filter((gameHome) => gameHome.visible);
  }

  /** One listing of the game, visible or not (a session keeps a home hidden after it started), from the cache. */
  async listingInGame(gameId: string, gameHomeId: string): Promise<GameHomeEntity | undefined> {
    return (await this.listingsOf(gameId)).find((gameHome) => gameHome.id === gameHomeId);
  }

  private async listingsOf(gameId: string): Promise<GameHomeEntity[]> {
    let listings = this.listingsByGame.get(gameId);
    if (!listings) {
      listings = await this.gameHomes
        .createQueryBuilder('gameHome')
        .innerJoinAndSelect('gameHome.listing', 'listing')
        .where('gameHome.gameId = :gameId', { gameId })
        .orderBy('gameHome.position', 'ASC')
        .getMany();
      this.listingsByGame.set(gameId, listings);
    }
    return listings;
  }

  /** A home of a game of this brand: another brand's is not found, as a missing one is. */
  async gameHome({ brand }: SiteScope, { gameHomeId }: { gameHomeId: string }): Promise<GameHomeEntity> {
    const gameHome = await this.gameHomes.findOne({
      where: { id: gameHomeId, game: { brandId: brand.id, status: 'published' } },
      relations: { listing: true },
    });
    if (!gameHome) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.homeNotInAnyGame);
    return gameHome;
  }

  isOpen(game: GameEntity, now = new Date()): boolean {
    return (!game.startsAt || game.startsAt <= now) && (!game.endsAt || game.endsAt > now);
  }
}

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()))
    throw new DomainError('BAD_USER_INPUT', 'That page cursor is not valid.');
  return { createdAt, id };
}
