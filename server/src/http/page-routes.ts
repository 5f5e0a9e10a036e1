/**
 * The client's screens (client/src/router.tsx) as the server sees them, to answer each path with the right status
 * and meta tags; a client test keeps the two tables equal. Anything else is 404.
 * - `indexed`: a page for search engines; every other page is noindex.
 * - `meta`: which head the page gets (see html-pages.ts).
 */
export const PAGE_ROUTES = [
  { path: '/', meta: 'site', indexed: true },
  { path: '/game/:gameSlug', meta: 'game', indexed: true },
  { path: '/game/:gameSlug/withmap', meta: 'game', indexed: true },
  { path: '/game/:gameSlug/leaderboard', meta: 'leaderboard', indexed: true },
  { path: '/game/:gameSlug/property/:gameHomeId', meta: 'game', indexed: false },
  { path: '/game/:gameSlug/property/:gameHomeId/guesstimates', meta: 'guesstimates', indexed: false },
  { path: '/game/:gameSlug/results/:sessionId', meta: 'game', indexed: false },
  { path: '/game/:gameSlug/results_older/:sessionId', meta: 'game', indexed: false },
  { path: '/game/:gameSlug/results_to_share/:sessionId', meta: 'share', indexed: false },
  { path: '/game/:gameSlug/detailed_results/:sessionId', meta: 'game', indexed: false },
  { path: '/game/:gameSlug/shareable_detailed_results/:sessionId', meta: 'game', indexed: false },
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** The params a page path can carry; ids are UUIDs, checked before anything is looked up. */
export interface PageParams {
  gameSlug?: string;
  gameHomeId?: string;
  sessionId?: string;
}
