/** URL builders for every screen; the route table in router.tsx uses the same segments. */
const game = (slug: string) => `/game/${encodeURIComponent(slug)}`;

export const paths = {
  home: () => '/',
  gameStart: game,
  gameWithMap: (slug: string) => `${game(slug)}/withmap`,
  property: (slug: string, gameHomeId: string, sessionId?: string) =>
    `${game(slug)}/property/${gameHomeId}${sessionId ? `?session=${sessionId}` : ''}`,
  guesstimates: (slug: string, gameHomeId: string) => `${game(slug)}/property/${gameHomeId}/guesstimates`,
  results: (slug: string, sessionId: string) => `${game(slug)}/results/${sessionId}`,
  resultsOlder: (slug: string, sessionId: string) => `${game(slug)}/results_older/${sessionId}`,
  resultsToShare: (slug: string, sessionId: string) => `${game(slug)}/results_to_share/${sessionId}`,
  detailedResults: (slug: string, sessionId: string) => `${game(slug)}/detailed_results/${sessionId}`,
  shareableDetailedResults: (slug: string, sessionId: string) =>
    `${game(slug)}/shareable_detailed_results/${sessionId}`,
  leaderboard: (slug: string) => `${game(slug)}/leaderboard`,
};
