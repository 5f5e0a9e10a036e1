import type { DataSource, Repository } from 'typeorm';
import { validatePriceGuess } from '../../engine/price-input';
import { scoreGuess, type ScoringMode } from '../../engine/scoring';
import { preparedQuery } from '../../db/prepared-query';
import { DomainError } from '../../graphql/domain-error';
import type { BrandEntity } from '../brand/brand.entity';
import type { GameListingEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import { GuessEntity } from '../guess/guess.entity';
import type { LeaderboardService } from '../leaderboard/leaderboard.service';
import type { LeaderboardPeriod } from '../../engine/leaderboard-period';
import { PlaySessionEntity } from './session.entity';

export const PLAYER_NAME_MAX_LENGTH = 40;

interface GuessTarget {
  visitorId: string;
  gameId: string;
  completedAt: Date | null;
  roundCount: number;
  scoringMode: ScoringMode;
}

interface GuessWrite {
  guessId: string;
  guessedAt: Date;
  /** The boards this guess's completion entered or improved. */
  boardKeys: string[];
  session: Record<string, unknown> & { startedAt: string; completedAt: string | null };
}

/** A round as a viewer may see it: `revealed` says whether its guess amount and actual price may be shown. */
export interface RoundView {
  round: number;
  gameListing: GameListingEntity;
  guess: GuessEntity | null;
  revealed: boolean;
}

export interface GuessOutcome {
  guess: GuessEntity;
  session: PlaySessionEntity;
  actualPrice: number;
  currency: string;
  /** Boards the completing guess moved; empty unless this guess finished the session. */
  changedPeriods: LeaderboardPeriod[];
}

export class SessionService {
  private readonly sessions: Repository<PlaySessionEntity>;
  private readonly guesses: Repository<GuessEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly leaderboards: LeaderboardService,
  ) {
    this.sessions = dataSource.getRepository(PlaySessionEntity);
    this.guesses = dataSource.getRepository(GuessEntity);
  }

  async start(brand: BrandEntity, visitorId: string, gameSlug: string, rawName: string): Promise<PlaySessionEntity> {
    const playerName = normalisePlayerName(rawName);
    const game = await this.games.bySlug(brand, gameSlug);
    if (!this.games.isOpen(game)) throw new DomainError('FORBIDDEN', 'This game is not open for play right now.');
    const rounds = await this.games.rounds(game);
    if (rounds.length === 0) throw new DomainError('FORBIDDEN', 'This game has no homes to guess yet.');
    return this.sessions.save(
      this.sessions.create({
        gameId: game.id,
        visitorId,
        playerName,
        roundCount: rounds.length,
        scoringMode: game.scoringMode,
      }),
    );
  }

  async byId(id: string): Promise<PlaySessionEntity> {
    const session = await this.sessions.findOne({ where: { id } });
    if (!session) throw new DomainError('NOT_FOUND', 'That game session does not exist.');
    return session;
  }

  /** The visitor's own sessions, newest first. */
  mine(visitorId: string, limit: number): Promise<PlaySessionEntity[]> {
    return this.sessions.find({
      where: { visitorId },
      order: { startedAt: 'DESC' },
      take: limit,
      relations: { game: true },
    });
  }

  async rounds(session: PlaySessionEntity, viewerId: string | null): Promise<RoundView[]> {
    const [gameListings, guesses] = await Promise.all([
      this.games.rounds({ id: session.gameId, roundCount: session.roundCount }),
      this.guesses.find({ where: { sessionId: session.id } }),
    ]);
    const guessByGameListing = new Map(guesses.map((guess) => [guess.gameListingId, guess]));
    const revealedListingIds =
      viewerId === session.visitorId
        ? new Set(guesses.map((guess) => guess.listingId))
        : await this.listingsGuessedBy(
            viewerId,
            gameListings.map((gameListing) => gameListing.listingId),
          );
    return gameListings.map((gameListing, index) => {
      const guess = guessByGameListing.get(gameListing.id) ?? null;
      return {
        round: index + 1,
        gameListing,
        guess,
        revealed: guess !== null && revealedListingIds.has(gameListing.listingId),
      };
    });
  }

  /** Of these listings, the ones this visitor has locked a guess for in any session: the price-reveal rule. */
  async listingsGuessedBy(visitorId: string | null, listingIds: string[]): Promise<Set<string>> {
    if (!visitorId || listingIds.length === 0) return new Set();
    const rows: { listingId: string }[] = await this.dataSource.query(
      `SELECT DISTINCT "listingId" FROM guess WHERE "visitorId" = $1 AND "listingId" = ANY($2::uuid[])`,
      [visitorId, listingIds],
    );
    return new Set(rows.map((row) => row.listingId));
  }

  /**
   * Locks one guess. Validation uses only public bounds, never the secret price, so error messages cannot be used to
   * bisect it. The guess insert and the session totals change in one statement; a second guess is a conflict.
   */
  async submitGuess(
    visitorId: string,
    sessionId: string,
    gameListingId: string,
    amount: number,
  ): Promise<GuessOutcome> {
    const [target] = await preparedQuery<GuessTarget>(
      this.dataSource,
      'guess-session',
      `SELECT "visitorId", "gameId", "completedAt", "roundCount", "scoringMode" FROM play_session WHERE id = $1`,
      [sessionId],
    );
    if (!target) throw new DomainError('NOT_FOUND', 'That game session does not exist.');
    if (target.visitorId !== visitorId)
      throw new DomainError('FORBIDDEN', 'This game session belongs to another player.');
    const rounds = await this.games.rounds({ id: target.gameId, roundCount: target.roundCount });
    const listing = rounds.find((round) => round.id === gameListingId)?.listing;
    if (!listing) throw new DomainError('NOT_FOUND', 'That home is not part of this game session.');
    const invalid = validatePriceGuess(amount, listing.currency);
    if (invalid) throw new DomainError('BAD_USER_INPUT', invalid);
    if (target.completedAt) throw new DomainError('CONFLICT', 'This game session is already finished.');

    const points = scoreGuess(amount, listing.actualPrice, target.scoringMode);
    // If this guess completes the session, it completes now, and enters these boards (none when the game has no
    // leaderboard). The guess, the session totals and the board entries are one statement: all or nothing.
    const completedAt = new Date();
    const game = await this.games.byId(target.gameId);
    const boardKeys = game.leaderboardEnabled ? this.leaderboards.periodKeysAt(completedAt) : [];
    const [row] = await preparedQuery<GuessWrite>(
      this.dataSource,
      'guess-write',
      `WITH inserted AS (
         INSERT INTO guess ("sessionId", "gameListingId", "listingId", "visitorId", amount, points)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ("sessionId", "gameListingId") DO NOTHING
         RETURNING id, "createdAt"
       ), updated AS (
         UPDATE play_session
         SET "totalPoints" = "totalPoints" + $6, "guessCount" = "guessCount" + 1,
             "completedAt" = CASE WHEN "guessCount" + 1 >= "roundCount" THEN $7::timestamptz END
         WHERE id = $1 AND EXISTS (SELECT 1 FROM inserted)
         RETURNING *
       ), board AS (
         -- A player's best completed session per board: only a strictly better total replaces an entry, so an
         -- equal total keeps the earlier completion.
         INSERT INTO leaderboard_entry
           ("gameId", "periodKey", "visitorId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
         SELECT u."gameId", key, u."visitorId", u.id, u."playerName", u."totalPoints", u."guessCount", u."completedAt"
         FROM updated u CROSS JOIN unnest($8::text[]) AS key
         WHERE u."completedAt" IS NOT NULL
         ON CONFLICT ("gameId", "periodKey", "visitorId") DO UPDATE
           SET "sessionId" = excluded."sessionId", "playerName" = excluded."playerName",
               "totalPoints" = excluded."totalPoints", "guessCount" = excluded."guessCount",
               "completedAt" = excluded."completedAt"
           WHERE excluded."totalPoints" > leaderboard_entry."totalPoints"
         RETURNING "periodKey"
       )
       SELECT inserted.id AS "guessId", inserted."createdAt" AS "guessedAt", to_jsonb(updated) AS session,
              ARRAY(SELECT "periodKey" FROM board) AS "boardKeys"
       FROM inserted, updated`,
      [sessionId, gameListingId, listing.id, visitorId, amount, points, completedAt, boardKeys],
    );
    if (!row) throw new DomainError('CONFLICT', 'You have already guessed this home in this game session.');

    const session: PlaySessionEntity = Object.assign(new PlaySessionEntity(), {
      ...row.session,
      startedAt: new Date(row.session.startedAt),
      completedAt: row.session.completedAt ? new Date(row.session.completedAt) : null,
    });
    const guess = this.guesses.create({
      id: row.guessId,
      sessionId,
      gameListingId,
      listingId: listing.id,
      visitorId,
      amount,
      points,
      createdAt: row.guessedAt,
    });
    const changedPeriods = await this.leaderboards.recordInRanks(session, row.boardKeys);
    return { guess, session, actualPrice: listing.actualPrice, currency: listing.currency, changedPeriods };
  }
}

export function normalisePlayerName(raw: string): string {
  // Collapse whitespace and drop control and format characters, except the zero-width joiner that holds emoji
  // sequences together; the name is escaped wherever it is shown.
  const name = raw
    .replace(/\p{Cc}|(?!\u200d)\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length === 0) throw new DomainError('BAD_USER_INPUT', 'Please enter a player name.');
  if (name.length > PLAYER_NAME_MAX_LENGTH)
    throw new DomainError('BAD_USER_INPUT', `Player names can be at most ${PLAYER_NAME_MAX_LENGTH} characters.`);
  return name;
}
