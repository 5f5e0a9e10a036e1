import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getMainDefinition } from '@apollo/client/utilities';
import { EMPTY, Observable, type Subscription } from 'rxjs';
import { getVisitorToken } from '../features/visitor/visitor-token';

/**
 * Subscriptions go over graphql-ws, which only the live screens need: its code is fetched on the first
 * subscription, keeping it out of the first screen's JavaScript.
 */
class LazySubscriptionLink extends ApolloLink {
  private link: Promise<ApolloLink> | null = null;

  constructor(private readonly onReconnected: () => void) {
    super();
  }

  request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      this.link ??= import('./subscription-link').then((module) => module.createSubscriptionLink(this.onReconnected));
      this.link
        .then((link) => {
          if (!closed) subscription = link.request(operation, () => EMPTY).subscribe(observer);
        })
        .catch((error: unknown) => observer.error(error));
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }
}

/**
 * The cache of the browser and of the server's render alike (entry-server.tsx), so that the state the server renders
 * with is read back the same way when the page hydrates.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Rows and results have ids but are views that depend on the viewer: keep them inside their parent.
      LeaderboardRow: { keyFields: false },
      GuessResult: { keyFields: false },
      SessionRound: { keyFields: false },
      ShareableResult: { keyFields: ['sessionId'] },
      Leaderboard: { keyFields: false },
      // A party room is its code (codes are free again once a room finishes, and a new room's view replaces it); every
      // answer about it (query, mutations, subscription events) lands in that one entry. Its seats and round (no ids)
      // are the viewer's view of the moment: each answer replaces them.
      PartyRoom: { keyFields: ['code'], fields: { players: { merge: false }, round: { merge: false } } },
      PlaySession: {
        // Rounds have no id of their own: a fresh answer replaces them (a guess's result is merged in by
        // useSubmitGuess).
        fields: { rounds: { merge: false } },
      },
    },
  });
}

/**
 * Queries and mutations over HTTP, subscriptions over graphql-ws on the same path; both carry the visitor token.
 * `serverState` is the cache the server rendered the page with, so hydrating asks nothing again.
 */
export function createApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql' });
  const withVisitor = new SetContextLink((previous) => ({
    headers: { ...previous.headers, 'x-visitor-token': getVisitorToken() },
  }));
  // Assigned below; the link only calls it after a reconnect, long after the client exists.
  let client: ApolloClient | null = null;
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    new LazySubscriptionLink(() => void client?.refetchQueries({ include: 'active' })),
    withVisitor.concat(httpLink),
  );
  const cache = createCache();
  if (serverState) cache.restore(serverState);
  client = new ApolloClient({ link, cache });
  // While the page hydrates, its cache-and-network queries read the server's answers instead of asking again; main.tsx
  // turns this off once hydrated.
  client.prioritizeCacheValues = serverState !== undefined;
  return client;
}
