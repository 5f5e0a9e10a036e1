import type { PartyPlayer } from './party-queries';
import { isAway, standingsOf } from './party-words';

/**
 * The room's scores, best first: the viewer's row stands out (not on the shared screen, which is everyone's), a player
 * who has left says so.
 */
export function PartyScoreboard({
  players,
  caption = 'Scoreboard',
  large = false,
}: {
  players: readonly PartyPlayer[];
  caption?: string;
  /** The shared screen's size, read across a room. */
  large?: boolean;
}) {
  return (
    <table className={`table party-scoreboard${large ? ' party-scoreboard--large' : ''}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="number">
            Place
          </th>
          <th scope="col">Player</th>
          <th scope="col" className="number">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {standingsOf(players).map(({ place, player }) => (
          <tr
            key={player.seat}
            className={player.isViewer && !large ? 'is-viewer' : undefined}
            aria-current={player.isViewer && !large ? 'true' : undefined}
          >
            <td className="number leaderboard__rank">
              <span className={place <= 3 ? `rank-medal rank-medal--${place}` : undefined}>{place}</span>
            </td>
            <td>
              {player.name}
              {player.isViewer && !large && <span className="you-badge">You</span>}
              {isAway(player) && <span className="muted"> (away)</span>}
            </td>
            <td className="number">
              <strong>{player.score}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
