import { Trans, useLingui } from '@lingui/react/macro';
import { ScoreTable } from '../ui/ScoreTable';
import type { PartyPlayer } from './party-queries';
import { isAway, standingsOf } from './party-words';
import './locales';
import { YouBadge } from '../ui/YouBadge';

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
    <ScoreTable
      caption={caption ?? t`Scoreboard`}
      className={`party-scoreboard${large ? ' party-scoreboard--large' : ''}`}
      scroll={false}
      rows={standingsOf(players)}
      rowKey={({ player }) => player.seat}
      isViewer={({ player }) => player.isViewer && !large}
      columns={[
        {
          header: <Trans>Place</Trans>,
          numeric: true,
          className: 'leaderboard__rank',
          cell: ({ place }) => (
            <span className={place <= 3 ? `rank-medal rank-medal--${place}` : undefined}>{place}</span>
          ),
        },
        {
          header: <Trans>Player</Trans>,
          cell: ({ player }) => (
            <>
              {player.name}
              {player.isViewer && !large && <YouBadge />}
              {isAway(player) && (
                <span className="muted">
                  {' '}
                  <Trans>(away)</Trans>
                </span>
              )}
            </>
          ),
        },
        { header: <Trans>Points</Trans>, numeric: true, cell: ({ player }) => <strong>{player.score}</strong> },
      ]}
    />
  );
}
