import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { emojiFor } from '@ballpark/common/scoring';
import { Authorized } from '../../graphql/authorization';
import type { RequestContext } from '../../graphql/context';
import { DomainError } from '@ballpark/common/errors';
import { requireUuid } from '../../platform/ids';
import { toGameHome } from '../game/game.mapper';
import { requirePlayer } from '../visitor/visitor-token';
import { HomeGuessesType } from './guess.types';

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
    @Ctx() { services, brand, playerId }: RequestContext,
  ): Promise<HomeGuessesType> {
    const viewer = requirePlayer(playerId);
    if (limit < 1 || limit > GUESSES_PAGE_MAX)
      throw new DomainError('BAD_USER_INPUT', `limit must be 1-${GUESSES_PAGE_MAX}.`);
    if (offset < 0) throw new DomainError('BAD_USER_INPUT', 'offset must be 0 or more.');
    const page = await services.guesses.forHome(viewer, brand, requireUuid(gameHomeId, 'gameHomeId'), limit, offset);
    const listing = page.gameListing.listing!;
    return {
      // Outside a session a home has no round: each session draws its own.
      gameHome: toGameHome(page.gameListing, null, page.variant),
      commentary: page.gameListing.commentary,
      actualPrice: listing.actualPrice,
      currency: listing.currency,
      totalCount: page.totalCount,
      averageGuess: page.averageGuess,
      guesses: page.guesses.map((row) => ({
        id: row.id,
        playerName: row.playerName,
        amount: row.amount,
        points: row.points,
        emoji: emojiFor(row.points),
        guessedAt: row.guessedAt,
        isViewer: row.visitorId === viewer,
        reason: row.reason,
      })),
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
    @Ctx() { services, playerId, brand }: RequestContext,
  ): Promise<string> {
    return services.guesses.addReason(
      requirePlayer(playerId),
      brand.id,
      requireUuid(sessionId, 'sessionId'),
      requireUuid(gameHomeId, 'gameHomeId'),
      reason,
      brand.locale,
    );
  }
}
