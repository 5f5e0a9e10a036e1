import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '@ballpark/common/errors';

/** Points per minute for each limited action, per visitor and per IP (a classroom shares one IP). */
export const RATE_LIMITS = {
  guess: { perVisitor: 60, perIp: 900 },
  startSession: { perVisitor: 30, perIp: 300 },
} as const;

export type LimitedAction = keyof typeof RATE_LIMITS;

/**
 * Rate limits shared by every instance through Redis when it is configured, else per process. `off` exists for
 * the load benchmarks, which send thousands of guesses a second from one visitor.
 */
export class RateLimits {
  private readonly limiters: Record<LimitedAction, { visitor: RateLimiterAbstract; ip: RateLimiterAbstract }> | null;

  constructor(redis: Redis | null, enabled = true) {
    // With Redis away, each instance limits on its own (the insurance limiter) rather than failing requests.
    const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
      const inMemory = new RateLimiterMemory({ keyPrefix, points, duration: 60 });
      return redis
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
        }
      : null;
  }

  async consume(action: LimitedAction, visitorId: string, ip: string): Promise<void> {
    if (!this.limiters) return;
    try {
      await Promise.all([this.limiters[action].visitor.consume(visitorId), this.limiters[action].ip.consume(ip)]);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.ceil(error.msBeforeNext / 1000);
        throw new DomainError('RATE_LIMITED', `Too many requests: please wait ${seconds} s and try again.`);
      }
      throw error;
    }
  }
}
