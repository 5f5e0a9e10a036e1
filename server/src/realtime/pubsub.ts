import type { LeaderboardPeriod } from '@ballpark/common/leaderboard-period';
import { createTopicPubSub } from '../platform/pubsub';
import type { RedisClients } from '../platform/redis';

/** A finished session moved these boards of one game; watchers re-read the board. */
export interface LeaderboardChangedEvent {
  gameId: string;
  periods: LeaderboardPeriod[];
}

/**
 * Something in a party room changed (a player, a guess, a reveal, a round): the room as read just after the change
 * committed (`PartyRoomEvents`), from which each instance makes its members' views. The reading is plain JSON, the
 * same through Redis or in one process; its shape is the party module's (`party-readings.ts` `RoomReadingJson`, read
 * back by `roomReadingOf`), so this layer knows only when it was made.
 */
export interface PartyRoomChangedEvent {
  roomId: string;
  reading: { readAtMicros: number };
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

/** The app's pub/sub: in-process without Redis (one instance only), else across every instance through Redis. */
export function createAppPubSub(redis: RedisClients | null) {
  return createTopicPubSub<Topics>(redis);
}

export type PubSub = ReturnType<typeof createAppPubSub>;
