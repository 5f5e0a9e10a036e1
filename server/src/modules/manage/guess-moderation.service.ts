import type { DataSource } from 'typeorm';
import { LEADERBOARD_PERIODS } from '@ballpark/common/leaderboard-period';
import { DomainError } from '@ballpark/common/errors';
import { wordsIn } from '../../i18n';
import { authorize } from '../../policies';
import type { RequestScope } from '../brand/request-scope';
import { gameTopicKey, TOPICS, type PubSub } from '../../realtime/pubsub';
import type { GameEntity, GameHomeEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import type { LeaderboardService } from '../leaderboard/leaderboard.service';

/** One guess on a home as its game's managers see it: the real name, whether the public sees it, and its session. */
export interface ManagedGuessRow {
  id: string;
  amount: number;
  points: number;
  guessedAt: Date;
  sessionId: string;
  playerName: string;
  nameHidden: boolean;
  sessionRanked: boolean;
  sessionCompleted: boolean;
  sessionExcluded: boolean;
}

export interface ManagedHomeGuesses {
  game: GameEntity;
  gameHome: GameHomeEntity;
  totalCount: number;
  guesses: ManagedGuessRow[];
}

/** A session's moderation, as a manager's change left it. */
export interface SessionModeration {
  sessionId: string;
  nameHidden: boolean;
  excluded: boolean;
}

/**
 * guesstimates-manage (issue 8): a game's managers (GAME_POLICY.manageGuesses: its creator, an admin of its brand, a
 * site admin) see every guess on a home, hide a player's name from the public and keep a session off the boards; both
 * undo. Sessions and games are looked up within the request's brand: another brand's are not found. Boards follow
 * at once: the board rows are rewritten in the change's transaction, the rank store and the boards' watchers (on
 * every instance, through the pub/sub) are told after the commit.
 */
export class GuessModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly leaderboards: LeaderboardService,
    private readonly pubSub: PubSub,
  ) {}

  async guessesOnHome(
    scope: RequestScope,
    { gameSlug, gameHomeId }: { gameSlug: string; gameHomeId: string },
    limit: number,
    offset: number,
  ): Promise<ManagedHomeGuesses> {
    const { principal, brand } = scope;
    const game = await this.games.bySlug({ brand }, { slug: gameSlug });
    authorize(principal, 'manageGuesses', { game }, brand.locale);
    const gameHome = await this.games.gameHome({ brand }, { gameHomeId });
    if (gameHome.gameId !== game.id) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.homeNotInGame);
    const [guesses, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT g.id, g.amount, g.points, g."createdAt" AS "guessedAt", s.id AS "sessionId", s."playerName",
                s."nameHiddenAt" IS NOT NULL AS "nameHidden", s.ranked AS "sessionRanked",
                s."completedAt" IS NOT NULL AS "sessionCompleted", s."excludedAt" IS NOT NULL AS "sessionExcluded"
         FROM guess g JOIN play_session s ON s.id = g."sessionId"
         WHERE g."gameHomeId" = $1 ORDER BY g."createdAt" DESC, g.id LIMIT $2 OFFSET $3`,
        [gameHome.id, limit, offset],
      ) as Promise<ManagedGuessRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM guess WHERE "gameHomeId" = $1`, [
        gameHome.id,
      ]) as Promise<{ total: number }[]>,
    ]);
    return { game, gameHome, totalCount: count!.total, guesses };
  }

  /** Hides the session's player name from the public (boards, everyone's guesses, shared results), or shows it again. */
  async setNameHidden(
    scope: RequestScope,
    { sessionId }: { sessionId: string },
    hidden: boolean,
  ): Promise<SessionModeration> {
    const { principal } = scope;
    const game = await this.managedGameOf(scope, { sessionId });
    const [[row]]: [SessionModerationRow[], number] = await this.dataSource.query(
      `UPDATE play_session
       SET "nameHiddenAt" = CASE WHEN $2 THEN coalesce("nameHiddenAt", now()) END,
           "nameHiddenBy" = CASE WHEN $2 THEN coalesce("nameHiddenBy", $3) END
       WHERE id = $1
       RETURNING id, "nameHiddenAt" IS NOT NULL AS "nameHidden", "excludedAt" IS NOT NULL AS excluded`,
      [sessionId, hidden, principal.account!.id],
    );
    this.boardsChanged(game);
    return toModeration(row!);
  }

  /**
   * Keeps the session off the game's boards, or lets it back: the player's entries on the boards it entered are
   * rewritten from their other runs (LeaderboardService.rewriteEntriesOf), in the same transaction as the flag.
   */
  async setExcluded(
    scope: RequestScope,
    { sessionId }: { sessionId: string },
    excluded: boolean,
  ): Promise<SessionModeration> {
    const { principal } = scope;
    const game = await this.managedGameOf(scope, { sessionId });
    const { row, rewritten } = await this.dataSource.transaction(async (manager) => {
      // The session's row is locked: two managers' changes of one session apply one after the other.
      const [[updated]]: [(SessionModerationRow & { playerId: string; completedAt: Date | null })[], number] =
        await manager.query(
          `UPDATE play_session
           SET "excludedAt" = CASE WHEN $2 THEN coalesce("excludedAt", now()) END,
               "excludedBy" = CASE WHEN $2 THEN coalesce("excludedBy", $3) END
           WHERE id = $1
           RETURNING id, "nameHiddenAt" IS NOT NULL AS "nameHidden", "excludedAt" IS NOT NULL AS excluded,
                     "playerId", "completedAt"`,
          [sessionId, excluded, principal.account!.id],
        );
      const completedAt = updated!.completedAt;
      const entries = completedAt
        ? await this.leaderboards.rewriteEntriesOf(
            manager,
            game.id,
            updated!.playerId,
            this.leaderboards.periodKeysAt(new Date(completedAt)),
          )
        : [];
      return { row: updated!, rewritten: entries };
    });
    await this.leaderboards.applyRewrite(rewritten);
    this.boardsChanged(game);
    return toModeration(row);
  }

  /** The game of a session of this brand, once the principal may manage its guesses. */
  private async managedGameOf(
    { principal, brand }: RequestScope,
    { sessionId }: { sessionId: string },
  ): Promise<GameEntity> {
    const [session]: { gameId: string }[] = await this.dataSource.query(
      `SELECT s."gameId" FROM play_session s JOIN game g ON g.id = s."gameId" WHERE s.id = $1 AND g."brandId" = $2`,
      [sessionId, brand.id],
    );
    if (!session) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.noSuchSession);
    const game = await this.games.byId(session.gameId);
    authorize(principal, 'manageGuesses', { game }, brand.locale);
    return game;
  }

  /** After the commit: the game's board watchers, on every instance, re-read every board (names or ranks moved). */
  private boardsChanged(game: GameEntity): void {
    if (!game.leaderboardEnabled) return;
    this.pubSub.publish(TOPICS.leaderboardChanged, gameTopicKey(game.brandId, game.slug), {
      gameId: game.id,
      periods: [...LEADERBOARD_PERIODS],
    });
  }
}

interface SessionModerationRow {
  id: string;
  nameHidden: boolean;
  excluded: boolean;
}

function toModeration(row: SessionModerationRow): SessionModeration {
  return { sessionId: row.id, nameHidden: row.nameHidden, excluded: row.excluded };
}
