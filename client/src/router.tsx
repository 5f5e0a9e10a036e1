import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import {
  GAME_VARIANT_PREFIXES,
  ROUTE_ENTRIES,
  redirectTarget,
  type PageKey,
  type PageName,
  type PageRoute,
  type PagedVariant,
} from '@ballpark/common/page-routes';
import { mayBeContentPath } from '@ballpark/common/content/hub-paths';
import {
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { gameLayoutQuery, homeGamesQuery, homeGamesVariables } from './features/game/game-queries';
import { LoadingState } from './features/ui/StatusViews';
import { RouteError } from './layouts/RouteError';
import { SiteLayout, SiteRouteError } from './layouts/SiteLayout';
import { PAGE_COMPONENTS } from './pages/page-components';
import type { RouteHandle } from './pages/route-entry';
import { withWords } from './features/i18n/catalogs';

/** The route that holds the site's pages, where the pages found late are added. */
const SITE_ROUTE_ID = 'site';

/**
 * The route of a page the first screen does not list, if the path is one: a content page (a path under a content
 * hub), or a page a later release brings (a path no live route matches: `unmatched`). Each of those registries is a
 * chunk of its own, so the first screen carries neither.
 */
export async function lateRoutesAt(pathname: string, unmatched: boolean): Promise<RouteObject[]> {
  const found = mayBeContentPath(pathname)
    ? (await import('./pages/content/content-route')).contentRouteFor(pathname)
    : null;
  if (found || !unmatched) return found ? [found] : [];
  const soon = (await import('./pages/coming-soon-route')).comingSoonRouteFor(pathname);
  return soon ? [soon] : [];
}

/** Whether only Page Not Found matches the path among the routes known so far. */
export function onlyNotFoundMatches(routes: RouteObject[], pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
}

/** Adds a late page's route on the first navigation to it. */
export const patchLateRoutes: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const pathname = new URL(path, 'http://host').pathname;
  const routes = await lateRoutesAt(pathname, matches.at(-1)?.route.path === '*');
  if (routes.length > 0) patch(SITE_ROUTE_ID, routes);
};

type Params = Record<string, string | undefined>;

const notFound: RouteObject = {
  path: '*',
  lazy: withWords(() => import('./pages/site/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }))),
};

/**
 * The client's side of the route registry (@ballpark/common/page-routes, which the server reads too): every entry
 * mounts its page (PAGE_COMPONENTS, each a lazy chunk) and follows its redirect, inside its layout; a game variant's
 * pages sit under the variant's game layout. Anything unknown is Page Not Found (and a 404 from the server). The
 * late page being rendered or hydrated comes in `lateRoutes` (lateRoutesAt); others are added as found.
 */
export function appRoutes(client: ApolloClient, lateRoutes: readonly RouteObject[] = []): RouteObject[] {
  // A loader that starts a page's main query while its chunks download, instead of after they render. Not awaited,
  // so the page never waits on it; the page's hook reads the same query from the cache, or joins it in flight.
  const prefetch =
    <Data, Variables extends OperationVariables>(
      query: TypedDocumentNode<Data, Variables>,
      variables: (params: Params) => Variables,
    ) =>
    (params: Params) => {
      void client.query({ query, variables: variables(params) }).catch(() => {});
    };
  const prefetches: Partial<Record<PageKey, (params: Params) => void>> = {
    home: prefetch(homeGamesQuery, () => homeGamesVariables),
  };

  const page = (name: PageName, route: PageRoute, path: string | null): RouteObject => {
    const start = route.page && prefetches[route.page];
    // A page's chunk is ready once its words are: a Spanish page never renders in English first.
    const loadPage = route.page && withWords(PAGE_COMPONENTS[route.page]);
    const handle: RouteHandle = { route: name };
    return {
      ...(path === null ? { index: true } : { path }),
      handle,
      // The registry's redirect, the same the server answers with; or the page's query, started early.
      loader:
        route.redirect || start
          ? ({ params, request }: LoaderFunctionArgs) => {
              const target = redirectTarget(route, params, new URL(request.url).search);
              if (target) return redirect(target.path);
              start?.(params);
              return null;
            }
          : undefined,
      // A page whose module has a loader of its own (the route has no registry redirect then) gets it bound to the
      // client: it runs once the page's chunk is in, and a redirect it returns is an HTTP redirect on the server.
      lazy: loadPage
        ? () =>
            loadPage().then(({ loader, ...module }) =>
              loader ? { ...module, loader: (args: LoaderFunctionArgs) => loader(client, args) } : module,
            )
        : undefined,
    };
  };

  const variantLayout = (variant: PagedVariant): RouteObject => {
    const prefix = GAME_VARIANT_PREFIXES[variant];
    const loadGame = prefetch(gameLayoutQuery, (params) => ({ slug: params.gameSlug ?? '' }));
    return {
      path: prefix,
      loader: ({ params }) => {
        loadGame(params);
        return null;
      },
      lazy: withWords(() =>
        import('./layouts/GameLayout').then(({ GameLayout }) => ({
          Component: () => <GameLayout variant={variant} />,
        })),
      ),
      // A game page's failure stays under the site's header, inside SiteLayout's main.
      ErrorBoundary: RouteError,
      children: [
        ...ROUTE_ENTRIES.filter(([, route]) => route.variant === variant).map(([name, route]) =>
          page(name, route, route.path === prefix ? null : route.path),
        ),
        notFound,
      ],
    };
  };

  return [
    {
      id: SITE_ROUTE_ID,
      path: '/',
      Component: SiteLayout,
      // A page that throws while rendering, a lazy chunk that fails to load, anything else: said in the site's frame.
      ErrorBoundary: SiteRouteError,
      // Shown while the first page's lazy chunk loads, before the brand (and so its language) is known.
      HydrateFallback: () => <LoadingState noun="Ballpark" />,
      children: [
        ...lateRoutes,
        ...ROUTE_ENTRIES.filter(([, route]) => !route.variant).map(([name, route]) =>
          page(name, route, route.path === '/' ? null : route.path),
        ),
        ...(Object.keys(GAME_VARIANT_PREFIXES) as PagedVariant[]).map(variantLayout),
        notFound,
      ],
    },
  ];
}
