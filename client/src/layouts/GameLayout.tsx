import type { GameVariant } from '@ballpark/common/page-routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useParams } from 'react-router';
import { useGame } from '../features/game/game-queries';
import type { GameContextValue } from '../features/game/game-context';
import { QueryView } from '../features/ui/QueryView';
import { LoadingState, Skeleton } from '../features/ui/StatusViews';
import { gamePaths } from '../paths';
import { withWords } from '../features/i18n/catalogs';
import './locales';

// Only a game that does not exist shows it: every game page's first screen does without its code.
const NotFoundPage = lazy(
  withWords(() => import('../pages/site/NotFoundPage').then((module) => ({ default: module.NotFoundPage }))),
);

export { useGameContext } from '../features/game/game-context';
export type { GameContextValue, GameSummary } from '../features/game/game-context';

/**
 * Loads the game of a variant's `:gameSlug` once for all its pages and hands it down, with the variant whose paths its
 * pages link to, through the outlet context.
 */
export function GameLayout({ variant }: { variant: GameVariant }) {
  const slug = useParams().gameSlug ?? '';
  const { t } = useLingui();
  return (
    <QueryView
      query={useGame(slug)}
      select={(data) => data.game}
      noun={t`this game`}
      loading={<GameLayoutSkeleton />}
      notFoundView={
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      }
    >
      {(game) => <GameFrame game={game} variant={variant} />}
    </QueryView>
  );
}

function GameFrame({ game, variant }: GameContextValue) {
  const context: GameContextValue = { game, variant };
  const paths = gamePaths(variant);
  const { t } = useLingui();
  const title = game.title;
  return (
    <div className="game-layout">
      <nav className="game-bar" aria-label={t`${title} pages`}>
        <NavLink to={paths.gameStart(game.slug)} end className="game-bar__title">
          {game.title}
        </NavLink>
        <div className="game-bar__links">
          <NavLink to={paths.gameWithMap(game.slug)}>
            <Trans>Map</Trans>
          </NavLink>
          {game.leaderboardEnabled && (
            <NavLink to={paths.leaderboard(game.slug)}>
              <Trans>Leaderboard</Trans>
            </NavLink>
          )}
        </div>
      </nav>
      <Outlet context={context} />
    </div>
  );
}

function GameLayoutSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the game`}>
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
