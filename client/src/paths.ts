import { gamePagePath, pagePath, type GameVariant } from '@ballpark/common/page-routes';
import { useOutletContext } from 'react-router';
import type { GameContextValue } from './features/game/game-context';

/**
 * Links to a game's screens in one variant, built from the route registry (@ballpark/common/page-routes), so that a
 * link inside a variant stays inside it (a variant without the screen links to the public game's).
 */
/** A game's page about one home, and about one session's results (`gameHomeId`: a home in this game). */
interface HomeLink {
  gameSlug: string;
  gameHomeId: string;
  sessionId?: string;
}
interface SessionLink {
  gameSlug: string;
  sessionId: string;
  /** A variant whose results are a home's (a roundup's) links to that home's; the others ignore it. */
  gameHomeId?: string;
}

export function gamePaths(variant: GameVariant) {
  const link = (name: string, { gameSlug, gameHomeId, sessionId }: Partial<HomeLink> & { gameSlug: string }) =>
    gamePagePath(variant, name, { gameSlug, gameHomeId, sessionId });
  const withSession = (path: string, sessionId?: string) => (sessionId ? `${path}?session=${sessionId}` : path);
  return {
    gameStart: (gameSlug: string) => link('gameStart', { gameSlug }),
    gameWithMap: (gameSlug: string) => link('gameWithMap', { gameSlug }),
    /** A home's page; a forum thread's path ends with the home's `redditSuffix` (else the thread redirects). */
    property: ({ gameSlug, gameHomeId, sessionId, redditSuffix }: HomeLink & { redditSuffix?: string }) =>
      withSession(gamePagePath(variant, 'property', { gameSlug, gameHomeId, redditSuffix }), sessionId),
    guesstimates: (home: Omit<HomeLink, 'sessionId'>) => link('guesstimates', home),
    // Klavo's own pages: link to them where the registry shows them (gameShowsPage), as no other variant has them.
    clearGuest: (gameSlug: string) => link('clearGuest', { gameSlug }),
    cameron: (gameSlug: string) => link('cameron', { gameSlug }),
    propertyCameron: ({ sessionId, ...home }: HomeLink) => withSession(link('propertyCameron', home), sessionId),
    results: (session: SessionLink) => link('results', session),
    resultsOlder: (session: Omit<SessionLink, 'gameHomeId'>) => link('resultsOlder', session),
    resultsToShare: (session: SessionLink) => link('resultsToShare', session),
    detailedResults: (session: SessionLink) => link('detailedResults', session),
    shareableDetailedResults: (session: Omit<SessionLink, 'gameHomeId'>) => link('shareableDetailedResults', session),
    leaderboard: (gameSlug: string) => link('leaderboard', { gameSlug }),
  };
}

/**
 * The account pages, carrying the page the visitor came from (`?return=`, read by `returnPathFrom`), so that logging
 * in or creating an account takes them back there; from one account page to the other, the page before is kept.
 */
function accountPath(name: 'login' | 'createAccount', returnTo?: string): string {
  const path = pagePath(name, {});
  return returnTo && !returnTo.startsWith('/auth/') ? `${path}?return=${encodeURIComponent(returnTo)}` : path;
}

/** Links to the site's screens; game links go to the public game. */
export const paths = {
  home: () => pagePath('home', {}),
  login: (returnTo?: string) => accountPath('login', returnTo),
  createAccount: (returnTo?: string) => accountPath('createAccount', returnTo),
  ...gamePaths('public'),
};

/** Game links in the variant of the game layout around the caller (the public game's outside one). */
export function useGamePaths() {
  return gamePaths(useOutletContext<GameContextValue | null>()?.variant ?? 'public');
}
