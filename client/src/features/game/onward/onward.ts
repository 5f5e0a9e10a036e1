import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameVariant } from '../../../graphql/generated/graphql';
import type { gamePaths } from '../../../paths';
import { rulesOf } from '../variant-rules';
import './locales';

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

type Paths = ReturnType<typeof gamePaths>;
/** Where a session's homes are played: the property pages, or a variant's pages of the same homes with more. */
type HomePath = (gameSlug: string, gameHomeId: string, sessionId: string, redditSuffix?: string) => string;
type Way = 'next' | 'results' | 'pickNext' | 'allHomes';

const LABELS: Record<Way, MessageDescriptor> = {
  next: msg`Next home →`,
  results: msg`See your results →`,
  pickNext: msg`Pick your next home →`,
  allHomes: msg`See all your homes →`,
};

interface OnwardOptions {
  /** The page's words: the labels the caller does not give are said in its language. */
  i18n: I18n;
  /** The caller's own words where homes are played in order (a forum's threads); else the homes'. */
  words?: OnwardWords;
  homePath?: HomePath;
}

/**
 * Where a player goes on from a session (after a start, a guess, or from a list of their games): where homes are
 * played in order, the next one, else its results; where they are picked in any order, the start page, to pick the
 * next one; and where each home has its own result (no results page of the whole session), the start page too, which
 * lists each home's result.
 */
function wayOn(
  paths: Paths,
  game: { slug: string; variant: GameVariant },
  session: OnwardSession,
  homePath: HomePath,
): { to: string; way: Way } {
  const rules = rulesOf(game);
  const next = session.nextRound;
  if (next && rules.roundOrder === 'in_order')
    return { to: homePath(game.slug, next.gameHome.id, session.id, next.gameHome.redditSuffix), way: 'next' };
  if (!next && rules.resultsPath === 'session') return { to: paths.results(game.slug, session.id), way: 'results' };
  return { to: paths.gameStart(game.slug), way: next ? 'pickNext' : 'allHomes' };
}

/** The path of the way on from a session (see wayOn), for a caller that goes there without a link to label. */
export function onwardPath(
  paths: Paths,
  game: { slug: string; variant: GameVariant },
  session: OnwardSession,
  homePath: HomePath = paths.property,
): string {
  return wayOn(paths, game, session, homePath).to;
}

/** The way on from a session (see wayOn), as a link: its path and its label in the page's language. */
export function onward(
  paths: Paths,
  game: { slug: string; variant: GameVariant },
  session: OnwardSession,
  { i18n, words, homePath = paths.property }: OnwardOptions,
): { to: string; label: string } {
  const { to, way } = wayOn(paths, game, session, homePath);
  const label = words && (way === 'next' || way === 'results') ? words[way] : i18n._(LABELS[way]);
  return { to, label };
}
