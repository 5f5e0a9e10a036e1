import type { RoomReadingJson } from '../modules/party/party-readings';
import { createAppPubSub, TOPICS } from './pubsub';

/** Events are routed by topic id alone: what a reading holds does not matter here. */
const reading = (roomId: string) => ({ room: { id: roomId } }) as RoomReadingJson;

describe('typed topics', () => {
  it("delivers a party room's event to that room's subscribers only", async () => {
    const pubSub = createAppPubSub(null);
    const events = pubSub.subscribe(TOPICS.partyRoomChanged, 'room-a')[Symbol.asyncIterator]();
    const next = events.next();
    pubSub.publish(TOPICS.partyRoomChanged, 'room-b', { roomId: 'room-b', reading: reading('room-b') });
    pubSub.publish(TOPICS.partyRoomChanged, 'room-a', { roomId: 'room-a', reading: reading('room-a') });
    await expect(next).resolves.toEqual({ done: false, value: { roomId: 'room-a', reading: reading('room-a') } });
    await events.return?.();
  });

  it('refuses, at compile time, a topic or payload the map does not name (checked by npm run check:types)', () => {
    const pubSub = createAppPubSub(null);
    // @ts-expect-error no string index: an unknown topic does not compile
    pubSub.publish('NO_SUCH_TOPIC', 'id', {});
    // @ts-expect-error a party event carries the room id
    pubSub.publish(TOPICS.partyRoomChanged, 'room-a', { gameId: 'g' });
    // @ts-expect-error the cache invalidations go on the one channel, 'all'
    pubSub.publish(TOPICS.cacheInvalidated, 'brand-a', { cache: 'brands', id: 'b' });
    expect(Object.values(TOPICS)).toEqual(['LEADERBOARD_CHANGED', 'PARTY_ROOM_CHANGED', 'CACHE_INVALIDATED']);
  });
});
