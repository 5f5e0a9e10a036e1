import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { RenderPage } from '@ballpark/common/server-render';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { I18nProvider } from '@lingui/react';
import { catalogsLoaded, i18nFor } from './features/i18n/catalogs';
import { NotificationsProvider } from './features/notifications/notifications';
import { createCache } from './graphql/apollo-client';
import { appRoutes, lateRoutesAt, onlyNotFoundMatches } from './router';

/**
 * Renders a page on the server with its data (the server build of the client: `vite build --ssr`). The queries the
 * page's components make run in-process through `execute`; the render repeats until no query is pending, so the
 * HTML holds the first screen's content, and the cache it filled goes into the page for the client to hydrate with.
 * The router's own hydration data (matches, loader results) is written by StaticRouterProvider, with the nonce.
 */
export const renderPage: RenderPage = async (path, execute, nonce) => {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const cache = createCache();
  const client = new ApolloClient({ ssrMode: true, link, cache });
  // A content page, or one a later release brings, joins the routes before matching, as the browser's start does.
  const { pathname } = new URL(path, 'http://localhost');
  const known = appRoutes(client);
  const late = await lateRoutesAt(pathname, onlyNotFoundMatches(known, pathname));
  const handler = createStaticHandler(late.length > 0 ? appRoutes(client, late) : known);
  // Only the path and query matter to the router: pages are GETs.
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // Every language's words of the chunks loaded so far (the server renders brands in each; lazy chunks wait for theirs).
  await catalogsLoaded();
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <I18nProvider i18n={i18nFor('en')}>
          <ApolloProvider client={client}>
            <NotificationsProvider>
              <StaticRouterProvider router={router} context={context} nonce={nonce} />
            </NotificationsProvider>
          </ApolloProvider>
        </I18nProvider>
      </StrictMode>
    ),
    context: { client },
    // React moves a large Suspense boundary's content to the end of the HTML, put in place by an inline script; the
    // page has no such script (the CSP allows none without the nonce) and must read right without JavaScript.
    renderFunction: (element) => prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  return { kind: 'page', html: result, apolloState: cache.extract() };
};
