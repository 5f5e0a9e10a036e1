import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { getVisitorToken } from '../features/visitor/visitor-token';

/** Queries and mutations over HTTP, subscriptions over graphql-ws on the same path; both carry the visitor token. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql' });
  const withVisitor = new SetContextLink((previous) => ({
    headers: { ...previous.headers, 'x-visitor-token': getVisitorToken() },
  }));
  const wsLink = new GraphQLWsLink(
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      connectionParams: () => ({ visitorToken: getVisitorToken() }),
      lazy: true,
      retryAttempts: Infinity,
    }),
  );
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    wsLink,
    withVisitor.concat(httpLink),
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
        // Rows and results have ids but are views that depend on the viewer: keep them inside their parent.
        LeaderboardRow: { keyFields: false },
        GuessResult: { keyFields: false },
        SessionRound: { keyFields: false },
        ShareableResult: { keyFields: ['sessionId'] },
        Leaderboard: { keyFields: false },
      },
    }),
  });
}
