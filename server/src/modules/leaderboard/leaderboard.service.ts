import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/prepared-query';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { publicPlayerName } from '@ballpark/common/moderation';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod, periodKey } from '@ballpark/common/leaderboard-period';
import type { SessionStanding } from '@ballpark/common/standing';
import type { GameService } from '../game/game.service';
import type { PlaySessionEntity } from '../session/session.entity';
import type { RankStore } from './rank-store';

export interface LeaderboardRowData {
  rank: number;
  playerId: string;
  sessionId: string;
  playerName: string;
  totalPoints: number;
  guessCount: number;
  completedAt: Date;
}

interface BoardRun {
  id: string;
  playerName: string;
  totalPoints: number;
  guessCount: number;
  completedAt: Date;
}

/** A player's entry on one board as `rewriteEntriesOf` left it: null when they left the board. */
export interface RewrittenEntry {
  gameId: string;
  periodKey: string;
  playerId: string;
  entry: { totalPoints: number; completedAt: Date } | null;
}

export interface LeaderboardPage {
  rows: LeaderboardRowData[];
  totalPlayers: number;
  viewerRow: LeaderboardRowData | null;
}

/**
 * Per-game boards for each period. A player's best completed ranked session counts (ties to the earlier completion);
 * `leaderboard_entry` keeps that best per period so the top rows are one index scan. Entries are written by the
 * guess that completes a session, in the same statement.
 */
