import type { ReactNode } from 'react';
import type { Leaderboard } from '../leaderboard/leaderboard-queries';
import { LeaderboardTable } from '../leaderboard/LeaderboardTable';
import { formatInteger } from '../ui/format';
import { LocalTime } from '../ui/LocalTime';
import type { GameSummary } from './game-context';

/** A closed game's page: when it closed, and its results (the children) instead of any way to start. */
export function ClosedGameResults({ game, children }: { game: GameSummary; children: ReactNode }) {
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">{game.brand.displayName} · Results</p>
        <h1 id="game-title">{game.title}</h1>
        <div className="notice" role="note">
          <p>
            <strong>
              This game closed
              {game.endsAt && (
                <>
                  {' '}
                  on <LocalTime value={game.endsAt} show="dateTime" />
                </>
              )}
              .
            </strong>{' '}
            It takes no more players or guesses: these are its final standings.
          </p>
        </div>
      </header>
      <section className="card stack" aria-labelledby="standings-title">
        <h2 id="standings-title">Final standings</h2>
        {children}
      </section>
    </div>
  );
}

/** The all-time board of a closed game, which nothing moves any more. */
export function FinalStandings({ game, board }: { game: GameSummary; board: Leaderboard }) {
  if (board.rows.length === 0) return <p className="muted">Nobody finished this game before it closed.</p>;
  return (
    <>
      <p className="muted">
        {formatInteger(board.totalPlayers)} {board.totalPlayers === 1 ? 'player' : 'players'}; each player's best game
        counts, and ties go to whoever finished first.
      </p>
      <LeaderboardTable
        gameSlug={game.slug}
        rows={board.rows}
        viewerRow={board.viewerRow}
        caption={`${game.title}, final standings`}
      />
    </>
  );
}
