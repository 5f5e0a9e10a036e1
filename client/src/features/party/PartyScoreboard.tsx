import { Trans, useLingui } from '@lingui/react/macro';
import type { PartyPlayer } from './party-queries';
import { isAway, standingsOf } from './party-words';
import './locales';

/**
 * The room's scores, best first: the viewer's row stands out (not on the shared screen, which is everyone's), a player
 * who has left says so.
 */
export function PartyScoreboard({
  players,
  caption,
  large = false,
}: {
  players: readonly PartyPlayer[];
  caption?: string;
  /** The shared screen's size, read across a room. */
  large?: boolean;
}) {
  const { t } = useLingui();
  return (
    <table className={`table party-scoreboard${large ? ' party-scoreboard--large' : ''}`}>
      <caption>{caption ?? t`Scoreboard`}</caption>
      <thead>
        <tr>
          <th scope="col" className="number">
            <Trans>Place</Trans>
          </th>
          <th scope="col">
            <Trans>Player</Trans>
          </th>
          <th scope="col" className="number">
            <Trans>Points</Trans>
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
              {player.isViewer && !large && (
                <span className="you-badge">
                  <Trans>You</Trans>
                </span>
              )}
              {isAway(player) && (
                <span className="muted">
                  {' '}
                  <Trans>(away)</Trans>
                </span>
              )}
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
