import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getVisitorToken } from '../features/visitor/visitor-token';

/** The websocket link for subscriptions; loaded on the first subscription only (see apollo-client.ts). */
export function createSubscriptionLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      connectionParams: () => ({ visitorToken: getVisitorToken() }),
      retryAttempts: Infinity,
    }),
  );
}
