import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { PAGE_ROUTES } from '@ballpark/common/page-routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { gameLayoutQuery, homeGamesQuery, homeGamesVariables } from './features/game/game-queries';
import { LoadingState } from './features/ui/StatusViews';
import { RouteError } from './layouts/RouteError';
import { SiteLayout, SiteRouteError } from './layouts/SiteLayout';

export function createAppRouter(client: ApolloClient) {
  return createBrowserRouter(appRoutes(client));
}

/**
 * The client's side of the route table (@ballpark/common/page-routes, which the server reads too): the page each
 * path shows, as a lazy chunk, inside its layout. Anything unknown is Page Not Found (and a 404 from the server).
 */
export function appRoutes(client: ApolloClient): RouteObject[] {
  // A loader that starts a page's main query while its chunks download, instead of after they render. Not awaited,
  // so the page never waits on it; the page's hook reads the same query from the cache, or joins it in flight.
  const prefetch =
    <Data, Variables extends OperationVariables>(
      query: TypedDocumentNode<Data, Variables>,
      variables: (params: Record<string, string | undefined>) => Variables,
    ) =>
    ({ params }: { params: Record<string, string | undefined> }) => {
      void client.query({ query, variables: variables(params) }).catch(() => {});
      return null;
    };

  return [
    {
      path: PAGE_ROUTES.home.path,
      Component: SiteLayout,
      // A page that throws while rendering, a lazy chunk that fails to load, anything else: said in the site's frame.
      ErrorBoundary: SiteRouteError,
      // Shown while the first page's lazy chunk loads.
      HydrateFallback: () => <LoadingState label="Loading Ballpark" />,
      children: [
        {
          index: true,
          loader: prefetch(homeGamesQuery, () => homeGamesVariables),
          lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: PAGE_ROUTES.gameStart.path,
          loader: prefetch(gameLayoutQuery, (params) => ({ slug: params.gameSlug ?? '' })),
          lazy: () => import('./layouts/GameLayout').then((m) => ({ Component: m.GameLayout })),
          // A game page's failure stays under the site's header, inside SiteLayout's main.
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              lazy: () => import('./pages/game/GameStartPage').then((m) => ({ Component: m.GameStartPage })),
            },
            {
              path: PAGE_ROUTES.gameWithMap.path,
              lazy: () => import('./pages/game/GameWithMapPage').then((m) => ({ Component: m.GameWithMapPage })),
            },
            {
              path: PAGE_ROUTES.property.path,
              lazy: () => import('./pages/game/PropertyPage').then((m) => ({ Component: m.PropertyPage })),
            },
            {
              path: PAGE_ROUTES.guesstimates.path,
              lazy: () => import('./pages/game/GuesstimatesPage').then((m) => ({ Component: m.GuesstimatesPage })),
            },
            {
              path: PAGE_ROUTES.results.path,
              lazy: () => import('./pages/game/ResultsPage').then((m) => ({ Component: m.ResultsPage })),
            },
            {
              path: PAGE_ROUTES.resultsOlder.path,
              lazy: () => import('./pages/game/ResultsOlderPage').then((m) => ({ Component: m.ResultsOlderPage })),
            },
            {
              path: PAGE_ROUTES.resultsToShare.path,
              lazy: () => import('./pages/game/ResultsToSharePage').then((m) => ({ Component: m.ResultsToSharePage })),
            },
            {
              path: PAGE_ROUTES.detailedResults.path,
              lazy: () =>
                import('./pages/game/DetailedResultsPage').then((m) => ({ Component: m.DetailedResultsPage })),
            },
            {
              path: PAGE_ROUTES.shareableDetailedResults.path,
              lazy: () =>
                import('./pages/game/DetailedResultsPage').then((m) => ({ Component: m.DetailedResultsPage })),
            },
            {
              path: PAGE_ROUTES.leaderboard.path,
              lazy: () => import('./pages/game/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })),
            },
            { path: '*', lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
          ],
        },
        { path: '*', lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ];
}
