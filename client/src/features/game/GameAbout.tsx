import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import type { GameSummary } from './game-context';
import { GameFacts } from './GameFacts';
import { ScoringHelp } from './ScoringHelp';

/** A start page's "about this game": its facts, how it scores and its leaderboard. */
export function GameAbout({ game }: { game: GameSummary }) {
  const paths = useGamePaths();
  return (
    <section className="start-page__about" aria-label="About this game">
      <GameFacts game={game} />
      <div className="row">
        <ScoringHelp mode={game.scoringMode} />
        {game.leaderboardEnabled && (
          <Link className="button button--ghost" to={paths.leaderboard(game.slug)}>
            See the leaderboard
          </Link>
        )}
      </div>
    </section>
  );
}
