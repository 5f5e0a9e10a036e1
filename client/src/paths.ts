import { pagePath } from '@ballpark/common/page-routes';

/** Links to every screen, built from the one route table (@ballpark/common/page-routes). */
export const paths = {
  home: () => pagePath('home', {}),
  gameStart: (gameSlug: string) => pagePath('gameStart', { gameSlug }),
  gameWithMap: (gameSlug: string) => pagePath('gameWithMap', { gameSlug }),
  property: (gameSlug: string, gameHomeId: string, sessionId?: string) =>
    pagePath('property', { gameSlug, gameHomeId }) + (sessionId ? `?session=${sessionId}` : ''),
  guesstimates: (gameSlug: string, gameHomeId: string) => pagePath('guesstimates', { gameSlug, gameHomeId }),
  results: (gameSlug: string, sessionId: string) => pagePath('results', { gameSlug, sessionId }),
  resultsOlder: (gameSlug: string, sessionId: string) => pagePath('resultsOlder', { gameSlug, sessionId }),
  resultsToShare: (gameSlug: string, sessionId: string) => pagePath('resultsToShare', { gameSlug, sessionId }),
  detailedResults: (gameSlug: string, sessionId: string) => pagePath('detailedResults', { gameSlug, sessionId }),
  shareableDetailedResults: (gameSlug: string, sessionId: string) =>
    pagePath('shareableDetailedResults', { gameSlug, sessionId }),
  leaderboard: (gameSlug: string) => pagePath('leaderboard', { gameSlug }),
};
