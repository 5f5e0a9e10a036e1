import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import type { ScoringMode } from '@ballpark/common/scoring';
import { preparedQuery } from '../../platform/prepared-query';

/** What a session is fixed to when it starts, and never changes: its player, game, scoring and homes. */
export interface SessionPlan {
  playerId: string;
  gameId: string;
  scoringMode: ScoringMode;
  /** Game listing ids of the session's homes, in round order. */
  homeIds: string[];
}

/** Enough for every session played on one instance in the last few hours; a miss costs one indexed read. */
const CACHED_PLANS_MAX = 50_000;

/**
 * Session plans, cached per instance. A plan's game, scoring and homes never change once the session has started, so
 * a guess (which needs its session's player, scoring and homes) costs the one write statement. Its player may: a
 * guest's session becomes the account's when the guest's browser logs in (`attachGuestPlay`), so a caller the cached
 * plan does not name reads the plan again (`reread`) before being refused.
 */
export class SessionPlans {
  private readonly cache = new LRUCache<string, SessionPlan>({ max: CACHED_PLANS_MAX });

  constructor(private readonly dataSource: DataSource) {}

  /** Keeps the plan of a session this instance has just started. */
  remember(sessionId: string, plan: SessionPlan): void {
    this.cache.set(sessionId, plan);
  }

  /** The plan of a session, or null when there is no such session. */
  async of(sessionId: string): Promise<SessionPlan | null> {
    return this.cache.get(sessionId) ?? this.reread(sessionId);
  }

  /** The plan as the database has it now, cached again: for a caller the cached copy does not name as its player. */
  async reread(sessionId: string): Promise<SessionPlan | null> {
    const [plan] = await preparedQuery<SessionPlan>(
      this.dataSource,
      'session-plan',
      `SELECT s."playerId", s."gameId", s."scoringMode",
              ARRAY(SELECT h."gameHomeId" FROM session_home h WHERE h."sessionId" = s.id ORDER BY h.round) AS "homeIds"
       FROM play_session s WHERE s.id = $1`,
      [sessionId],
    );
    if (plan) this.cache.set(sessionId, plan);
    return plan ?? null;
  }
}
