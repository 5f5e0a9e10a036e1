import { playRefusal } from '@ballpark/common/play-refusals';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { LEADERBOARD_ROW_LIMITS } from '@ballpark/common/leaderboard-period';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import { DomainError } from '@ballpark/common/errors';
import { LeaderboardPeriodEnum } from '../../graphql/enums';
import { gameTopicKey, type LeaderboardChangedEvent, TOPICS } from '../../realtime/pubsub';
import type { LeaderboardRowData } from './leaderboard.service';
import { LeaderboardRowType, LeaderboardType } from './leaderboard.types';
import { wordsIn } from '../../i18n';

const OFFSET_MAX = 10_000;

@ObjectType('LeaderboardChange', { description: 'A finished session moved these boards of the game: re-read them.' })
class LeaderboardChangeType {
  @Field()
  gameSlug: string;

  @Field(() => [LeaderboardPeriodEnum])
  periods: LeaderboardPeriodEnum[];
}

@Resolver()
export class LeaderboardResolver {
  @Query(() => LeaderboardType, {
    description: `A game's leaderboard. limit defaults to ${LEADERBOARD_ROW_LIMITS.default}, at most ${LEADERBOARD_ROW_LIMITS.max}.`,
  })
  @Authorized('public')
  async leaderboard(
    @Arg('gameSlug') gameSlug: string,
    @Arg('period', () => LeaderboardPeriodEnum, { defaultValue: LeaderboardPeriodEnum.ALL_TIME })
    period: LeaderboardPeriodEnum,
    @Arg('limit', () => Int, { defaultValue: LEADERBOARD_ROW_LIMITS.default }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { services, brand, playerId }: RequestContext,
  ): Promise<LeaderboardType> {
    if (limit < 1 || limit > LEADERBOARD_ROW_LIMITS.max)
      throw new DomainError('BAD_USER_INPUT', `limit must be 1-${LEADERBOARD_ROW_LIMITS.max}.`);
    if (offset < 0 || offset > OFFSET_MAX) throw new DomainError('BAD_USER_INPUT', `offset must be 0-${OFFSET_MAX}.`);
    const game = await services.games.bySlug({ brand }, { slug: gameSlug });
    if (!game.leaderboardEnabled) throw playRefusal('NO_LEADERBOARD', wordsIn(brand.locale).play.noLeaderboard);
    const page = await services.leaderboards.page(game.id, period, {
      limit,
      offset,
      viewerId: playerId,
      locale: brand.locale,
    });
    const toRow = (row: LeaderboardRowData): LeaderboardRowType => ({
      rank: row.rank,
      playerName: row.playerName,
      totalPoints: row.totalPoints,
      guessCount: row.guessCount,
      completedAt: row.completedAt,
      sessionId: row.sessionId,
      isViewer: row.playerId === playerId,
    });
    return {
      gameSlug: game.slug,
      gameTitle: game.title,
      period,
      rows: page.rows.map(toRow),
      totalPlayers: page.totalPlayers,
      viewerRow: page.viewerRow ? toRow(page.viewerRow) : null,
    };
  }

  @Subscription(() => LeaderboardChangeType, {
    // Only a game of this site can be watched: an unknown slug is refused before anything subscribes.
    subscribe: async ({ args, context }) => {
      const { services, brand } = context as RequestContext;
      const game = await services.games.bySlug({ brand }, { slug: args.gameSlug });
      return services.pubSub.subscribe(TOPICS.leaderboardChanged, gameTopicKey(brand.id, game.slug));
    },
    description: 'Fires when a finished session moves a board of the game.',
  })
  @Authorized('public')
  leaderboardChanged(@Arg('gameSlug') gameSlug: string, @Root() event: LeaderboardChangedEvent): LeaderboardChangeType {
    return { gameSlug, periods: event.periods as LeaderboardPeriodEnum[] };
  }
}
