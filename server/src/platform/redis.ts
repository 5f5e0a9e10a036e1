import { Redis } from 'ioredis';

/** Two connections: a subscriber is locked into subscribe mode, so commands and publishes use the other. */
export interface RedisClients {
  client: Redis;
  subscriber: Redis;
}

/**
 * The two Redis connections of an instance. Commands fail fast while Redis is away (one retry), so callers fall back
 * to PostgreSQL instead of hanging; the subscriber retries forever and resubscribes when Redis is back.
 */
export function createRedisClients(url: string, log: (message: string) => void): RedisClients {
  const clients: RedisClients = {
    client: new Redis(url, { maxRetriesPerRequest: 1 }),
    subscriber: new Redis(url, { maxRetriesPerRequest: null }),
  };
  for (const [name, connection] of Object.entries(clients) as [string, Redis][]) {
    connection.on('error', (error: Error) => log(`redis ${name}: ${error.message}`));
  }
  return clients;
}

export async function closeRedisClients(clients: RedisClients): Promise<void> {
  // A subscriber that is not connected would wait for Redis to QUIT (its queue holds the channels it is to subscribe
  // to, which every instance has from its start: cache invalidations): it is dropped instead; it holds no data.
  const subscriber =
    clients.subscriber.status === 'ready'
      ? clients.subscriber.quit()
      : Promise.resolve(clients.subscriber.disconnect());
  await Promise.allSettled([clients.client.quit(), subscriber]);
}

/**
 * Calls `back` each time the connection is ready again after having lost Redis (or failed to reach it at first):
 * whatever was published meanwhile never reached it.
 */
export function whenBackAfterOutage(connection: Redis, back: () => void): void {
  let lost = false;
  connection.on('close', () => {
    lost = true;
  });
  connection.on('ready', () => {
    if (!lost) return;
    lost = false;
    back();
  });
}
