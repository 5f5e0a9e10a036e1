import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { isClosed, redditSuffix, scoringModeOf } from '@ballpark/common/game-variants';
import { Authorized } from '../../graphql/authorization';
import { GameVariantEnum, ScoringModeEnum } from '../../graphql/enums';
import type { RequestContext } from '../../graphql/context';
import { DomainError } from '@ballpark/common/errors';
import { requireUuid } from '../../platform/ids';
import { wordsIn } from '../../i18n';
import { BrandType } from '../brand/brand.types';
import type { GameEntity } from './game.entity';
import { toGameHome } from './game.mapper';
import { encodeCursor } from './game.service';
import { GameConnectionType, GameHomeType, GameType } from './game.types';

const GAMES_PAGE_MAX = 50;
const GAME_HOMES_MAX = 100;

@Resolver(() => GameType)
export class GameResolver {
  @Query(() => GameType, { nullable: true, description: 'A game of the current site by its slug.' })
  @Authorized('public')
  async game(@Arg('slug') slug: string, @Ctx() { services, brand }: RequestContext): Promise<GameEntity | null> {
    try {
      return await services.games.bySlug({ brand }, { slug: slug });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Query(() => GameConnectionType, {
    description:
      'Games of the current site, newest first; challenges only when their variant is asked for (see `challenge`).',
  })
  @Authorized('public')
  async games(
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('variant', () => GameVariantEnum, { nullable: true, description: 'Only the games of this variant.' })
    variant: GameVariantEnum | null,
    @Ctx() { services, brand }: RequestContext,
  ) {
    if (first < 1 || first > GAMES_PAGE_MAX)
      throw new DomainError('BAD_USER_INPUT', `first must be 1-${GAMES_PAGE_MAX}.`);
    const { games, hasNextPage } = await services.games.list({ brand }, { first, after, variant: variant ?? null });
    const last = games.at(-1);
    return { nodes: games, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(last.createdAt, last.id) : null } };
  }

  @Query(() => GameHomeType, { description: 'One home of a game, by its GameHome id (facts only).' })
  @Authorized('public')
  async gameHome(@Arg('id', () => ID) id: string, @Ctx() { services, brand }: RequestContext): Promise<GameHomeType> {
    const gameHome = await services.games.gameHome({ brand }, { gameHomeId: requireUuid(id, 'id') });
    if (!gameHome.visible) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.homeNotInAnyGame);
    const game = await services.games.byId(gameHome.gameId);
    return toGameHome(gameHome, null, game.variant);
  }

  @FieldResolver(() => Boolean)
  isOpen(@Root() game: GameEntity, @Ctx() { services }: RequestContext): boolean {
    return services.games.isOpen(game);
  }

  @FieldResolver(() => ScoringModeEnum)
  scoringMode(@Root() game: GameEntity): ScoringModeEnum {
    return scoringModeOf(game) as ScoringModeEnum;
  }

  @FieldResolver(() => Boolean)
  isClosed(@Root() game: GameEntity): boolean {
    return isClosed(game);
  }

  @FieldResolver(() => BrandType)
  brand(@Root() game: GameEntity, @Ctx() { services }: RequestContext) {
    return services.brands.byId(game.brandId);
  }

  @FieldResolver(() => [GameHomeType])
  async homes(
    @Root() game: GameEntity,
    @Ctx() { services }: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Only the first homes of the pool (a card needs a few).' })
    first?: number | null,
  ): Promise<GameHomeType[]> {
    if (first != null && (first < 1 || first > GAME_HOMES_MAX))
      throw new DomainError('BAD_USER_INPUT', `first must be 1-${GAME_HOMES_MAX}.`);
    const pool = await services.games.pool(game.id);
    return pool.slice(0, first ?? pool.length).map((gameHome) => toGameHome(gameHome, null, game.variant));
  }

  @FieldResolver(() => Int)
  async poolSize(@Root() game: GameEntity, @Ctx() { services }: RequestContext): Promise<number> {
    return (await services.games.pool(game.id)).length;
  }

  @FieldResolver(() => Boolean)
  nextSessionRanked(@Root() game: GameEntity, @Ctx() { services, playerId }: RequestContext): Promise<boolean> {
    return services.sessions.nextSessionRanked(game, playerId);
  }

  @FieldResolver(() => Int)
  async playerCount(@Root() game: GameEntity, @Ctx() { services }: RequestContext): Promise<number> {
    return services.leaderboards.playerCount(game.id);
  }
}

/** A home's title in its game, in the locale of the request's brand (a King County record's is composed in it). */
@Resolver(() => GameHomeType)
export class GameHomeResolver {
  @FieldResolver(() => String, { description: 'Title shown in this game.' })
  title(@Root() gameHome: GameHomeType, @Ctx() { brand }: RequestContext): string {
    return gameHome.titleIn(brand.locale);
  }

  @FieldResolver(() => String, {
    description: "The title as a slug: the last part of a community game's comments/{id}/{redditSuffix} path.",
  })
  redditSuffix(@Root() gameHome: GameHomeType, @Ctx() { brand }: RequestContext): string {
    return redditSuffix(gameHome.titleIn(brand.locale));
  }
}
