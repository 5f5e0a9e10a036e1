import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { gameLayoutQuery, homeGamesQuery, homeGamesVariables } from './features/game/game-queries';
import { LoadingState } from './features/ui/StatusViews';
import { SiteLayout } from './layouts/SiteLayout';

export function createAppRouter(client: ApolloClient) {
  return createBrowserRouter(appRoutes(client));
}

/**
 * The route table (product spec, section 2). Every page is a lazy chunk; anything unknown is Page Not Found.
 * Paths are built with `paths.ts`; the server's copy (server/src/http/page-routes.ts) answers other paths 404.
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
      path: '/',
      Component: SiteLayout,
      // Shown while the first page's lazy chunk loads.
      HydrateFallback: () => <LoadingState label="Loading Ballpark" />,
      children: [
        {
          index: true,
          loader: prefetch(homeGamesQuery, () => homeGamesVariables),
          lazy: () => import('./pages/HomePage').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: 'game/:gameSlug',
          loader: prefetch(gameLayoutQuery, (params) => ({ slug: params.gameSlug ?? '' })),
          lazy: () => import('./layouts/GameLayout').then((m) => ({ Component: m.GameLayout })),
          children: [
            {
              index: true,
              lazy: () => import('./pages/game/GameStartPage').then((m) => ({ Component: m.GameStartPage })),
            },
            {
              path: 'withmap',
              lazy: () => import('./pages/game/GameWithMapPage').then((m) => ({ Component: m.GameWithMapPage })),
            },
            {
              path: 'property/:gameHomeId',
              lazy: () => import('./pages/game/PropertyPage').then((m) => ({ Component: m.PropertyPage })),
            },
            {
              path: 'property/:gameHomeId/guesstimates',
              lazy: () => import('./pages/game/GuesstimatesPage').then((m) => ({ Component: m.GuesstimatesPage })),
            },
            {
              path: 'results/:sessionId',
              lazy: () => import('./pages/game/ResultsPage').then((m) => ({ Component: m.ResultsPage })),
            },
            {
              path: 'results_older/:sessionId',
              lazy: () => import('./pages/game/ResultsOlderPage').then((m) => ({ Component: m.ResultsOlderPage })),
            },
            {
              path: 'results_to_share/:sessionId',
              lazy: () => import('./pages/game/ResultsToSharePage').then((m) => ({ Component: m.ResultsToSharePage })),
            },
            {
              path: 'detailed_results/:sessionId',
              lazy: () =>
                import('./pages/game/DetailedResultsPage').then((m) => ({ Component: m.DetailedResultsPage })),
            },
            {
              path: 'shareable_detailed_results/:sessionId',
              lazy: () =>
                import('./pages/game/DetailedResultsPage').then((m) => ({ Component: m.DetailedResultsPage })),
            },
            {
              path: 'leaderboard',
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
