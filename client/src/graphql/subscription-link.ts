import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getVisitorToken } from '../features/visitor/visitor-token';
import { keepLiveSocket } from './live-socket';

/**
 * The websocket link for subscriptions; loaded on the first subscription only (see apollo-client.ts). Events sent
 * while the socket was down are lost, so after a reconnect `onReconnected` re-reads what the screen shows.
 */
export function createSubscriptionLink(onReconnected: () => void): GraphQLWsLink {
  const client = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: () => ({ visitorToken: getVisitorToken() }),
    retryAttempts: Infinity,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) onReconnected();
      },
    },
  });
  keepLiveSocket(client);
  return new GraphQLWsLink(client);
}
