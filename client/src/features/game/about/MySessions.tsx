import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useGamePaths } from '../../../paths';
import { useMySessionsOf } from '../session-queries';
import { withWords } from '../../i18n/catalogs';
import './locales';

// Only a returning visitor has sessions to list: a first visit's start page does without the list's code.
const SessionList = lazy(
  withWords(() => import('../sessions/SessionList').then((module) => ({ default: module.SessionList }))),
);

/** The visitor's earlier sessions of this game, with a way back to each result (or to the next home). */
export function MySessions({ gameSlug }: { gameSlug: string }) {
  const paths = useGamePaths();
  const { sessions } = useMySessionsOf(gameSlug);
  if (sessions.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="my-sessions-title">
      <h2 id="my-sessions-title">
        <Trans>Your games</Trans>
      </h2>
      <Suspense fallback={null}>
        <SessionList sessions={sessions.slice(0, 8)} pathsOf={() => paths} />
      </Suspense>
    </section>
  );
}
