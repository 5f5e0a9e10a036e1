import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameVariant } from '../../../graphql/generated/graphql';
import type { gamePaths } from '../../../paths';
import { onward, type HomePath, type OnwardSession, type OnwardWay } from '../onward';
import './locales';

/** The words of the way on, where homes are played in order: to the next home, and to the results at the end. */
export interface OnwardWords {
  next: string;
  results: string;
}

const HOME_WORDS: Record<OnwardWay, MessageDescriptor> = {
  next: msg`Next home →`,
  results: msg`See your results →`,
  pickNext: msg`Pick your next home →`,
  allHomes: msg`See all your homes →`,
};

interface OnwardLinkOptions {
  /** The page's words: the labels the caller does not give are said in its language. */
  i18n: I18n;
  /** The caller's own words where homes are played in order (a forum's threads); else the homes'. */
  words?: OnwardWords;
  homePath?: HomePath;
}

/** The way on from a session (see onward), as a link: its path and its label in the page's language. */
export function onwardLink(
  paths: ReturnType<typeof gamePaths>,
  game: { slug: string; variant: GameVariant },
  session: OnwardSession,
  { i18n, words, homePath }: OnwardLinkOptions,
): { to: string; label: string } {
  const { to, way } = onward(paths, game, session, homePath);
  const label = words && (way === 'next' || way === 'results') ? words[way] : i18n._(HOME_WORDS[way]);
  return { to, label };
}
