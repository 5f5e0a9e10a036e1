import { Link, useSearchParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { useLiveLeaderboard } from '../../features/leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../../features/leaderboard/LeaderboardTable';
import { PeriodPicker, periodFromSlug, periodLabel, periodSlug } from '../../features/leaderboard/PeriodPicker';
import { usePageTitle } from '../../features/page-title';
import { formatInteger } from '../../features/ui/format';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../../features/ui/StatusViews';
import type { GameLeaderboardQuery } from '../../graphql/generated/graphql';
import { useGamePaths } from '../../paths';

/** leaderboard — the game's best players today, this week, this month and of all time; live. */
export function LeaderboardPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSlug(searchParams.get('period'));
  usePageTitle(`Leaderboard: ${game.title}`);
  const { live, ...query } = useLiveLeaderboard(game.slug, period, game.leaderboardEnabled);
  // Only this period's board: one of the period before may still be in the data while this one loads.
  const selectBoard = (data: GameLeaderboardQuery) => (data.leaderboard.period === period ? data.leaderboard : null);
  const board = query.data && selectBoard(query.data);

  if (!game.leaderboardEnabled) {
    return (
      <div className="page--narrow">
        <EmptyState icon="🏁" title="This game has no leaderboard" headingLevel={1}>
          <p className="muted">Play for the fun of it: your results page still shows how you did.</p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            Play {game.title}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const noScores = (
    <EmptyState
      icon="🏆"
      title={period === 'ALL_TIME' ? 'No scores yet' : `No scores ${periodLabel(period).toLowerCase()} yet`}
    >
      <p className="muted">Finish a game and your name goes straight to the top.</p>
      <Link className="button button--accent" to={paths.gameStart(game.slug)}>
        Be the first
      </Link>
    </EmptyState>
  );

  return (
    <div className="leaderboard-page stack-lg">
      <header className="page-head page-head--split">
        <div>
          <p className="eyebrow">Leaderboard</p>
          <h1>{game.title}</h1>
          <p className="muted">
            Each player's best finished game counts; ties go to whoever finished first.
            {board
              ? ` ${formatInteger(board.totalPlayers)} ${board.totalPlayers === 1 ? 'player' : 'players'} ${periodLabel(period).toLowerCase()}.`
              : ''}
          </p>
        </div>
        {live && (
          <p className="live-badge">
            <span className="live-badge__dot" aria-hidden="true" /> Live
          </p>
        )}
      </header>

      <PeriodPicker
        value={period}
        onChange={(next) =>
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === 'ALL_TIME') params.delete('period');
              else params.set('period', periodSlug(next));
              return params;
            },
            { replace: true },
          )
        }
      />

      <section className="card" aria-labelledby="board-title" aria-busy={query.loading}>
        <h2 id="board-title" className="visually-hidden">
          {periodLabel(period)}
        </h2>
        <QueryView
          query={query}
          select={selectBoard}
          noun="the leaderboard"
          headingLevel={2}
          loading={
            <LoadingState label="Loading the leaderboard">
              <div className="stack" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((key) => (
                  <Skeleton key={key} height="2.5rem" radius="8px" />
                ))}
              </div>
            </LoadingState>
          }
          notFoundView={noScores}
        >
          {(loaded) =>
            loaded.rows.length === 0 ? (
              noScores
            ) : (
              <LeaderboardTable
                gameSlug={game.slug}
                rows={loaded.rows}
                viewerRow={loaded.viewerRow}
                caption={`${game.title} leaderboard, ${periodLabel(period).toLowerCase()}`}
              />
            )
          }
        </QueryView>
      </section>

      <p className="row">
        <Link className="button button--accent" to={paths.gameStart(game.slug)}>
          Play {game.title}
        </Link>
      </p>
    </div>
  );
}
