/**
 * Every screen of the site: the one route table. The client's router mounts a page on each path, the server answers
 * these paths with their status and meta tags (and every other path 404), and `pagePath` builds links to them.
 * - `meta`: which head the server renders for the page (server/src/http/html-pages.ts).
 * - `indexed`: a page for search engines; every other page is noindex.
 */
export const PAGE_ROUTES = {
  home: { path: '/', meta: 'site', indexed: true },
  gameStart: { path: '/game/:gameSlug', meta: 'game', indexed: true },
  gameWithMap: { path: '/game/:gameSlug/withmap', meta: 'game', indexed: true },
  leaderboard: { path: '/game/:gameSlug/leaderboard', meta: 'leaderboard', indexed: true },
  property: { path: '/game/:gameSlug/property/:gameHomeId', meta: 'game', indexed: false },
  guesstimates: { path: '/game/:gameSlug/property/:gameHomeId/guesstimates', meta: 'guesstimates', indexed: false },
  results: { path: '/game/:gameSlug/results/:sessionId', meta: 'game', indexed: false },
  resultsOlder: { path: '/game/:gameSlug/results_older/:sessionId', meta: 'game', indexed: false },
  resultsToShare: { path: '/game/:gameSlug/results_to_share/:sessionId', meta: 'share', indexed: false },
  detailedResults: { path: '/game/:gameSlug/detailed_results/:sessionId', meta: 'game', indexed: false },
  shareableDetailedResults: {
    path: '/game/:gameSlug/shareable_detailed_results/:sessionId',
    meta: 'game',
    indexed: false,
  },
} as const;

export type PageName = keyof typeof PAGE_ROUTES;
export type PageRoute = (typeof PAGE_ROUTES)[PageName];

/** The params a page path can carry; ids are UUIDs, checked before anything is looked up. */
export interface PageParams {
  gameSlug?: string;
  gameHomeId?: string;
  sessionId?: string;
}

/** The names of a path's `:params`, as a type: `'/game/:gameSlug/leaderboard'` gives `'gameSlug'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path of a page, each param encoded: `pagePath('leaderboard', { gameSlug: 'x' })` is `/game/x/leaderboard`. */
export function pagePath<Name extends PageName>(
  name: Name,
  params: Record<ParamNames<(typeof PAGE_ROUTES)[Name]['path']>, string>,
): string {
  const values = params as Record<string, string>;
  return PAGE_ROUTES[name].path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(values[param]));
}