export class LeaderboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ranks: RankStore,
    private readonly games: GameService,
  ) {}

  /** The boards a session completed at `at` enters: one per period. */
  periodKeysAt(at: Date): string[] {
    return LEADERBOARD_PERIODS.map((period) => periodKey(period, at));
  }

  /**
   * After a completing guess wrote its board entries (in the guess's own statement, GuessService.submit, so
   * a ranked completion is never without them), puts them in the rank store; returns the periods whose board changed.
   */
  async recordInRanks(session: PlaySessionEntity, changedKeys: string[]): Promise<LeaderboardPeriod[]> {
    const completedAt = session.completedAt;
    if (!completedAt || changedKeys.length === 0) return [];
    await Promise.all(
      changedKeys.map((key) =>
        this.ranks.record(session.gameId, key, session.playerId, session.totalPoints, completedAt),
      ),
    );
    return LEADERBOARD_PERIODS.filter((period) => changedKeys.includes(periodKey(period, completedAt)));
  }

  /** After a guest's board entries moved to an account's player (AccountService), tells the rank store. */
  async recordMove(
    from: string,
    to: string,
    entries: readonly { gameId: string; periodKey: string; totalPoints: number; completedAt: Date }[],
  ): Promise<void> {
    await Promise.all(
      entries.map((entry) =>
        this.ranks.moveEntry(entry.gameId, entry.periodKey, from, to, entry.totalPoints, entry.completedAt),
      ),
    );
  }

  /**
   * Rewrites a player's entries on the boards a session of theirs entered (`periodKeys`), from their ranked sessions
   * that managers have not excluded: after a session is excluded, the player's next best run of each board holds its
   * entry (or the player leaves that board); after it is let back, it holds it again where it is the best. Runs in the
   * caller's transaction; the caller tells the rank store (`applyRewrite`) after the commit.
   */
  async rewriteEntriesOf(
    manager: EntityManager,
    gameId: string,
    playerId: string,
    periodKeys: string[],
  ): Promise<RewrittenEntry[]> {
    // One rewrite of a player's entries on a game's boards at a time, each reading the runs the one before left: two
    // managers excluding two runs at once each deleted the entries and inserted the run it saw as best, and the second
    // insert failed on the first one's entry.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `board-rewrite:${gameId}:${playerId}`,
    ]);
    // Best first: the first run that falls in a board's period is its entry (equal totals go to the earlier one).
    const runs: BoardRun[] = await manager.query(
      `SELECT id, "playerName", "totalPoints", "guessCount", "completedAt" FROM play_session
       WHERE "gameId" = $1 AND "playerId" = $2 AND ranked AND "completedAt" IS NOT NULL AND "excludedAt" IS NULL
       ORDER BY "totalPoints" DESC, "completedAt" ASC`,
      [gameId, playerId],
    );
    const rewritten = periodKeys.map((periodKey) => ({
      periodKey,
      run: runs.find((run) => this.periodKeysAt(run.completedAt).includes(periodKey)) ?? null,
    }));
    await manager.query(
      `DELETE FROM leaderboard_entry WHERE "gameId" = $1 AND "playerId" = $2 AND "periodKey" = ANY($3::text[])`,
      [gameId, playerId, periodKeys],
    );
    for (const { periodKey, run } of rewritten) {
      if (!run) continue;
      await manager.query(
        `INSERT INTO leaderboard_entry
           ("gameId", "periodKey", "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         -- A run the player completed meanwhile entered the board (a guess takes no lock): the better entry stays.
         ON CONFLICT ("gameId", "periodKey", "playerId") DO UPDATE
           SET "sessionId" = excluded."sessionId", "playerName" = excluded."playerName",
               "totalPoints" = excluded."totalPoints", "guessCount" = excluded."guessCount",
               "completedAt" = excluded."completedAt"
           WHERE excluded."totalPoints" > leaderboard_entry."totalPoints"
              OR (excluded."totalPoints" = leaderboard_entry."totalPoints"
                  AND excluded."completedAt" < leaderboard_entry."completedAt")`,
        [gameId, periodKey, playerId, run.id, run.playerName, run.totalPoints, run.guessCount, run.completedAt],
      );
    }
    // As the boards hold them now, which a run completed meanwhile may have beaten.
    const entries: { periodKey: string; totalPoints: number; completedAt: Date }[] = await manager.query(
      `SELECT "periodKey", "totalPoints", "completedAt" FROM leaderboard_entry
       WHERE "gameId" = $1 AND "playerId" = $2 AND "periodKey" = ANY($3::text[])`,
      [gameId, playerId, periodKeys],
    );
    return periodKeys.map((periodKey) => {
      const entry = entries.find((row) => row.periodKey === periodKey);
      return {
        gameId,
        periodKey,
        playerId,
        entry: entry ? { totalPoints: entry.totalPoints, completedAt: entry.completedAt } : null,
      };
    });
  }

  /** After `rewriteEntriesOf` committed: the rank store follows. */
  async applyRewrite(rewritten: readonly RewrittenEntry[]): Promise<void> {
    await Promise.all(
      rewritten.map(({ gameId, periodKey, playerId, entry }) =>
        this.ranks.replaceEntry(gameId, periodKey, playerId, entry),
      ),
    );
  }

  async page(
    gameId: string,
    period: LeaderboardPeriod,
    options: { limit: number; offset: number; viewerId: string | null; locale: BrandLocale; now?: Date },
  ): Promise<LeaderboardPage> {
    const key = periodKey(period, options.now ?? new Date());
    // The page of rows and the viewer's own row in one statement; the counts from the rank store beside it.
    const [rows, standing] = await Promise.all([
      preparedQuery<Omit<LeaderboardRowData, 'rank'> & { isViewerRow: boolean; nameHidden: boolean }>(
        this.dataSource,
        'board-page',
        // A name a manager hid is read from its session (a key lookup per row shown), so hiding it touches no board.
        `(SELECT "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt", false AS "isViewerRow",
                 (SELECT "nameHiddenAt" IS NOT NULL FROM play_session WHERE id = "sessionId") AS "nameHidden"
          FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = $2
          ORDER BY "totalPoints" DESC, "completedAt" ASC LIMIT $3 OFFSET $4)
         UNION ALL
         (SELECT "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt", true,
                 (SELECT "nameHiddenAt" IS NOT NULL FROM play_session WHERE id = "sessionId")
          FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = $2 AND "playerId" = $5)`,
        [gameId, key, options.limit, options.offset, options.viewerId ?? ''],
      ),
      this.ranks.standing(gameId, key, options.viewerId),
    ]);
    const strip = ({ isViewerRow: _, nameHidden, ...row }: (typeof rows)[number]) => ({
      ...row,
      playerName: publicPlayerName(row.playerName, nameHidden, options.locale),
    });
    const viewer = rows.find((row) => row.isViewerRow);
    return {
      rows: rows
        .filter((row) => !row.isViewerRow)
        .map((row, index) => ({ ...strip(row), rank: options.offset + index + 1 })),
      totalPlayers: standing.players,
      viewerRow: viewer && standing.viewerRank !== null ? { ...strip(viewer), rank: standing.viewerRank } : null,
    };
  }

  playerCount(gameId: string): Promise<number> {
    return this.ranks.count(gameId, periodKey('all_time', new Date()));
  }

  /**
   * Where a session places among the game's players (all-time board), null until it is complete. Only the run the
   * board shows (the player's best) gets a rank: an older run claiming the rank its own score would earn would show
   * a number the board does not. A practice session never enters a board: no rank, and its own label says why.
   */
  async standingOfSession(session: PlaySessionEntity): Promise<SessionStanding> {
    const game = await this.games.byId(session.gameId);
    if (!game.leaderboardEnabled) return { rank: null, playerCount: 0, offBoard: false };
    if (!session.completedAt || !session.ranked) {
      return { rank: null, playerCount: await this.playerCount(session.gameId), offBoard: false };
    }
    const completedAt = session.completedAt;
    const key = periodKey('all_time', completedAt);
    const [rank, players, [entry]] = await Promise.all([
      this.ranks.rankOf(session.gameId, key, session.totalPoints, completedAt),
      this.ranks.count(session.gameId, key),
      this.dataSource.query(
        `SELECT "sessionId" FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = $2 AND "playerId" = $3`,
        [session.gameId, key, session.playerId],
      ) as Promise<{ sessionId: string }[]>,
    ]);
    if (entry?.sessionId !== session.id) return { rank: null, playerCount: players, offBoard: true };
    return { rank, playerCount: Math.max(players, rank), offBoard: false };
  }
}
