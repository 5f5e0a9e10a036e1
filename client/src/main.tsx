import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { currentBrandQuery } from './features/brand/brand-queries';
import { preloadBrandComponents } from './features/brand/registry';
import { I18nProvider } from '@lingui/react';
import { catalogsLoaded, i18nFor } from './features/i18n/catalogs';
import { NotificationsProvider } from './features/notifications/notifications';
import { createApolloClient } from './graphql/apollo-client';
import { appRoutes, lateRoutesAt, onlyNotFoundMatches, patchLateRoutes } from './router';
import type { HydrationState } from 'react-router';
import './styles/global.css';

declare global {
  interface Window {
    /** The Apollo cache the server rendered the page with (server/src/http/server-render.ts). */
    __APOLLO_STATE__?: NormalizedCacheObject;
    /** React Router's loader data and matches of that render, written by StaticRouterProvider. */
    __staticRouterHydrationData?: HydrationState;
  }
}

/** The lazy routes of the page being hydrated, loaded first: hydrating must render what the server rendered. */
async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Rendered after the pages, so its effect runs once they have hydrated and subscribed to their queries. */
function EndOfHydration({ client }: { client: ApolloClient }) {
  useEffect(() => {
    client.prioritizeCacheValues = false;
  }, [client]);
  return null;
}

/**
 * Every page wears the brand: load its layout (and home page, on the home path) alongside the route's chunks, and (in
 * development only) put on its colours. The brand comes from the server's cache when
 * the page was server-rendered, else from the API.
 */
async function loadBrandComponents(client: ApolloClient) {
  const { data } = await client.query({ query: currentBrandQuery });
  if (!data) return;
  if (import.meta.env.DEV) void import('./features/brand/brand-theme').then(({ applyBrand }) => applyBrand(data));
  const { layoutComponent, homePageComponent } = data.currentBrand;
  await preloadBrandComponents(layoutComponent, window.location.pathname === '/' ? homePageComponent : null);
}

async function start() {
  const hydrationData = window.__staticRouterHydrationData;
  const client = createApolloClient(window.__APOLLO_STATE__);
  // A content page, or one a later release brings, joins the routes before hydrating (the server's render had it).
  const { pathname } = window.location;
  const known = appRoutes(client);
  const late = await lateRoutesAt(pathname, onlyNotFoundMatches(known, pathname));
  const routes = late.length > 0 ? appRoutes(client, late) : known;
  // Every component the first screen shows is loaded before it renders: a server-rendered page then hydrates in one
  // pass, without suspending (EndOfHydration would otherwise run before the pages inside read the server's data).
  const brandComponents = loadBrandComponents(client).catch(() => {});
  await Promise.all([hydrationData && loadMatchedLazyRoutes(routes), brandComponents]);
  // The words of the page's language for every chunk loaded so far (those the entry carries too), as the server had.
  await catalogsLoaded();
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: patchLateRoutes });
  const app = (
    <StrictMode>
      {/* English until BrandFrame knows the brand's language (its loading state, a route's error). */}
      <I18nProvider i18n={i18nFor('en')}>
        <ApolloProvider client={client}>
          <NotificationsProvider>
            <RouterProvider router={router} />
            <EndOfHydration client={client} />
          </NotificationsProvider>
        </ApolloProvider>
      </I18nProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A page the server rendered is hydrated; one it did not (a route marked not server-rendered) is rendered here.
  if (hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
