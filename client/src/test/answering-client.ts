import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { NEVER, of } from 'rxjs';
import { currentBrandQuery, type CurrentBrand } from '../features/brand/brand-queries';
import { TEST_BRAND } from './brand-client';

/**
 * An Apollo client that knows the site's brand and answers each operation named in `answers` with its data; any other
 * operation (a subscription, a query the test leaves out) stays unanswered, as if in flight.
 */
export function answeringClient(answers: Record<string, unknown>, brand: CurrentBrand = TEST_BRAND): ApolloClient {
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    return name in answers ? of({ data: answers[name] as Record<string, unknown> }) : NEVER;
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  client.writeQuery({
    query: currentBrandQuery,
    data: { currentBrand: brand, website: { supportedLocales: [{ code: 'en-GB' }, { code: 'es-ES' }] } },
  });
  return client;
}
