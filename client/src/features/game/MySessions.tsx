import { lazy, Suspense } from 'react';
import { useMySessionsOf } from './game-queries';

// A first visit has no games to list: the list's code loads only for a visitor who has some.
const MySessionList = lazy(() => import('./MySessionList'));

/** The visitor's earlier sessions of this game, if any. */
export function MySessions({ gameSlug }: { gameSlug: string }) {
  const { sessions } = useMySessionsOf(gameSlug);
  if (sessions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MySessionList gameSlug={gameSlug} sessions={sessions} />
    </Suspense>
  );
}
