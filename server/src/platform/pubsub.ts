import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import type { RedisClients } from './redis';

/** What a topic map must be: each topic's publish arguments (an id scoping the event, and its payload). */
type TopicArguments = { [topic: string]: [] | [unknown] | [number | string, unknown] };

/**
 * A pub/sub of typed topics, in-process when Redis is not configured (one instance only); with Redis, every instance
 * publishes and receives through it, so a socket on one instance hears about a guess handled by another.
 */
export function createTopicPubSub<Topics extends TopicArguments>(redis: RedisClients | null) {
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
