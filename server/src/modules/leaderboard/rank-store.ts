import type { ChainableCommander, Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../platform/prepared-query';
import { encodeRankScore } from '@ballpark/common/leaderboard-rank-score';

/**
 * Answers "how many players are on this board" and "what rank does this score have". PostgreSQL answers exactly
 * but counts rows ahead (tens of ms at a million entries); with Redis configured, sorted sets answer in O(log n).
 */
export interface RankStore {
  record(gameId: string, periodKey: string, playerId: string, totalPoints: number, completedAt: Date): Promise<void>;
  /** 1-based rank a (total, completedAt) has on the board: one more than the entries strictly ahead of it. */
  rankOf(gameId: string, periodKey: string, totalPoints: number, completedAt: Date): Promise<number>;
  count(gameId: string, periodKey: string): Promise<number>;
  /** The board's player count and, when the visitor is on it, their rank: what a leaderboard page shows. */
  standing(gameId: string, periodKey: string, playerId: string | null): Promise<Standing>;
  /**
   * A board entry changed hands (a guest's play attached to the account their browser logged into): `from` leaves
   * the board, and `to` holds this score now (leaderboard_entry says so already).
   */
  moveEntry(
    gameId: string,
    periodKey: string,
    from: string,
    to: string,
    totalPoints: number,
    completedAt: Date,
  ): Promise<void>;
  /**
   * A player's entry was rewritten, not improved (a manager kept a session off the boards, or let it back): the
   * player's member holds this score now, or leaves the board when `entry` is null.
   */
  replaceEntry(
    gameId: string,
    periodKey: string,
    playerId: string,
    entry: { totalPoints: number; completedAt: Date } | null,
  ): Promise<void>;
}

export interface Standing {
  players: number;
  viewerRank: number | null;
}

export class PostgresRankStore implements RankStore {
  constructor(private readonly dataSource: DataSource) {}

  async record(): Promise<void> {
    // leaderboard_entry itself is the ranking; nothing else to keep.
  }

  async moveEntry(): Promise<void> {
    // As record: the move is in leaderboard_entry already.
  }

  async replaceEntry(): Promise<void> {
    // As record: leaderboard_entry holds the new entry already.
  }

  async rankOf(gameId: string, periodKey: string, totalPoints: number, completedAt: Date): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS ahead FROM leaderboard_entry
       WHERE "gameId" = $1 AND "periodKey" = $2
         AND ("totalPoints" > $3 OR ("totalPoints" = $3 AND "completedAt" < $4))`,
      [gameId, periodKey, totalPoints, completedAt],
    );
    return row.ahead + 1;
  }

  async count(gameId: string, periodKey: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = $2`,
      [gameId, periodKey],
    );
    return row.total;
  }

  async standing(gameId: string, periodKey: string, playerId: string | null): Promise<Standing> {
    const [row] = await preparedQuery<{ players: number; ahead: number; onBoard: boolean }>(
      this.dataSource,
      'board-standing',
      `WITH viewer AS (
         SELECT "totalPoints", "completedAt" FROM leaderboard_entry
         WHERE "gameId" = $1 AND "periodKey" = $2 AND "playerId" = $3
       )
       SELECT (SELECT count(*)::int FROM leaderboard_entry WHERE "gameId" = $1 AND "periodKey" = $2) AS players,
              (SELECT count(*)::int FROM leaderboard_entry ahead, viewer
               WHERE ahead."gameId" = $1 AND ahead."periodKey" = $2
                 AND (ahead."totalPoints" > viewer."totalPoints"
                      OR (ahead."totalPoints" = viewer."totalPoints" AND ahead."completedAt" < viewer."completedAt"))
              ) AS ahead,
              EXISTS (SELECT 1 FROM viewer) AS "onBoard"`,
      [gameId, periodKey, playerId ?? ''],
    );
    return { players: row!.players, viewerRank: row!.onBoard ? row!.ahead + 1 : null };
  }
}

const BOARD_TTL_SECONDS = { d: 3 * 86_400, w: 15 * 86_400, m: 70 * 86_400 } as const;
const REBUILD_BATCH = 10_000;

/**
 * Ranks from Redis sorted sets, one per game and period (scores from @ballpark/common/leaderboard-rank-score). Redis may lose
 * a set (a restart; it keeps nothing on disk here), so a set is trusted only while it holds the READY member, which a
 * full rebuild from `leaderboard_entry` (the source of truth) adds. The marker lives inside the set, so losing the set
 * loses the marker too. Until then PostgreSQL answers while one instance rebuilds under a lock.
 */
