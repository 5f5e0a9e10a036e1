import { Link, useSearchParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { useLiveLeaderboard } from '../../features/leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../../features/leaderboard/LeaderboardTable';
import { PeriodPicker, periodFromSlug, periodLabel, periodSlug } from '../../features/leaderboard/PeriodPicker';
import { usePageTitle } from '../../features/page-title';
import { formatInteger } from '../../features/ui/format';
import { EmptyState, ErrorState, LoadingState, Skeleton } from '../../features/ui/StatusViews';
import { paths } from '../../paths';

/** leaderboard — the game's best players today, this week, this month and of all time; live. */
export function LeaderboardPage() {
  const { game } = useGameContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSlug(searchParams.get('period'));
  usePageTitle(`Leaderboard: ${game.title}`);
  const { data, loading, error, refetch, live } = useLiveLeaderboard(game.slug, period, game.leaderboardEnabled);
  const board = data?.leaderboard.period === period ? data.leaderboard : undefined;

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

      <section className="card" aria-labelledby="board-title" aria-busy={loading}>
        <h2 id="board-title" className="visually-hidden">
          {periodLabel(period)}
        </h2>
        {!board && loading ? (
          <LoadingState label="Loading the leaderboard">
            <div className="stack" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((key) => (
                <Skeleton key={key} height="2.5rem" radius="8px" />
              ))}
            </div>
          </LoadingState>
        ) : !board && error ? (
          <ErrorState
            title="We couldn't load the leaderboard"
            error={error}
            onRetry={() => void refetch().catch(() => {})}
          />
        ) : !board || board.rows.length === 0 ? (
          <EmptyState
            icon="🏆"
            title={period === 'ALL_TIME' ? 'No scores yet' : `No scores ${periodLabel(period).toLowerCase()} yet`}
          >
            <p className="muted">Finish a game and your name goes straight to the top.</p>
            <Link className="button button--accent" to={paths.gameStart(game.slug)}>
              Be the first
            </Link>
          </EmptyState>
        ) : (
          <LeaderboardTable
            gameSlug={game.slug}
            rows={board.rows}
            viewerRow={board.viewerRow}
            caption={`${game.title} leaderboard, ${periodLabel(period).toLowerCase()}`}
          />
        )}
      </section>

      <p className="row">
        <Link className="button button--accent" to={paths.gameStart(game.slug)}>
          Play {game.title}
        </Link>
      </p>
    </div>
  );
}
