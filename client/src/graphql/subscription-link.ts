import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getVisitorToken } from '../features/visitor/visitor-token';

/**
 * The websocket link for subscriptions; loaded on the first subscription only (see apollo-client.ts). Events sent
 * while the socket was down are lost, so after a reconnect `onReconnected` re-reads what the screen shows.
 */
export function createSubscriptionLink(onReconnected: () => void): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      connectionParams: () => ({ visitorToken: getVisitorToken() }),
      retryAttempts: Infinity,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) onReconnected();
        },
      },
    }),
  );
}
