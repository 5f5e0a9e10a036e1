import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { LocalTime } from '../ui/LocalTime';
import type { LeaderboardRow } from './leaderboard-queries';

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
  return (
    <div className="leaderboard">
      <div className="table-scroll">
        <table className="table leaderboard__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="number">
                Rank
              </th>
              <th scope="col">Player</th>
              <th scope="col" className="number">
                Score
              </th>
              <th scope="col" className="number">
                Guesses
              </th>
              <th scope="col">Completed</th>
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
        <div className="leaderboard__you" aria-label="Your best">
          <p>
            <span className="leaderboard__you-rank">Your best: #{viewerRow.rank}</span>{' '}
            <span className="muted">
              with {viewerRow.totalPoints} points on <LocalTime value={viewerRow.completedAt} show="dateTime" />
            </span>
          </p>
          <table className="table leaderboard__table">
            <caption className="visually-hidden">Your row</caption>
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
        <Link to={paths.resultsToShare(gameSlug, row.sessionId)} className="leaderboard__player">
          {row.playerName}
        </Link>
        {row.isViewer && <span className="you-badge">You</span>}
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
