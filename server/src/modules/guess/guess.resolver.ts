import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import { DomainError } from '@ballpark/common/errors';
import { requireUuid } from '../../platform/ids';
import { toSessionRound } from '../session/session.mapper';
import { PlaySessionType, SubmitGuessPayloadType } from '../session/session.types';
import { requirePlayer } from '../../policies/visitor-token';
import { toGuessResult, toHomeGuesses } from './guess-results';
import { HomeGuessesType, SubmitGuessInput } from './guess.types';

const GUESSES_PAGE_MAX = 100;

@Resolver()
export class GuessResolver {
  @Query(() => HomeGuessesType, {
    description:
      "Everyone's guesses for one home of a game, newest first. Only for a caller who has guessed that home.",
  })
  @Authorized('visitor')
  async homeGuesses(
    @Arg('gameHomeId', () => ID) gameHomeId: string,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { services, playerId, scope }: RequestContext,
  ): Promise<HomeGuessesType> {
    const viewer = requirePlayer(playerId);
    if (limit < 1 || limit > GUESSES_PAGE_MAX)
      throw new DomainError('BAD_USER_INPUT', `limit must be 1-${GUESSES_PAGE_MAX}.`);
    if (offset < 0) throw new DomainError('BAD_USER_INPUT', 'offset must be 0 or more.');
    const page = await services.guesses.forHome(
      scope,
      { gameHomeId: requireUuid(gameHomeId, 'gameHomeId') },
      limit,
      offset,
    );
    return toHomeGuesses(page, viewer);
  }

  @Mutation(() => SubmitGuessPayloadType, {
    description: "Lock a guess for one home of the caller's session. A second guess for the same home is refused.",
  })
  @Authorized('visitor')
  async submitGuess(
    @Arg('input') input: SubmitGuessInput,
    @Ctx() context: RequestContext,
  ): Promise<SubmitGuessPayloadType> {
    const { services, brand, playerId, clientIp, scope } = context;
    const player = requirePlayer(playerId);
    await services.rateLimits.consume('guess', player, clientIp, { locale: brand.locale });
    const outcome = await services.guesses.submit(
      scope,
      {
        sessionId: requireUuid(input.sessionId, 'sessionId'),
        gameHomeId: requireUuid(input.gameHomeId, 'gameHomeId'),
      },
      input.amount,
    );
    const { round, nextRound } = await services.sessions.afterGuess(
      outcome.session,
      outcome.guess.gameHomeId,
      outcome.guessedGameHomeIds,
    );
    const { variant } = await services.games.byId(outcome.session.gameId);
    return {
      // The player's own guess: its price is theirs now.
      result: toGuessResult(outcome.guess, outcome, true, brand.locale),
      round,
      nextRound: nextRound && toSessionRound(nextRound, variant, brand.locale),
      session: outcome.session as unknown as PlaySessionType,
    };
  }

  @Mutation(() => String, {
    description:
      "Add a one-line reason to the caller's guess of a home (community games), once; returns it as stored. Others who have guessed the home see it in homeGuesses.",
  })
  @Authorized('visitor')
  addGuessReason(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('gameHomeId', () => ID) gameHomeId: string,
    @Arg('reason') reason: string,
    @Ctx() { services, scope }: RequestContext,
  ): Promise<string> {
    return services.guesses.addReason(
      scope,
      { sessionId: requireUuid(sessionId, 'sessionId'), gameHomeId: requireUuid(gameHomeId, 'gameHomeId') },
      reason,
    );
  }
}
