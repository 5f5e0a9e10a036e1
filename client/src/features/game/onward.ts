import type { GameVariant } from '../../graphql/generated/graphql';
import type { gamePaths } from '../../paths';
import { rulesOf } from './variant-rules';

/** A session as far as its way on goes: its next round (a forum thread's path ends with its home's title slug). */
export interface OnwardSession {
  id: string;
  nextRound?: { gameHome: { id: string; redditSuffix: string } } | null;
}

/** The words of the way on, where homes are played in order: to the next home, and to the results at the end. */
export interface OnwardWords {
  next: string;
  results: string;
}

const HOME_WORDS: OnwardWords = { next: 'Next home →', results: 'See your results →' };

interface OnwardOptions {
  words?: OnwardWords;
  /** Where the session's homes are played: the property pages, or a variant's pages of the same homes with more. */
  homePath?: (gameSlug: string, gameHomeId: string, sessionId: string, redditSuffix?: string) => string;
}

/**
 * Where a player goes on from a session (after a start, a guess, or from a list of their games): where homes are
 * played in order, the next one, else its results; where they are picked in any order, the start page, to pick the
 * next one; and where each home has its own result (no results page of the whole session), the start page too, which
 * lists each home's result.
 */
export function onward(
  paths: ReturnType<typeof gamePaths>,
  game: { slug: string; variant: GameVariant },
  session: OnwardSession,
  { words = HOME_WORDS, homePath = paths.property }: OnwardOptions = {},
): { to: string; label: string } {
  const rules = rulesOf(game);
  const next = session.nextRound;
  if (next && rules.roundOrder === 'in_order')
    return { to: homePath(game.slug, next.gameHome.id, session.id, next.gameHome.redditSuffix), label: words.next };
  if (!next && rules.resultsPath === 'session')
    return { to: paths.results(game.slug, session.id), label: words.results };
  return { to: paths.gameStart(game.slug), label: next ? 'Pick your next home →' : 'See all your homes →' };
}
