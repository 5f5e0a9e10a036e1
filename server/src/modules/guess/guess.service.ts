import { playRefusal } from '@ballpark/common/play-refusals';
import type { DataSource, Repository } from 'typeorm';
import { isClosed, variantRules, type GameVariant } from '@ballpark/common/game-variants';
import { guessReasonProblem, normaliseGuessReason } from '@ballpark/common/guess-reason';
import { publicPlayerName } from '@ballpark/common/moderation';
import { preparedQuery } from '../../platform/prepared-query';
import { gameTopicKey, TOPICS, type PubSub } from '../../realtime/pubsub';
import { DomainError } from '@ballpark/common/errors';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { wordsIn } from '../../i18n';
import type { RequestScope } from '../brand/request-scope';
import { requirePlayer } from '../../policies/visitor-token';
import { listingInPlaySql, listingsInPlay } from '../party/homes-in-play';
import type { GameHomeEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import type { LeaderboardService } from '../leaderboard/leaderboard.service';
import type { SessionPlans } from '../session/session-plans';
import { PlaySessionEntity } from '../session/session.entity';
import { GuessEntity } from './guess.entity';
import { scoredGuess } from './scored-guess';

interface GuessWrite {
  guessId: string;
  guessedAt: Date;
  /** The boards this guess's completion entered or improved. */
  boardKeys: string[];
  /** The session's homes guessed before this guess (the statement's snapshot does not see its own insert). */
  earlierGuesses: string[];
  session: Record<string, unknown> & { startedAt: string; completedAt: string | null };
}

export interface GuessOutcome {
  guess: GuessEntity;
  session: PlaySessionEntity;
  actualPrice: number;
  currency: string;
  /** The host's commentary on the home (klavo), shown with the result like the price. */
  commentary: string | null;
  /** The session's homes guessed so far, this one included. */
  guessedGameHomeIds: string[];
}

export interface HomeGuessRow {
  id: string;
  playerName: string;
  amount: number;
  points: number;
  guessedAt: Date;
  playerId: string;
  reason: string | null;
}

export interface HomeGuessesPage {
  gameHome: GameHomeEntity;
  variant: GameVariant;
  totalCount: number;
  averageGuess: number | null;
  guesses: HomeGuessRow[];
}

/**
 * Guesses and the prices they reveal. A player has seen the price of the homes they have guessed and of those a party
 * reveal showed them (`price_seen`): that is the reveal rule of every other view and what makes a session practice.
 * A guess writes no separate record on the hot path: the guess is its own. "Player" is the request's `playerId`: the
 * logged-in account's, else the browser's visitor id.
 */
export class GuessService {
  private readonly guesses: Repository<GuessEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly leaderboards: LeaderboardService,
    private readonly plans: SessionPlans,
    private readonly pubSub: PubSub,
  ) {
    this.guesses = dataSource.getRepository(GuessEntity);
  }

  /** Of these listings, the ones whose price this player has been shown: the price-reveal rule. */
  async pricesSeenBy(playerId: string | null, listingIds: string[]): Promise<Set<string>> {
    if (!playerId || listingIds.length === 0) return new Set();
    const rows: { listingId: string }[] = await this.dataSource.query(
      // Through the player's sessions: an index on guess ("playerId", "listingId") would cost every guess its upkeep.
      `SELECT g."listingId" FROM play_session s JOIN guess g ON g."sessionId" = s.id
       WHERE s."playerId" = $1 AND g."listingId" = ANY($2::uuid[])
       UNION
       SELECT "listingId" FROM price_seen WHERE "playerId" = $1 AND "listingId" = ANY($2::uuid[])`,
      [playerId, listingIds],
    );
    return new Set(rows.map((row) => row.listingId));
  }

  ofSession(sessionId: string): Promise<GuessEntity[]> {
    return this.guesses.find({ where: { sessionId } });
  }

  /**
   * Locks one guess. Validation uses only public bounds and the home's currency, never the secret price, so error
   * messages cannot be used to bisect it. The session's plan is cached, so a guess is one statement: the guess, the
   * price it reveals, the session totals and, on completion, the board entries. A second guess for a home is a
   * conflict, and so is any guess in a finished session (every one of its homes has been guessed); where the variant
   * plays its rounds in order, a home before its turn is refused. A home in play in a party round is refused until
   * its reveal (the session keeps it: rather than a guess whose result is withheld, which would need a result to come
   * later, the player guesses once the price is out). A session of another brand's game is not found, as a missing
   * one is; its plan and game are cached, so that costs no query.
   */
  async submit(
    { principal, brand }: RequestScope,
    { sessionId, gameHomeId }: { sessionId: string; gameHomeId: string },
    amount: number,
  ): Promise<GuessOutcome> {
    const playerId = requirePlayer(principal.playerId);
    const { plan, game } = await this.ownSession(playerId, brand.id, sessionId, brand.locale);
    const gameHome = plan.homeIds.includes(gameHomeId)
      ? await this.games.listingInGame(plan.gameId, gameHomeId)
      : undefined;
    const listing = gameHome?.listing;
    const words = wordsIn(brand.locale).play;
    if (!gameHome || !listing) throw new DomainError('NOT_FOUND', words.homeNotInSession);
    const points = scoredGuess(amount, listing, plan.scoringMode, brand.locale);

    if (isClosed(game)) throw playRefusal('GAME_CLOSED', words.gameClosedToGuesses);
    // A variant that plays its rounds as drawn takes only the next one: the statement inserts the guess only while the
    // session's guess count is one short of this home's round.
    const round = variantRules(game.variant).roundOrder === 'in_order' ? plan.homeIds.indexOf(gameHomeId) + 1 : null;

    // If this guess completes the session, it completes now, and a ranked session enters these boards (none when the
    // game has no leaderboard).
    const completedAt = new Date();
    const boardKeys = game.leaderboardEnabled ? this.leaderboards.periodKeysAt(completedAt) : [];
    const [row] = await preparedQuery<GuessWrite>(
      this.dataSource,
      'guess-write',
      `WITH inserted AS (
         INSERT INTO guess ("sessionId", "gameHomeId", "listingId", "playerId", amount, points)
         SELECT $1::uuid, $2::uuid, $3::uuid, $4::char(64), $5::int, $6::smallint
         WHERE ($9::int IS NULL OR $9::int = (SELECT "guessCount" + 1 FROM play_session WHERE id = $1))
           -- A home in play in a party round keeps its price until the reveal: no guess of it, so no price, till then.
           AND NOT ${listingInPlaySql('$3::uuid')}
         ON CONFLICT ("sessionId", "gameHomeId") DO NOTHING
         RETURNING id, "createdAt"
       ), updated AS (
         -- The completing guess checks again that no home of a ranked session had its price shown first through
         -- another session or a party reveal (meanwhile): such a session completes as practice. The statement does
         -- not see its own insert, so this guess's home is checked on its own (any other showing of it came first).
         UPDATE play_session s
         SET "totalPoints" = "totalPoints" + $6, "guessCount" = "guessCount" + 1,
             "completedAt" = CASE WHEN "guessCount" + 1 >= "roundCount" THEN $7::timestamptz END,
             ranked = CASE WHEN NOT ranked OR "guessCount" + 1 < "roundCount" THEN ranked
               ELSE NOT EXISTS (
                 SELECT 1 FROM guess mine
                 JOIN play_session earlier ON earlier."playerId" = s."playerId" AND earlier.id <> s.id
                 JOIN guess other ON other."sessionId" = earlier.id AND other."listingId" = mine."listingId"
                   AND other."createdAt" < mine."createdAt"
                 WHERE mine."sessionId" = s.id)
               AND NOT EXISTS (
                 SELECT 1 FROM play_session earlier
                 JOIN guess other ON other."sessionId" = earlier.id AND other."listingId" = $3
                 WHERE earlier."playerId" = s."playerId" AND earlier.id <> s.id)
               AND NOT EXISTS (
                 SELECT 1 FROM guess mine
                 JOIN price_seen seen ON seen."playerId" = s."playerId" AND seen."listingId" = mine."listingId"
                   AND seen."seenAt" < mine."createdAt"
                 WHERE mine."sessionId" = s.id)
               AND NOT EXISTS (SELECT 1 FROM price_seen WHERE "playerId" = s."playerId" AND "listingId" = $3)
             END
         WHERE id = $1 AND EXISTS (SELECT 1 FROM inserted)
         RETURNING *
       ), board AS (
         -- A player's best completed ranked session per board: only a strictly better total replaces an entry, so an
         -- equal total keeps the earlier completion.
         INSERT INTO leaderboard_entry
           ("gameId", "periodKey", "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
         SELECT u."gameId", key, u."playerId", u.id, u."playerName", u."totalPoints", u."guessCount", u."completedAt"
         FROM updated u CROSS JOIN unnest($8::text[]) AS key
         WHERE u."completedAt" IS NOT NULL AND u.ranked AND u."excludedAt" IS NULL
         ON CONFLICT ("gameId", "periodKey", "playerId") DO UPDATE
           SET "sessionId" = excluded."sessionId", "playerName" = excluded."playerName",
               "totalPoints" = excluded."totalPoints", "guessCount" = excluded."guessCount",
               "completedAt" = excluded."completedAt"
           WHERE excluded."totalPoints" > leaderboard_entry."totalPoints"
         RETURNING "periodKey"
       )
       SELECT inserted.id AS "guessId", inserted."createdAt" AS "guessedAt", to_jsonb(updated) AS session,
              ARRAY(SELECT "periodKey" FROM board) AS "boardKeys",
              ARRAY(SELECT "gameHomeId" FROM guess WHERE "sessionId" = $1) AS "earlierGuesses"
       FROM inserted, updated`,
      [sessionId, gameHomeId, listing.id, playerId, amount, points, completedAt, boardKeys, round],
    );
    if (!row) throw await this.refusal(sessionId, gameHomeId, listing.id, brand.locale);

    const session: PlaySessionEntity = Object.assign(new PlaySessionEntity(), {
      ...row.session,
      startedAt: new Date(row.session.startedAt),
      completedAt: row.session.completedAt ? new Date(row.session.completedAt) : null,
      namedAt: row.session.namedAt ? new Date(row.session.namedAt as string) : null,
    });
    const guess = this.guesses.create({
      id: row.guessId,
      sessionId,
      gameHomeId,
      listingId: listing.id,
      playerId: playerId,
      amount,
      points,
      createdAt: row.guessedAt,
    });
    const changedPeriods = await this.leaderboards.recordInRanks(session, row.boardKeys);
    // The guess's statement has committed: watchers of the boards it moved re-read them.
    if (changedPeriods.length > 0)
      this.pubSub.publish(TOPICS.leaderboardChanged, gameTopicKey(game.brandId, game.slug), {
        gameId: game.id,
        periods: changedPeriods,
      });
    return {
      guess,
      session,
      actualPrice: listing.actualPrice,
      currency: listing.currency,
      commentary: gameHome.commentary,
      guessedGameHomeIds: [...row.earlierGuesses, gameHomeId],
    };
  }

  /**
   * Why a guess was not inserted: the home was guessed already, it is in play in a party round, or, where rounds go in
   * order, its turn has not come.
   */
  private async refusal(
    sessionId: string,
    gameHomeId: string,
    listingId: string,
    locale: BrandLocale,
  ): Promise<DomainError> {
    if (await this.guesses.exists({ where: { sessionId, gameHomeId } }))
      return new DomainError('CONFLICT', wordsIn(locale).play.alreadyGuessed);
    if ((await listingsInPlay(this.dataSource, [listingId])).size > 0)
      return playRefusal('HOME_IN_PARTY', wordsIn(locale).play.homeInParty);
    return new DomainError('BAD_USER_INPUT', wordsIn(locale).play.guessInOrder);
  }

  /** Everyone's guesses for one home of a game, newest first; only for a viewer who has seen its price. */
  async forHome(
    { principal, brand }: RequestScope,
    { gameHomeId }: { gameHomeId: string },
    limit: number,
    offset: number,
  ): Promise<HomeGuessesPage> {
    const viewerId = requirePlayer(principal.playerId);
    const gameHome = await this.games.gameHome({ brand }, { gameHomeId });
    const game = await this.games.byId(gameHome.gameId);
    const seen = await this.pricesSeenBy(viewerId, [gameHome.listingId]);
    if (!seen.has(gameHome.listingId))
      throw playRefusal('GUESS_FIRST', wordsIn(brand.locale).play.guessFirstToSeeOthers);
    const [guesses, [stats]] = await Promise.all([
      this.dataSource.query(
        `SELECT g.id, s."playerName", s."nameHiddenAt" IS NOT NULL AS "nameHidden", g.amount, g.points,
                g."createdAt" AS "guessedAt", g."playerId", g.reason
         FROM guess g JOIN play_session s ON s.id = g."sessionId"
         WHERE g."gameHomeId" = $1 ORDER BY g."createdAt" DESC, g.id LIMIT $2 OFFSET $3`,
        [gameHome.id, limit, offset],
      ) as Promise<(HomeGuessRow & { nameHidden: boolean })[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS "totalCount", round(avg(amount))::int AS "averageGuess"
         FROM guess WHERE "gameHomeId" = $1`,
        [gameHome.id],
      ) as Promise<{ totalCount: number; averageGuess: number | null }[]>,
    ]);
    return {
      gameHome,
      variant: game.variant,
      totalCount: stats!.totalCount,
      averageGuess: stats!.averageGuess,
      guesses: guesses.map(({ nameHidden, ...guess }) => ({
        ...guess,
        playerName: publicPlayerName(guess.playerName, nameHidden, brand.locale),
      })),
    };
  }

  /**
   * Adds the player's one-line reason to their guess of a home (community games): own session only, once a guess.
   * Others see it with the guess, as a comment, once they have guessed the home (forHome).
   */
  async addReason(
    { principal, brand }: RequestScope,
    { sessionId, gameHomeId }: { sessionId: string; gameHomeId: string },
    rawReason: string,
  ): Promise<string> {
    const playerId = requirePlayer(principal.playerId);
    const { id: brandId, locale } = brand;
    const problem = guessReasonProblem(rawReason, locale);
    if (problem) throw new DomainError('BAD_USER_INPUT', problem);
    const reason = normaliseGuessReason(rawReason);
    const { game } = await this.ownSession(playerId, brandId, sessionId, locale);
    const words = wordsIn(locale).play;
    if (!variantRules(game.variant).guessReasons) throw playRefusal('NO_REASONS_HERE', words.reasonsOnlyInCommunity);
    const [updated]: [{ reason: string }[], number] = await this.dataSource.query(
      `UPDATE guess SET reason = $3 WHERE "sessionId" = $1 AND "gameHomeId" = $2 AND reason IS NULL RETURNING reason`,
      [sessionId, gameHomeId, reason],
    );
    if (updated.length === 0) {
      const guessed = await this.guesses.exists({ where: { sessionId, gameHomeId } });
      throw guessed
        ? new DomainError('CONFLICT', words.reasonGiven)
        : new DomainError('BAD_USER_INPUT', words.guessBeforeReason);
    }
    return reason;
  }

  /**
   * The plan and game of a session the caller plays: another brand's session is not found, as a missing one is, and
   * another player's is forbidden. Plans and games are cached, so this costs no query once warm.
   */
  private async ownSession(playerId: string, brandId: string, sessionId: string, locale: BrandLocale) {
    const words = wordsIn(locale).play;
    let plan = await this.plans.of(sessionId);
    const game = plan && (await this.games.byId(plan.gameId));
    if (!plan || game?.brandId !== brandId) throw new DomainError('NOT_FOUND', words.noSuchSession);
    // The session may have moved to this caller's account since this instance cached it (a guest who logged in).
    if (plan.playerId !== playerId) plan = await this.plans.reread(sessionId);
    if (plan?.playerId !== playerId) throw playRefusal('NOT_YOUR_SESSION', words.notYourSession);
    return { plan, game };
  }
}
