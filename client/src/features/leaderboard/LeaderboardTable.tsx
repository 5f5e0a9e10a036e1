import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { LocalTime } from '../ui/LocalTime';
import { ScoreTable, type ScoreColumn } from '../ui/ScoreTable';
import type { LeaderboardRow } from './leaderboard-queries';
import './locales';
import { YouBadge } from '../ui/YouBadge';

interface LeaderboardTableProps {
  gameSlug: string;
  rows: readonly LeaderboardRow[];
  /** The viewer's own row; shown under the table when it is not among the rows. */
  viewerRow?: LeaderboardRow | null;
  caption: string;
}

/** A board: rank, player, score, guesses, completed at; the viewer's row stands out. */
export function LeaderboardTable({ gameSlug, rows, viewerRow, caption }: LeaderboardTableProps) {
  const viewerOutside = viewerRow && !rows.some((row) => row.isViewer);
  const { t } = useLingui();
  const paths = useGamePaths();
  const viewerRank = viewerRow?.rank;
  const columns: ScoreColumn<LeaderboardRow>[] = [
    {
      header: <Trans>Rank</Trans>,
      numeric: true,
      className: 'leaderboard__rank',
      // The rank as a number, as on the results and share pages; the top three wear a medal colour (no emoji font
      // needed).
      cell: (row) => (
        <span className={row.rank <= 3 ? `rank-medal rank-medal--${row.rank}` : undefined}>{row.rank}</span>
      ),
    },
    {
      header: <Trans>Player</Trans>,
      cell: (row) => (
        <>
          <Link to={paths.resultsToShare({ gameSlug, sessionId: row.sessionId })} className="leaderboard__player">
            {row.playerName}
          </Link>
          {row.isViewer && <YouBadge />}
        </>
      ),
    },
    { header: <Trans>Score</Trans>, numeric: true, cell: (row) => <strong>{row.totalPoints}</strong> },
    { header: <Trans>Guesses</Trans>, numeric: true, cell: (row) => row.guessCount },
    { header: <Trans>Completed</Trans>, cell: (row) => <LocalTime value={row.completedAt} show="dateTime" /> },
  ];
  const table = {
    columns,
    rowKey: (row: LeaderboardRow) => `${row.rank}-${row.sessionId}`,
    className: 'leaderboard__table',
  };
  return (
    <div className="leaderboard">
      <ScoreTable {...table} caption={caption} captionHidden rows={rows} isViewer={(row) => row.isViewer} />
      {viewerOutside && viewerRow && (
        <div className="leaderboard__you" aria-label={t`Your best`}>
          <p>
            <span className="leaderboard__you-rank">{t`Your best: #${viewerRank}`}</span>{' '}
            <span className="muted">
              {t`with ${plural(viewerRow.totalPoints, { one: '# point', other: '# points' })} on`}{' '}
              <LocalTime value={viewerRow.completedAt} show="dateTime" />
            </span>
          </p>
          <ScoreTable
            {...table}
            caption={<Trans>Your row</Trans>}
            captionHidden
            rows={[viewerRow]}
            isViewer={(row) => row.isViewer}
            headless
            scroll={false}
          />
        </div>
      )}
    </div>
  );
}