export class RedisRankStore implements RankStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: PostgresRankStore,
    private readonly dataSource: DataSource,
  ) {}

  async record(gameId: string, periodKey: string, playerId: string, totalPoints: number, completedAt: Date) {
    // GT: only a better score replaces a member's, matching the upsert rule of leaderboard_entry.
    const key = boardKey(gameId, periodKey);
    try {
      await this.withExpiry(
        this.redis.multi().zadd(key, 'GT', encodeRankScore(totalPoints, completedAt), playerId),
        key,
        periodKey,
      ).exec();
    } catch (error) {
      // The entry is in PostgreSQL already. The set may have outlived a short outage without it: it is marked for a
      // rebuild as soon as Redis answers again.
      this.missed.add(key);
      console.error(`redis: recording on board ${key} failed: ${(error as Error).message}`);
    }
  }

  async moveEntry(gameId: string, periodKey: string, from: string, to: string, totalPoints: number, completedAt: Date) {
    // Not a rebuild: the MAX merge of `rebuild` would keep `from`, and a whole board's copy would cost a log-in the
    // board's size. A set that is not ready ignores this, and is rebuilt from PostgreSQL anyway.
    const key = boardKey(gameId, periodKey);
    try {
      await this.withExpiry(
        this.redis.multi().zrem(key, from).zadd(key, 'GT', encodeRankScore(totalPoints, completedAt), to),
        key,
        periodKey,
      ).exec();
    } catch (error) {
      this.missed.add(key);
      console.error(`redis: moving an entry on board ${key} failed: ${(error as Error).message}`);
    }
  }

  async replaceEntry(
    gameId: string,
    periodKey: string,
    playerId: string,
    entry: { totalPoints: number; completedAt: Date } | null,
  ) {
    // Not GT: the new entry may be worse than the one it replaces.
    const key = boardKey(gameId, periodKey);
    const chain = this.redis.multi().zrem(key, playerId);
    if (entry) chain.zadd(key, encodeRankScore(entry.totalPoints, entry.completedAt), playerId);
    try {
      await this.withExpiry(chain, key, periodKey).exec();
    } catch (error) {
      this.missed.add(key);
      console.error(`redis: replacing an entry on board ${key} failed: ${(error as Error).message}`);
    }
  }

  /** Boards whose set missed an entry; their ready marker is removed (forcing a rebuild) when Redis is back. */
  private readonly missed = new Set<string>();

  private async forgetMissedBoards(): Promise<void> {
    for (const key of this.missed) {
      await this.redis.zrem(key, READY);
      this.missed.delete(key);
    }
  }

  /** Daily, weekly and monthly boards expire after their period; the all-time board stays. */
  private withExpiry(chain: ChainableCommander, key: string, periodKey: string): ChainableCommander {
    const ttl = BOARD_TTL_SECONDS[periodKey[0] as keyof typeof BOARD_TTL_SECONDS];
    return ttl ? chain.expire(key, ttl) : chain;
  }

  async rankOf(gameId: string, periodKey: string, totalPoints: number, completedAt: Date): Promise<number> {
    const key = boardKey(gameId, periodKey);
    const score = encodeRankScore(totalPoints, completedAt);
    const fromRedis = await this.ask(gameId, periodKey, async () => {
      const [[, ready], [, ahead]] = (await this.redis
        .multi()
        .zscore(key, READY)
        .zcount(key, `(${score}`, '+inf')
        .exec())!;
      return ready !== null ? (ahead as number) + 1 : null;
    });
    return fromRedis ?? this.fallback.rankOf(gameId, periodKey, totalPoints, completedAt);
  }

  async count(gameId: string, periodKey: string): Promise<number> {
    const key = boardKey(gameId, periodKey);
    const fromRedis = await this.ask(gameId, periodKey, async () => {
      const [[, ready], [, members]] = (await this.redis.multi().zscore(key, READY).zcard(key).exec())!;
      return ready !== null ? (members as number) - 1 : null;
    });
    return fromRedis ?? this.fallback.count(gameId, periodKey);
  }

  async standing(gameId: string, periodKey: string, playerId: string | null): Promise<Standing> {
    const key = boardKey(gameId, periodKey);
    const fromRedis = await this.ask(gameId, periodKey, async () => {
      const [ready, members, ahead] = (await this.redis.eval(STANDING, 1, key, READY, playerId ?? '')) as number[];
      return ready === 1 ? { players: members! - 1, viewerRank: ahead! < 0 ? null : ahead! + 1 } : null;
    });
    return fromRedis ?? this.fallback.standing(gameId, periodKey, playerId);
  }

  /**
   * Runs a read on a board's set: null when the set is not ready (a rebuild is started) or Redis is unreachable,
   * so the caller asks PostgreSQL instead.
   */
  private async ask<T>(gameId: string, periodKey: string, read: () => Promise<T | null>): Promise<T | null> {
    try {
      if (this.missed.size > 0) await this.forgetMissedBoards();
      const answer = await read();
      if (answer === null) this.rebuildInBackground(gameId, periodKey);
      return answer;
    } catch (error) {
      console.error(`redis: reading board ${boardKey(gameId, periodKey)} failed: ${(error as Error).message}`);
      return null;
    }
  }

  private rebuildInBackground(gameId: string, periodKey: string): void {
    this.rebuild(gameId, periodKey).catch((error) => console.error(`rebuilding board ${gameId} ${periodKey}:`, error));
  }

  /**
   * Copies a board from PostgreSQL into a scratch set, then (atomically, in a script) merges it into the live set
   * and marks it ready, but only if the scratch set is whole: a Redis restart during the copy leaves no false
   * "ready". Returns false when another instance holds the lock or the copy was lost.
   */
  async rebuild(gameId: string, periodKey: string): Promise<boolean> {
    const key = boardKey(gameId, periodKey);
    const scratch = `${key}:copy`;
    const lock = `${key}:lock`;
    if ((await this.redis.set(lock, '1', 'EX', 120, 'NX')) !== 'OK') return false;
    try {
      await this.redis.del(scratch);
      let copied = 0;
      // Keyset pages along the primary key (gameId, periodKey, playerId).
      let afterPlayer = '';
      for (;;) {
        const rows: { playerId: string; totalPoints: number; completedAt: Date }[] = await this.dataSource.query(
          `SELECT "playerId", "totalPoints", "completedAt" FROM leaderboard_entry
           WHERE "gameId" = $1 AND "periodKey" = $2 AND "playerId" > $3
           ORDER BY "playerId" LIMIT ${REBUILD_BATCH}`,
          [gameId, periodKey, afterPlayer],
        );
        if (rows.length === 0) break;
        await this.redis.zadd(
          scratch,
          ...rows.flatMap((row) => [encodeRankScore(row.totalPoints, row.completedAt), row.playerId]),
        );
        copied += rows.length;
        afterPlayer = rows.at(-1)!.playerId;
      }
      const ttl = BOARD_TTL_SECONDS[periodKey[0] as keyof typeof BOARD_TTL_SECONDS] ?? 0;
      return (await this.redis.eval(COMMIT_REBUILD, 2, scratch, key, copied, ttl, READY)) === 1;
    } finally {
      await this.redis.del(lock);
    }
  }
}

