import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import type { LeaderboardPeriod } from '@ballpark/common/leaderboard-period';
import type { RoomReadingJson } from '../modules/party/party-readings';

/** A finished session moved these boards of one game; watchers re-read the board. */
export interface LeaderboardChangedEvent {
  gameId: string;
  periods: LeaderboardPeriod[];
}

/**
 * Something in a party room changed (a player, a guess, a reveal, a round): the room as read just after the change
 * committed (`PartyRoomEvents`), from which each instance makes its members' views.
 */
export interface PartyRoomChangedEvent {
  roomId: string;
  reading: RoomReadingJson;
}

/**
 * An edit of a brand or game committed: every instance drops what it cached of it (realtime/cache-invalidation.ts).
 * `id` is the game's or brand's id.
 */
export interface CacheInvalidatedEvent {
  cache: 'brands' | 'games';
  id: string;
}

/**
 * Typed topics, and only these (no string index): a topic id scopes an event to one game (`brandId:slug`) or one
 * party room (its id), so sockets only get their own. A type alias, not an interface: the pub/sub's constraint is
 * an index signature, which an alias meets with its listed keys and an interface meets only by declaring one.
 */
export type Topics = {
  LEADERBOARD_CHANGED: [gameKey: string, payload: LeaderboardChangedEvent];
  PARTY_ROOM_CHANGED: [roomId: string, payload: PartyRoomChangedEvent];
  /** One channel for every instance's caches: edits are rare, and each instance listens to all of them. */
  CACHE_INVALIDATED: [scope: 'all', payload: CacheInvalidatedEvent];
};

export const TOPICS = {
  leaderboardChanged: 'LEADERBOARD_CHANGED',
  partyRoomChanged: 'PARTY_ROOM_CHANGED',
  cacheInvalidated: 'CACHE_INVALIDATED',
} as const;

export function gameTopicKey(brandId: string, gameSlug: string): string {
  return `${brandId}:${gameSlug}`;
}

/**
 * In-process when Redis is not configured (one instance only); with Redis, every instance publishes and receives
 * through it, so a socket on one instance hears about a guess handled by another.
 */
export function createAppPubSub(redis: { client: Redis; subscriber: Redis } | null) {
  if (!redis) return createPubSub<Topics>();
  // The event target does not wait for a publish: a failed one (Redis away) is logged rather than left unhandled,
  // which would stop the process. Clients re-read what they watch when their socket reconnects.
  const publishClient = {
    publish: (channel: string, message: string) =>
      redis.client.publish(channel, message).catch((error: Error) => console.error(`redis publish: ${error.message}`)),
  } as unknown as Redis;
  // Likewise its SUBSCRIBE and UNSUBSCRIBE: while Redis is away they wait in the subscriber's queue, and are rejected
  // when it is closed (an app closing during an outage); the subscriber subscribes again by itself once Redis is back.
  const subscribeClient = new Proxy(redis.subscriber, {
    get(target, property) {
      if (property === 'subscribe' || property === 'unsubscribe')
        return (channel: string) =>
          target[property](channel).catch((error: Error) => console.error(`redis ${property}: ${error.message}`));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return createPubSub<Topics>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
}

export type PubSub = ReturnType<typeof createAppPubSub>;
