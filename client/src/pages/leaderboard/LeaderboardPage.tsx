import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { useLiveLeaderboard } from '../../features/leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../../features/leaderboard/LeaderboardTable';
import { PeriodPicker, periodFromSlug, periodLabel, periodSlug } from '../../features/leaderboard/PeriodPicker';
import { usePageTitle } from '../../features/page-title';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../../features/ui/StatusViews';
import type { GameLeaderboardQuery, LeaderboardPeriod } from '../../graphql/generated/graphql';
import { useGamePaths } from '../../paths';
import './locales';

/** leaderboard — the game's best players today, this week, this month and of all time; live. */
export function LeaderboardPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSlug(searchParams.get('period'));
  const { t, i18n } = useLingui();
  const title = game.title;
  usePageTitle(t`Leaderboard: ${title}`);
  const { live, ...query } = useLiveLeaderboard(game.slug, period, game.leaderboardEnabled);
  // Only this period's board: one of the period before may still be in the data while this one loads.
  const selectBoard = (data: GameLeaderboardQuery) => (data.leaderboard.period === period ? data.leaderboard : null);
  const board = query.data && selectBoard(query.data);

  if (!game.leaderboardEnabled) {
    return (
      <div className="page--narrow">
        <EmptyState icon="🏁" title={t`This game has no leaderboard`} headingLevel={1}>
          <p className="muted">
            <Trans>Play for the fun of it: your results page still shows how you did.</Trans>
          </p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            <Trans>Play {title}</Trans>
          </Link>
        </EmptyState>
      </div>
    );
  }

  // Whole sentences a period, as languages place "today" differently.
  const noScoresTitle: Record<LeaderboardPeriod, string> = {
    DAILY: t`No scores today yet`,
    WEEKLY: t`No scores this week yet`,
    MONTHLY: t`No scores this month yet`,
    ALL_TIME: t`No scores yet`,
  };
  const playerCount = (players: number): Record<LeaderboardPeriod, string> => ({
    DAILY: t`${plural(players, { one: '# player today.', other: '# players today.' })}`,
    WEEKLY: t`${plural(players, { one: '# player this week.', other: '# players this week.' })}`,
    MONTHLY: t`${plural(players, { one: '# player this month.', other: '# players this month.' })}`,
    ALL_TIME: t`${plural(players, { one: '# player of all time.', other: '# players of all time.' })}`,
  });
  const periodName = periodLabel(period, i18n);
  const noScores = (
    <EmptyState icon="🏆" title={noScoresTitle[period]}>
      <p className="muted">
        <Trans>Finish a game and your name goes straight to the top.</Trans>
      </p>
      <Link className="button button--accent" to={paths.gameStart(game.slug)}>
        <Trans>Be the first</Trans>
      </Link>
    </EmptyState>
  );

  return (
    <div className="leaderboard-page stack-lg">
      <header className="page-head page-head--split">
        <div>
          <p className="eyebrow">
            <Trans>Leaderboard</Trans>
          </p>
          <h1>{game.title}</h1>
          <p className="muted">
            <Trans>Each player's best finished game counts; ties go to whoever finished first.</Trans>
            {board ? ` ${playerCount(board.totalPlayers)[period]}` : ''}
          </p>
        </div>
        {live && (
          <p className="live-badge">
            <span className="live-badge__dot" aria-hidden="true" /> <Trans>Live</Trans>
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
          {periodName}
        </h2>
        <QueryView
          query={query}
          select={selectBoard}
          noun={t`the leaderboard`}
          headingLevel={2}
          loading={
            <LoadingState label={t`Loading the leaderboard`}>
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
                caption={t`${title} leaderboard: ${periodName}`}
              />
            )
          }
        </QueryView>
      </section>

      <p className="row">
        <Link className="button button--accent" to={paths.gameStart(game.slug)}>
          <Trans>Play {title}</Trans>
        </Link>
      </p>
    </div>
  );
}
