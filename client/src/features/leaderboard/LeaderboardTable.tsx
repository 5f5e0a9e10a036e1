import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { LocalTime } from '../ui/LocalTime';
import type { LeaderboardRow } from './leaderboard-queries';
import './locales';

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
  const viewerRank = viewerRow?.rank;
  return (
    <div className="leaderboard">
      <div className="table-scroll">
        <table className="table leaderboard__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="number">
                <Trans>Rank</Trans>
              </th>
              <th scope="col">
                <Trans>Player</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Score</Trans>
              </th>
              <th scope="col" className="number">
                <Trans>Guesses</Trans>
              </th>
              <th scope="col">
                <Trans>Completed</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={`${row.rank}-${row.sessionId}`} row={row} gameSlug={gameSlug} />
            ))}
          </tbody>
        </table>
      </div>
      {viewerOutside && viewerRow && (
        <div className="leaderboard__you" aria-label={t`Your best`}>
          <p>
            <span className="leaderboard__you-rank">{t`Your best: #${viewerRank}`}</span>{' '}
            <span className="muted">
              {t`with ${plural(viewerRow.totalPoints, { one: '# point', other: '# points' })} on`}{' '}
              <LocalTime value={viewerRow.completedAt} show="dateTime" />
            </span>
          </p>
          <table className="table leaderboard__table">
            <caption className="visually-hidden">
              <Trans>Your row</Trans>
            </caption>
            <tbody>
              <Row row={viewerRow} gameSlug={gameSlug} />
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Row({ row, gameSlug }: { row: LeaderboardRow; gameSlug: string }) {
  const paths = useGamePaths();
  return (
    <tr className={row.isViewer ? 'is-viewer' : undefined} aria-current={row.isViewer ? 'true' : undefined}>
      {/* The rank as a number, as on the results and share pages; the top three wear a medal colour (no emoji font
          needed). */}
      <td className="number leaderboard__rank">
        <span className={row.rank <= 3 ? `rank-medal rank-medal--${row.rank}` : undefined}>{row.rank}</span>
      </td>
      <td>
        <Link to={paths.resultsToShare({ gameSlug, sessionId: row.sessionId })} className="leaderboard__player">
          {row.playerName}
        </Link>
        {row.isViewer && (
          <span className="you-badge">
            <Trans>You</Trans>
          </span>
        )}
      </td>
      <td className="number">
        <strong>{row.totalPoints}</strong>
      </td>
      <td className="number">{row.guessCount}</td>
      <td>
        <LocalTime value={row.completedAt} show="dateTime" />
      </td>
    </tr>
  );
}
