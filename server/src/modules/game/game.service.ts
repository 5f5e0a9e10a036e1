import type { DataSource, Repository } from 'typeorm';
import { DomainError } from '../../graphql/domain-error';
import type { BrandEntity } from '../brand/brand.entity';
import { GameEntity, GameListingEntity } from './game.entity';

export interface PageArgs {
  first: number;
  after: string | null;
}

export class GameService {
  private readonly games: Repository<GameEntity>;
  private readonly gameListings: Repository<GameListingEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.games = dataSource.getRepository(GameEntity);
    this.gameListings = dataSource.getRepository(GameListingEntity);
  }

  async bySlug(brand: BrandEntity, slug: string): Promise<GameEntity> {
    const game = await this.games.findOne({ where: { brandId: brand.id, slug } });
    if (!game) throw new DomainError('NOT_FOUND', `There is no game called "${slug}".`);
    return game;
  }

  async byId(id: string): Promise<GameEntity> {
    const game = await this.games.findOne({ where: { id } });
    if (!game) throw new DomainError('NOT_FOUND', 'That game does not exist.');
    return game;
  }

  /** Games of a brand, newest first, keyset-paginated by (createdAt, id). */
  async list(brand: BrandEntity, { first, after }: PageArgs): Promise<{ games: GameEntity[]; hasNextPage: boolean }> {
    const query = this.games
      .createQueryBuilder('game')
      .where('game.brandId = :brandId', { brandId: brand.id })
      .orderBy('game.createdAt', 'DESC')
      .addOrderBy('game.id', 'DESC')
      .take(first + 1);
    if (after) {
      const cursor = decodeCursor(after);
      query.andWhere('(game.createdAt, game.id) < (:createdAt, :id)', cursor);
    }
    const rows = await query.getMany();
    return { games: rows.slice(0, first), hasNextPage: rows.length > first };
  }

  /** The rounds a session of this game plays: its first `roundCount` visible listings, in order, with their facts. */
  rounds(game: Pick<GameEntity, 'id' | 'roundCount'>): Promise<GameListingEntity[]> {
    return this.gameListings.find({
      where: { gameId: game.id, visible: true },
      relations: { listing: true },
      order: { position: 'ASC' },
      take: game.roundCount,
    });
  }

  async gameListing(id: string): Promise<GameListingEntity> {
    const gameListing = await this.gameListings.findOne({ where: { id }, relations: { listing: true, game: true } });
    if (!gameListing) throw new DomainError('NOT_FOUND', 'That home is not part of any game.');
    return gameListing;
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
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new DomainError('BAD_USER_INPUT', 'That page cursor is not valid.');
  return { createdAt, id };
}
