import { lazy, Suspense } from 'react';
import { useGamePaths } from '../../paths';
import { useMySessionsOf } from './session-queries';
import { withWords } from '../i18n/catalogs';

// Only a returning visitor has sessions to list: a first visit's start page does without the list's code and words.
const MySessionsSection = lazy(
  withWords(() => import('./sessions/MySessionsSection').then((module) => ({ default: module.MySessionsSection }))),
);

/** The visitor's earlier sessions of this game, with a way back to each result (or to the next home). */
export function MySessions({ gameSlug }: { gameSlug: string }) {
  const paths = useGamePaths();
  const { sessions } = useMySessionsOf(gameSlug);
  if (sessions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MySessionsSection sessions={sessions.slice(0, 8)} paths={paths} />
    </Suspense>
  );
}
