import { publicPlayerName } from '@ballpark/common/moderation';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MAX_POINTS_PER_GUESS, ratingFor } from '@ballpark/common/scoring';
import { standingText, type SessionStanding } from '@ballpark/common/standing';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import { DomainError } from '@ballpark/common/errors';
import { PerformanceRatingEnum } from '../../graphql/enums';
import { requireUuid } from '../../platform/ids';
import { variantRules, type GameVariant } from '@ballpark/common/game-variants';
import { toGameHome } from '../game/game.mapper';
import { GameType } from '../game/game.types';
import { requirePlayer } from '../../policies/visitor-token';
import type { PlaySessionEntity } from './session.entity';
import { toSessionRound } from './session.mapper';
import type { RoundView } from './session.service';
import {
  PlaySessionType,
  SessionRoundType,
  ShareableHomeResultType,
  ShareableResultType,
  StartSessionInput,
  StartSessionWithTokenInput,
} from './session.types';

const MY_SESSIONS_MAX = 50;

@Resolver(() => PlaySessionType)
export class SessionResolver {
  /** Field resolvers share one load per session object (session objects live for one request). */
  private readonly roundsLoaded = new WeakMap<PlaySessionEntity, Promise<RoundView[]>>();
  private readonly standingLoaded = new WeakMap<PlaySessionEntity, Promise<SessionStanding>>();

