import { lazy, Suspense } from 'react';
import { useGameContext } from '../../features/game/game-context';
import { MySessions } from '../../features/game/MySessions';
import { LoadingState } from '../../features/ui/StatusViews';
import { GameStartPage } from './GameStartPage';

// Only a closed game shows it: an open one's first screen does without the standings' code.
const ClosedGame = lazy(() => import('../../features/game/ClosedGame'));

/**
 * one-offs/v/:gameSlug — a game for one occasion: open, the start page with its closing time; closed, only its results.
 */
export function OneOffStartPage() {
  const { game } = useGameContext();
  if (!game.isClosed) return <GameStartPage />;
  return (
    <div className="stack-lg">
      <Suspense fallback={<LoadingState label="Loading the results" />}>
        <ClosedGame game={game} />
      </Suspense>
      {/* The visitor's own runs of it stay a click away. */}
      <MySessions gameSlug={game.slug} />
    </div>
  );
}
