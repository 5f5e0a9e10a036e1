/**
 * The content hubs' paths: all the browser's first screen knows of the content pages. A path under one of these is
 * looked up in the content registry (./index.ts, its own chunk) when it is first visited; a test checks that this
 * list and the registry's hubs are the same.
 */
export const CONTENT_HUB_PATHS: readonly string[] = [
  '/us-home-price-quiz',
  '/uk-house-price-quiz',
  '/city-quizzes',
  '/game-templates',
  '/game-modes',
  '/scoring-leaderboards',
  '/blog',
  '/play',
  '/daily-challenge',
  '/weekly-challenge',
  '/how-to-guess-house-prices',
  '/property-valuation-guide',
  '/pricing-metrics',
  '/rightmove-zoopla-game',
  '/zillow-realtor-game',
  '/create-game',
  '/data-sources-licensing',
  '/for-estate-agents',
  '/for-classrooms',
  '/for-events',
  '/privacy',
  '/i',
];

/** Whether a path is a content hub's or under one: the only paths worth looking up in the content registry. */
export function mayBeContentPath(pathname: string): boolean {
  return CONTENT_HUB_PATHS.some((hub) => pathname === hub || pathname.startsWith(`${hub}/`));
}
