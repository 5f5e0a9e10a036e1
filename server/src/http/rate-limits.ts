import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '@ballpark/common/errors';

/**
 * Points per minute for each limited action, per visitor and per IP (a classroom shares one IP, so the IP limits are
 * several players' worth).
 */
export const RATE_LIMITS = {
  guess: { perVisitor: 60, perIp: 900 },
  startSession: { perVisitor: 30, perIp: 300 },
  /** Joining (or coming back to) a party room: a flaky phone rejoins a few times, a code guesser many. */
  joinRoom: { perVisitor: 20, perIp: 300 },
  /**
   * Opening a party room (or its "play again"): a host opens one now and then. The IP limit keeps one address from
   * holding more than about half the 10,000 join codes for the 3 hours an unstarted room lasts.
   */
  openRoom: { perVisitor: 5, perIp: 30 },
  /** Every GraphQL request over HTTP, reads included: a page asks a few, a player a few dozen a minute. */
  graphqlRequest: { perIp: 3_000 },
  /** New websocket connections; a tab opens one, and another only when it reconnects. */
  websocketConnection: { perIp: 120 },
  /** Share card images, each drawn on request: a link preview fetches one per shared link. */
  shareCard: { perIp: 60 },
} as const;

export type LimitedAction = keyof typeof RATE_LIMITS;
type VisitorAction = {
  [A in LimitedAction]: (typeof RATE_LIMITS)[A] extends { perVisitor: number } ? A : never;
}[LimitedAction];

/**
 * Rate limits of guesses, session starts and room joins are shared by every instance through Redis when it is configured, else
 * per process. Requests, websocket connections and share card drawings are limited per instance, in memory: a Redis round trip on every
 * read would cost each read its latency (and, while Redis is away, its retry). `off` exists for the load
 * benchmarks, which send thousands of guesses a second from one visitor.
 */
export class RateLimits {
  private readonly limiters: Record<LimitedAction, { visitor?: RateLimiterAbstract; ip: RateLimiterAbstract }> | null;

  constructor(redis: Redis | null, enabled = true) {
    // With Redis away, each instance limits on its own (the insurance limiter) rather than failing requests.
    const make = (keyPrefix: string, points: number, shared = true): RateLimiterAbstract => {
      const inMemory = new RateLimiterMemory({ keyPrefix, points, duration: 60 });
      return redis && shared
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `ballpark:rl:${keyPrefix}`,
            points,
            duration: 60,
            insuranceLimiter: inMemory,
          })
        : inMemory;
    };
    this.limiters = enabled
      ? {
          guess: {
            visitor: make('guess:v', RATE_LIMITS.guess.perVisitor),
            ip: make('guess:ip', RATE_LIMITS.guess.perIp),
          },
          startSession: {
            visitor: make('start:v', RATE_LIMITS.startSession.perVisitor),
            ip: make('start:ip', RATE_LIMITS.startSession.perIp),
          },
          joinRoom: {
            visitor: make('join:v', RATE_LIMITS.joinRoom.perVisitor),
            ip: make('join:ip', RATE_LIMITS.joinRoom.perIp),
          },
          openRoom: {
            visitor: make('open:v', RATE_LIMITS.openRoom.perVisitor),
            ip: make('open:ip', RATE_LIMITS.openRoom.perIp),
          },
          graphqlRequest: { ip: make('gql:ip', RATE_LIMITS.graphqlRequest.perIp, false) },
          websocketConnection: { ip: make('ws:ip', RATE_LIMITS.websocketConnection.perIp, false) },
          shareCard: { ip: make('card:ip', RATE_LIMITS.shareCard.perIp, false) },
        }
      : null;
  }

  /** Counts an action of a visitor against its visitor and IP limits; over either, a RATE_LIMITED error. */
  async consume(action: VisitorAction, visitorId: string, ip: string): Promise<void> {
    const retryAfter = await this.take(action, ip, visitorId);
    if (retryAfter !== null)
      throw new DomainError('RATE_LIMITED', `Too many requests: please wait ${retryAfter} s and try again.`);
  }

  /** Counts an action against its IP limit; the seconds to wait when over it, else null. */
  consumeForIp(action: Exclude<LimitedAction, VisitorAction>, ip: string): Promise<number | null> {
    return this.take(action, ip);
  }

  private async take(action: LimitedAction, ip: string, visitorId?: string): Promise<number | null> {
    if (!this.limiters) return null;
    const { visitor, ip: perIp } = this.limiters[action];
    try {
      await Promise.all([perIp.consume(ip), visitor && visitorId !== undefined ? visitor.consume(visitorId) : null]);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000);
      throw error;
    }
  }
}