  @Query(() => PlaySessionType, {
    nullable: true,
    description: 'A session by id. Prices show only as the reveal rule allows.',
  })
  @Authorized('public')
  async session(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<PlaySessionEntity | null> {
    try {
      return await services.sessions.byId(scope, { sessionId: requireUuid(id, 'id') });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Query(() => [PlaySessionType], {
    description: "The caller's own sessions, newest first: none for a caller without a visitor token.",
  })
  // Public so that a first visit (no token yet) has an answer, an empty one, that a server-rendered page can carry.
  @Authorized('public')
  mySessions(
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<PlaySessionEntity[]> {
    if (limit < 1 || limit > MY_SESSIONS_MAX)
      throw new DomainError('BAD_USER_INPUT', `limit must be 1-${MY_SESSIONS_MAX}.`);
    return services.sessions.mine(scope, limit);
  }

  @Query(() => ShareableResultType, { description: 'A result that is safe to share: scores and emojis, no prices.' })
  @Authorized('public')
  async shareableResult(
    @Arg('sessionId', () => ID) sessionId: string,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<ShareableResultType> {
    const result = await services.share.forSession(scope, { sessionId: requireUuid(sessionId, 'sessionId') });
    return { ...result, rating: result.rating as PerformanceRatingEnum };
  }

  @Query(() => ShareableHomeResultType, {
    description:
      "One home's result of a session (a roundup's per-home share): its points and emoji, no prices. NOT_FOUND when the session or the home in it does not exist.",
  })
  @Authorized('public')
  async shareableHomeResult(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('gameHomeId', () => ID) gameHomeId: string,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<ShareableHomeResultType> {
    const { gameHome, variant, ...result } = await services.share.forSessionHome(scope, {
      sessionId: requireUuid(sessionId, 'sessionId'),
      gameHomeId: requireUuid(gameHomeId, 'gameHomeId'),
    });
    return { ...result, gameHome: toGameHome(gameHome, null, variant) };
  }

  @Mutation(() => PlaySessionType, { description: 'Start playing a game as the caller.' })
  @Authorized('visitor')
  async startSession(
    @Arg('input') input: StartSessionInput,
    @Ctx() { services, brand, playerId, clientIp, scope }: RequestContext,
  ) {
    const player = requirePlayer(playerId);
    await services.rateLimits.consume('startSession', player, clientIp, { locale: brand.locale });
    return services.sessions.start(
      scope,
      { gameSlug: input.gameSlug },
      input.playerName ?? null,
      input.entryToken ?? null,
    );
  }

  @Mutation(() => PlaySessionType, {
    description:
      'Start playing the game an entry token belongs to, as the caller, using the token: for a player handed a token and not the game. An unknown token and a used one are refused alike.',
  })
  @Authorized('visitor')
  async startSessionWithToken(
    @Arg('input') input: StartSessionWithTokenInput,
    @Ctx() { services, brand, playerId, clientIp, scope }: RequestContext,
  ) {
    const player = requirePlayer(playerId);
    await services.rateLimits.consume('startSession', player, clientIp, { locale: brand.locale });
    return services.sessions.startWithToken(scope, { entryToken: input.entryToken }, input.playerName ?? null);
  }

  @Mutation(() => PlaySessionType, {
    description:
      "Name the caller's own completed session where the game asks the name at the end (klavo); once. Its leaderboard entries show the name.",
  })
  @Authorized('visitor')
  nameSession(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('playerName') playerName: string,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<PlaySessionEntity> {
    return services.sessions.name(scope, { sessionId: requireUuid(sessionId, 'sessionId') }, playerName);
  }

  @Query(() => SessionRoundType, {
    nullable: true,
    description:
      "One home's round of a session (a roundup's per-home results): its result shows prices only as the reveal rule allows. Null when the session or the home in it does not exist.",
  })
  @Authorized('public')
  async sessionRound(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('gameHomeId', () => ID) gameHomeId: string,
    @Ctx() context: RequestContext,
  ): Promise<SessionRoundType | null> {
    const session = await this.session(sessionId, context);
    requireUuid(gameHomeId, 'gameHomeId');
    if (!session) return null;
    const rounds = await this.loadRounds(session, context);
    const round = rounds.find((view) => view.gameHome.id === gameHomeId.toLowerCase());
    return round ? toSessionRound(round, await this.variantOf(session, context), context.brand.locale) : null;
  }

  @FieldResolver(() => GameType)
  game(@Root() session: PlaySessionEntity, @Ctx() { services }: RequestContext) {
    return session.game ?? services.games.byId(session.gameId);
  }

  @FieldResolver(() => String, {
    description: 'The name the player gave; "Hidden player" to anyone else once a manager has hidden it.',
  })
  playerName(@Root() session: PlaySessionEntity, @Ctx() { playerId, brand }: RequestContext): string {
    const hidden = session.nameHiddenAt !== null && session.nameHiddenAt !== undefined;
    return session.playerId === playerId
      ? session.playerName
      : publicPlayerName(session.playerName, hidden, brand.locale);
  }

  @FieldResolver(() => Boolean)
  isComplete(@Root() session: PlaySessionEntity): boolean {
    return session.completedAt !== null;
  }

  @FieldResolver(() => Boolean)
  async awaitsName(@Root() session: PlaySessionEntity, @Ctx() { services }: RequestContext): Promise<boolean> {
    if (session.namedAt !== null) return false;
    const game = session.game ?? (await services.games.byId(session.gameId));
    return variantRules(game.variant).askName === 'at_end';
  }

  @FieldResolver(() => Boolean)
  isMine(@Root() session: PlaySessionEntity, @Ctx() { playerId }: RequestContext): boolean {
    return playerId === session.playerId;
  }

  @FieldResolver(() => Int)
  maxPoints(@Root() session: PlaySessionEntity): number {
    return session.roundCount * MAX_POINTS_PER_GUESS;
  }

  @FieldResolver(() => PerformanceRatingEnum)
  rating(@Root() session: PlaySessionEntity): PerformanceRatingEnum {
    return ratingFor(session.totalPoints, session.guessCount) as PerformanceRatingEnum;
  }

  @FieldResolver(() => Int, { nullable: true })
  async rank(@Root() session: PlaySessionEntity, @Ctx() context: RequestContext): Promise<number | null> {
    return (await this.loadStanding(session, context)).rank;
  }

  @FieldResolver(() => Int)
  async playerCount(@Root() session: PlaySessionEntity, @Ctx() context: RequestContext): Promise<number> {
    return (await this.loadStanding(session, context)).playerCount;
  }

  @FieldResolver(() => String, { nullable: true })
  async standing(@Root() session: PlaySessionEntity, @Ctx() context: RequestContext): Promise<string | null> {
    return standingText(await this.loadStanding(session, context), context.brand.locale);
  }

  @FieldResolver(() => [SessionRoundType])
  async rounds(@Root() session: PlaySessionEntity, @Ctx() context: RequestContext): Promise<SessionRoundType[]> {
    const variant = await this.variantOf(session, context);
    return (await this.loadRounds(session, context)).map((round) =>
      toSessionRound(round, variant, context.brand.locale),
    );
  }

  @FieldResolver(() => SessionRoundType, { nullable: true })
  async nextRound(
    @Root() session: PlaySessionEntity,
    @Ctx() context: RequestContext,
  ): Promise<SessionRoundType | null> {
    const next = (await this.loadRounds(session, context)).find((round) => round.guess === null);
    return next ? toSessionRound(next, await this.variantOf(session, context), context.brand.locale) : null;
  }

  private async variantOf(session: PlaySessionEntity, { services }: RequestContext): Promise<GameVariant> {
    return (session.game ?? (await services.games.byId(session.gameId))).variant;
  }

  private loadRounds(session: PlaySessionEntity, { services, playerId }: RequestContext): Promise<RoundView[]> {
    let rounds = this.roundsLoaded.get(session);
    if (!rounds) {
      rounds = services.sessions.rounds(session, playerId);
      this.roundsLoaded.set(session, rounds);
    }
    return rounds;
  }

  private loadStanding(session: PlaySessionEntity, { services }: RequestContext): Promise<SessionStanding> {
    let standing = this.standingLoaded.get(session);
    if (!standing) {
      standing = services.leaderboards.standingOfSession(session);
      this.standingLoaded.set(session, standing);
    }
    return standing;
  }
}
