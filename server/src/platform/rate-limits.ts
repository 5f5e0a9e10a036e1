import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { DomainError } from '@ballpark/common/errors';
import { inLocale } from '@ballpark/common/locale-text';

/**
 * Points per minute (or per `windowSeconds`) for each limited action, per visitor (or email) and per IP (a classroom
 * shares one IP, so the IP limits are several players' worth).
 */
export const RATE_LIMITS = {
  guess: { perVisitor: 60, perIp: 900 },
  /**
   * Starting a game (a session). A classroom of 30 behind one address starts a game each at once and replays a few;
   * the hourly limit stops an address from drawing hundreds of throwaway sessions to fish for homes and their prices.
   */
  startSession: { perVisitor: 30, perIp: 90, perIpPerHour: 900 },
  /** Joining (or coming back to) a party room: a flaky phone rejoins a few times, a code guesser many. */
  joinRoom: { perVisitor: 20, perIp: 300 },
  /**
   * Opening a party room (or its "play again"): a host opens one now and then. The IP limit keeps one address from
   * holding more than about half the 10,000 join codes for the 3 hours an unstarted room lasts.
   */
  openRoom: { perVisitor: 5, perIp: 30 },
  /**
   * Logging in, per 15 minutes: each try costs a password hash's time. Per email (its hash), so one account's password
   * cannot be tried fast from many addresses; per IP, so one address cannot try many accounts' passwords.
   */
  logIn: { perEmail: 10, perIp: 100, windowSeconds: 900 },
  /** Creating an account, per hour: each costs a password hash, and a classroom may make its accounts together. */
  createAccount: { perIp: 40, windowSeconds: 3600 },
  /**
   * Pasting listing URLs into the game builder, per URL, per account and per IP: each is a page (and its photos) the
   * server fetches from another site.
   */
  importUrl: { perAccount: 30, perIp: 120 },
  /** Every GraphQL request over HTTP, reads included: a page asks a few, a player a few dozen a minute. */
  graphqlRequest: { perIp: 3_000 },
  /** New websocket connections; a tab opens one, and another only when it reconnects. */
  websocketConnection: { perIp: 120 },
  /** Share card images, each drawn on request: a link preview fetches one per shared link. */
  shareCard: { perIp: 60 },
} as const;

export type LimitedAction = keyof typeof RATE_LIMITS;
/** Actions limited per visitor or per email as well as per IP. */
type KeyedAction = {
  [A in LimitedAction]: (typeof RATE_LIMITS)[A] extends
    { perVisitor: number } | { perEmail: number } | { perAccount: number }
    ? A
    : never;
}[LimitedAction];

/**
 * Rate limits of guesses, session starts, room joins, log-ins and account creations are shared by every instance through Redis when it is configured, else
 * per process. Requests, websocket connections and share card drawings are limited per instance, in memory: a Redis round trip on every
 * read would cost each read its latency (and, while Redis is away, its retry). `off` exists for the load
 * benchmarks, which send thousands of guesses a second from one visitor.
 */
export class RateLimits {
  private readonly limiters: Record<
    LimitedAction,
    { key?: RateLimiterAbstract; ip: RateLimiterAbstract; ipPerHour?: RateLimiterAbstract }
  > | null;

  constructor(redis: Redis | null, enabled = true, redisKeyPrefix = 'ballpark:rl') {
    // With Redis away, each instance limits on its own (the insurance limiter) rather than failing requests.
    const make = (keyPrefix: string, points: number, shared = true, duration = 60): RateLimiterAbstract => {
      const inMemory = new RateLimiterMemory({ keyPrefix, points, duration });
      return redis && shared
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${redisKeyPrefix}:${keyPrefix}`,
            points,
            duration,
            insuranceLimiter: inMemory,
          })
        : inMemory;
    };
    this.limiters = enabled
      ? {
          guess: {
            key: make('guess:v', RATE_LIMITS.guess.perVisitor),
            ip: make('guess:ip', RATE_LIMITS.guess.perIp),
          },
          startSession: {
            key: make('start:v', RATE_LIMITS.startSession.perVisitor),
            ip: make('start:ip', RATE_LIMITS.startSession.perIp),
            ipPerHour: make('start:ip:h', RATE_LIMITS.startSession.perIpPerHour, true, 3600),
          },
          joinRoom: {
            key: make('join:v', RATE_LIMITS.joinRoom.perVisitor),
            ip: make('join:ip', RATE_LIMITS.joinRoom.perIp),
          },
          openRoom: {
            key: make('open:v', RATE_LIMITS.openRoom.perVisitor),
            ip: make('open:ip', RATE_LIMITS.openRoom.perIp),
          },
          logIn: {
            key: make('login:email', RATE_LIMITS.logIn.perEmail, true, RATE_LIMITS.logIn.windowSeconds),
            ip: make('login:ip', RATE_LIMITS.logIn.perIp, true, RATE_LIMITS.logIn.windowSeconds),
          },
          createAccount: {
            ip: make('account:ip', RATE_LIMITS.createAccount.perIp, true, RATE_LIMITS.createAccount.windowSeconds),
          },
          importUrl: {
            key: make('import:account', RATE_LIMITS.importUrl.perAccount),
            ip: make('import:ip', RATE_LIMITS.importUrl.perIp),
          },
          graphqlRequest: { ip: make('gql:ip', RATE_LIMITS.graphqlRequest.perIp, false) },
          websocketConnection: { ip: make('ws:ip', RATE_LIMITS.websocketConnection.perIp, false) },
          shareCard: { ip: make('card:ip', RATE_LIMITS.shareCard.perIp, false) },
        }
      : null;
  }

  /**
   * Counts an action of a visitor (or, logging in, of an email) against its own and its IP's limits; over either, a
   * RATE_LIMITED error.
   */
  async consume(
    action: KeyedAction,
    key: string,
    ip: string,
    { points = 1, locale = 'en' }: { points?: number; locale?: BrandLocale } = {},
  ): Promise<void> {
    refuseAfter(await this.take(action, ip, key, points), locale);
  }

  /** Counts an action against its IP limit; the seconds to wait when over it, else null. */
  consumeForIp(action: Exclude<LimitedAction, KeyedAction>, ip: string): Promise<number | null> {
    return this.take(action, ip);
  }

  /** As consumeForIp, for a resolver: over the limit, a RATE_LIMITED error. */
  async consumeForIpOrRefuse(
    action: Exclude<LimitedAction, KeyedAction>,
    ip: string,
    locale: BrandLocale = 'en',
  ): Promise<void> {
    refuseAfter(await this.take(action, ip), locale);
  }

  private async take(action: LimitedAction, ip: string, key?: string, points = 1): Promise<number | null> {
    if (!this.limiters) return null;
    const { key: perKey, ip: perIp, ipPerHour } = this.limiters[action];
    try {
      await Promise.all([
        perIp.consume(ip, points),
        ipPerHour?.consume(ip, points),
        perKey && key !== undefined ? perKey.consume(key, points) : null,
      ]);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000);
      throw error;
    }
  }
}

function refuseAfter(retryAfter: number | null, locale: BrandLocale): void {
  if (retryAfter === null) return;
  const wait = retryAfter > 90 ? `${Math.ceil(retryAfter / 60)} min` : `${retryAfter} s`;
  throw new DomainError(
    'RATE_LIMITED',
    inLocale(locale, {
      en: `Too many requests: please wait ${wait} and try again.`,
      es: `Demasiadas solicitudes: espera ${wait} y vuelve a intentarlo.`,
    }),
  );
}
