import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { emojiFor } from '@ballpark/common/scoring';
import { Access } from '../../graphql/access';
import type { RequestContext } from '../../graphql/context';
import { DomainError } from '@ballpark/common/errors';
import { requireUuid } from '../../graphql/ids';
import { toGameHome } from '../game/game.mapper';
import { requireVisitor } from '../visitor/visitor-token';
import { HomeGuessesType } from './guess.types';

const GUESSES_PAGE_MAX = 100;

@Resolver()
export class GuessResolver {
  @Query(() => HomeGuessesType, {
    description:
      "Everyone's guesses for one home of a game, newest first. Only for a caller who has guessed that home.",
  })
  @Access('visitor')
  async homeGuesses(
    @Arg('gameHomeId', () => ID) gameHomeId: string,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { services, dataSource, visitorId }: RequestContext,
  ): Promise<HomeGuessesType> {
    const viewer = requireVisitor(visitorId);
    if (limit < 1 || limit > GUESSES_PAGE_MAX)
      throw new DomainError('BAD_USER_INPUT', `limit must be 1-${GUESSES_PAGE_MAX}.`);
    if (offset < 0) throw new DomainError('BAD_USER_INPUT', 'offset must be 0 or more.');
    const gameListing = await services.games.gameListing(requireUuid(gameHomeId, 'gameHomeId'));
    const revealed = await services.sessions.listingsGuessedBy(viewer, [gameListing.listingId]);
    if (!revealed.has(gameListing.listingId))
      throw new DomainError('FORBIDDEN', "Guess this home first to see everyone else's guesses.");

    const rounds = await services.games.rounds(gameListing.game!);
    const round = rounds.findIndex((candidate) => candidate.id === gameListing.id) + 1;
    const [rows, [stats]] = await Promise.all([
      dataSource.query(
        `SELECT g.id, s."playerName", g.amount, g.points, g."createdAt", g."visitorId"
         FROM guess g JOIN play_session s ON s.id = g."sessionId"
         WHERE g."gameListingId" = $1 ORDER BY g."createdAt" DESC, g.id LIMIT $2 OFFSET $3`,
        [gameListing.id, limit, offset],
      ),
      dataSource.query(
        `SELECT count(*)::int AS total, round(avg(amount))::int AS average FROM guess WHERE "gameListingId" = $1`,
        [gameListing.id],
      ),
    ]);
    return {
      gameHome: toGameHome(gameListing, Math.max(round, 1)),
      actualPrice: gameListing.listing!.actualPrice,
      currency: gameListing.listing!.currency,
      totalCount: stats.total,
      averageGuess: stats.average,
      guesses: rows.map(
        (row: {
          id: string;
          playerName: string;
          amount: number;
          points: number;
          createdAt: Date;
          visitorId: string;
        }) => ({
          id: row.id,
          playerName: row.playerName,
          amount: row.amount,
          points: row.points,
          emoji: emojiFor(row.points),
          guessedAt: row.createdAt,
          isViewer: row.visitorId === viewer,
        }),
      ),
    };
  }
}
