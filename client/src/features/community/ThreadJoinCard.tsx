import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import type { GameSummary } from '../game/game-context';
import type { PlaySession } from '../play/play-queries';

/**
 * The guess box's place on a thread the viewer has no round of: the way to join the game, or, for a player whose game
 * drew other homes, the way back to it.
 */
export function ThreadJoinCard({ game, session }: { game: GameSummary; session: PlaySession | null | undefined }) {
  const paths = useGamePaths();
  if (session?.isMine) {
    const next = session.nextRound;
    return (
      <div className="card card--raised stack">
        <h2>This thread is not in your game</h2>
        <p className="muted">Your game drew other homes. You can guess this one in a later game.</p>
        <Link
          className="button button--accent"
          to={
            next
              ? paths.property(game.slug, next.gameHome.id, session.id, next.gameHome.redditSuffix)
              : paths.results(game.slug, session.id)
          }
        >
          {next ? 'Go to your next thread' : 'See your results'}
        </Link>
      </div>
    );
  }
  return (
    <div className="card card--raised stack">
      <h2>Guess this home</h2>
      <p className="muted">
        Homes are guessed in a game of {game.roundCount} threads drawn for you. Join on the community page; once you
        have guessed a home, its price shows and its comments open.
      </p>
      <Link className="button button--accent" to={paths.gameStart(game.slug)}>
        Join {game.title}
      </Link>
    </div>
  );
}
