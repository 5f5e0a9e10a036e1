import { NavLink, Outlet, useParams } from 'react-router';
import { useGame } from '../features/game/game-queries';
import type { GameContextValue } from '../features/game/game-context';
import { ErrorState, LoadingState, Skeleton } from '../features/ui/StatusViews';
import { NotFoundPage } from '../pages/NotFoundPage';
import { paths } from '../paths';

export { useGameContext } from '../features/game/game-context';
export type { GameContextValue, GameSummary } from '../features/game/game-context';

/** Loads the game of game/:gameSlug once for all its pages and hands it down through the outlet context. */
export function GameLayout() {
  const slug = useParams().gameSlug ?? '';
  const { data, loading, error, refetch } = useGame(slug);
  const game = data?.game;

  if (!game) {
    if (loading) return <GameLayoutSkeleton />;
    if (error) {
      return (
        <ErrorState
          headingLevel={1}
          title="We couldn't load this game"
          error={error}
          onRetry={() => void refetch().catch(() => {})}
        />
      );
    }
    return <NotFoundPage />;
  }

  const context: GameContextValue = { game };
  return (
    <div className="game-layout">
      <nav className="game-bar" aria-label={`${game.title} pages`}>
        <NavLink to={paths.gameStart(game.slug)} end className="game-bar__title">
          {game.title}
        </NavLink>
        <div className="game-bar__links">
          <NavLink to={paths.gameWithMap(game.slug)}>Map</NavLink>
          {game.leaderboardEnabled && <NavLink to={paths.leaderboard(game.slug)}>Leaderboard</NavLink>}
        </div>
      </nav>
      <Outlet context={context} />
    </div>
  );
}

function GameLayoutSkeleton() {
  return (
    <LoadingState label="Loading the game">
      <div className="stack" aria-hidden="true">
        <Skeleton height="2.75rem" radius="999px" />
        <div className="grid-2">
          <div className="stack">
            <Skeleton height="1rem" width="30%" />
            <Skeleton height="2.4rem" width="80%" />
            <Skeleton width="95%" />
            <Skeleton width="70%" />
          </div>
          <Skeleton height="16rem" radius="var(--radius)" />
        </div>
      </div>
    </LoadingState>
  );
}