/** The member that marks a set as complete; its score is below every real entry's, so it never ranks. */
const READY = '~ready';

/**
 * KEYS: board. ARGV: ready member, visitor. Returns {ready 0/1, members with the marker, entries strictly ahead of
 * the visitor or -1 when the visitor is not on the board}, in one round trip.
 */
const STANDING = `
local ready = redis.call('ZSCORE', KEYS[1], ARGV[1]) and 1 or 0
local members = redis.call('ZCARD', KEYS[1])
local score = ARGV[2] ~= '' and redis.call('ZSCORE', KEYS[1], ARGV[2])
local ahead = -1
if score then ahead = redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') end
return {ready, members, ahead}
`;

/**
 * KEYS: scratch, board. ARGV: rows copied, ttl (0: none), ready member. Merges with MAX so records made during the
 * copy win, then marks the board ready, unless the scratch set was lost on the way.
 */
const COMMIT_REBUILD = `
if redis.call('ZCARD', KEYS[1]) ~= tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1])
  return 0
end
redis.call('ZUNIONSTORE', KEYS[2], 2, KEYS[2], KEYS[1], 'AGGREGATE', 'MAX')
redis.call('DEL', KEYS[1])
redis.call('ZADD', KEYS[2], -1, ARGV[3])
if tonumber(ARGV[2]) > 0 then
  redis.call('EXPIRE', KEYS[2], ARGV[2])
end
return 1
`;

/**
 * A board's sorted set. `v2`: since migration 1765230000000 accounts play under new ids, so sets written before it
 * name players who are no longer there; the new key starts every set afresh from PostgreSQL.
 */
export function boardKey(gameId: string, periodKey: string): string {
  return `ballpark:board:v2:${gameId}:${periodKey}`;
}
