import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import { ChallengePeriodEnum } from '../../graphql/enums';
import type { PlaySessionEntity } from '../session/session.entity';
import { PlaySessionType } from '../session/session.types';
import { ChallengeType } from './challenge.types';

@Resolver(() => ChallengeType)
export class ChallengeResolver {
  @Query(() => ChallengeType, {
    description:
      "The current site's challenge of the period holding now (today's, this week's): made on first request, the same for every player. NOT_FOUND when the site has no homes.",
  })
  @Authorized('public')
  async challenge(
    @Arg('period', () => ChallengePeriodEnum) period: ChallengePeriodEnum,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<ChallengeType> {
    const { window, game } = await services.challenges.current(scope, period);
    return {
      period,
      periodKey: window.key,
      game,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      nextStartsAt: window.endsAt,
    };
  }

  @FieldResolver(() => PlaySessionType, {
    nullable: true,
    description: "The caller's one session of this challenge; null before they start it (or without a visitor token).",
  })
  mySession(
    @Root() challenge: ChallengeType,
    @Ctx() { services, playerId }: RequestContext,
  ): Promise<PlaySessionEntity | null> {
    return services.challenges.mySession(challenge.game, playerId);
  }

  @FieldResolver(() => Int, {
    description:
      "The caller's daily streak: consecutive UTC days, up to today or yesterday, on which they finished the site's daily challenge (0 without a visitor token).",
  })
  streak(@Ctx() { services, scope }: RequestContext): Promise<number> {
    return services.challenges.streak(scope);
  }
}
