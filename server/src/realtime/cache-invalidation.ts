import { TOPICS, type CacheInvalidatedEvent, type PubSub } from './pubsub';

/** What each instance drops when an edit commits: a cache's name to the function that forgets an id in it. */
export type CacheForgetters = Record<CacheInvalidatedEvent['cache'], (id: string) => void>;

/**
 * Brands and games are cached per instance (BrandService, GameService). A service that edits one forgets it in its
 * own cache at once and, after the commit, publishes the invalidation (`publishInvalidation`) through the app's
 * pub/sub, so every instance (Redis) forgets it too: an edit on one instance is seen on the others at once, not after
 * the cache's expiry. With Redis away the publish is lost and the others catch up when their entries expire (30 s).
 */
export function publishInvalidation(pubSub: PubSub, event: CacheInvalidatedEvent): void {
  pubSub.publish(TOPICS.cacheInvalidated, 'all', event);
}

/** Every instance listens from its start until `stop` (App.close). */
export function listenForInvalidations(pubSub: PubSub, forget: CacheForgetters): { stop(): Promise<void> } {
  const events = pubSub.subscribe(TOPICS.cacheInvalidated, 'all');
  const listening = (async () => {
    for await (const event of events) forget[event.cache](event.id);
  })().catch((error: Error) => console.error(`cache invalidation stopped: ${error.message}`));
  return {
    async stop() {
      // Not awaited: with Redis away, ending the subscription waits for Redis (its UNSUBSCRIBE), and a closing app
      // must not. Nothing is left unhandled: the loop's end is caught above.
      events.return?.().catch(() => {});
      void listening;
    },
  };
}
