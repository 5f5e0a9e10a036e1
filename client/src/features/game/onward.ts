import type { GameVariant } from '../../graphql/generated/graphql';
import type { gamePaths } from '../../paths';
import { rulesOf } from './variant-rules';

/** A session as far as its way on goes: its next round (a forum thread's path ends with its home's title slug). */
export interface OnwardSession {
  id: string;
  nextRound?: { gameHome: { id: string; redditSuffix: string } } | null;
}

/** Where the way on leads: the next home, the session's results, the start page to pick the next home, or to see all. */
export type OnwardWay = 'next' | 'results' | 'pickNext' | 'allHomes';

/** Where a session's homes are played: the property pages, or a variant's pages of the same homes with more. */
/** A link builder to one home's page in a session (`gamePaths`' `property`, or Cameron's `propertyCameron`). */
export type HomePath = (home: {
  gameSlug: string;
  gameHomeId: string;
  sessionId: string;
  redditSuffix?: string;
}) => string;

/**
 * Where a player goes on from a session (after a start, a guess, or from a list of their games): where homes are
 * played in order, the next one, else its results; where they are picked in any order, the start page, to pick the
 * next one; and where each home has its own result (no results page of the whole session), the start page too, which
 * lists each home's result. Its words are onwardLink's (onward-link/), which the first screens that only go there do
 * without.
 */
export function onward(
  paths: ReturnType<typeof gamePaths>,
  game: { slug: string; variant: GameVariant },
  session: OnwardSession,
  homePath: HomePath = paths.property,
): { to: string; way: OnwardWay } {
  const rules = rulesOf(game);
  const next = session.nextRound;
  if (next && rules.roundOrder === 'in_order')
    return {
      to: homePath({
        gameSlug: game.slug,
        gameHomeId: next.gameHome.id,
        sessionId: session.id,
        redditSuffix: next.gameHome.redditSuffix,
      }),
      way: 'next',
    };
  if (!next && rules.resultsPath === 'session')
    return { to: paths.results({ gameSlug: game.slug, sessionId: session.id }), way: 'results' };
  return { to: paths.gameStart(game.slug), way: next ? 'pickNext' : 'allHomes' };
}
