import { gamePagePath, pagePath, type GameVariant } from '@ballpark/common/page-routes';
import { useOutletContext } from 'react-router';
import type { GameContextValue } from './features/game/game-context';

/**
 * Links to a game's screens in one variant, built from the route registry (@ballpark/common/page-routes), so that a
 * link inside a variant stays inside it (a variant without the screen links to the public game's).
 */
export function gamePaths(variant: GameVariant) {
  const link = (name: string, gameSlug: string, homeId?: string, sessionId?: string) =>
    gamePagePath(variant, name, { gameSlug, homeId, sessionId });
  return {
    gameStart: (gameSlug: string) => link('gameStart', gameSlug),
    gameWithMap: (gameSlug: string) => link('gameWithMap', gameSlug),
    /** A home's page; a forum thread's path ends with the home's `redditSuffix` (else the thread redirects). */
    property: (gameSlug: string, gameHomeId: string, sessionId?: string, redditSuffix?: string) =>
      gamePagePath(variant, 'property', { gameSlug, homeId: gameHomeId, redditSuffix }) +
      (sessionId ? `?session=${sessionId}` : ''),
    guesstimates: (gameSlug: string, gameHomeId: string) => link('guesstimates', gameSlug, gameHomeId),
    // Klavo's own pages: link to them where the registry shows them (gameShowsPage), as no other variant has them.
    clearGuest: (gameSlug: string) => link('clearGuest', gameSlug),
    cameron: (gameSlug: string) => link('cameron', gameSlug),
    propertyCameron: (gameSlug: string, gameHomeId: string, sessionId?: string) =>
      link('propertyCameron', gameSlug, gameHomeId) + (sessionId ? `?session=${sessionId}` : ''),
    // With a home, a variant whose results are a home's (a roundup's) links to that home's; the others ignore it.
    results: (gameSlug: string, sessionId: string, gameHomeId?: string) =>
      link('results', gameSlug, gameHomeId, sessionId),
    resultsOlder: (gameSlug: string, sessionId: string) => link('resultsOlder', gameSlug, undefined, sessionId),
    resultsToShare: (gameSlug: string, sessionId: string, gameHomeId?: string) =>
      link('resultsToShare', gameSlug, gameHomeId, sessionId),
    detailedResults: (gameSlug: string, sessionId: string, gameHomeId?: string) =>
      link('detailedResults', gameSlug, gameHomeId, sessionId),
    shareableDetailedResults: (gameSlug: string, sessionId: string) =>
      link('shareableDetailedResults', gameSlug, undefined, sessionId),
    leaderboard: (gameSlug: string) => link('leaderboard', gameSlug),
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
