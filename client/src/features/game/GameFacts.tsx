import type { GameSummary } from './game-context';
import { scoringSummary } from './ScoringHelp';
import { formatInteger, plural } from '../ui/format';

/** The facts of a game at a glance: rounds, regions, scoring, players. */
export function GameFacts({ game }: { game: GameSummary }) {
  return (
    <dl className="facts-grid">
      <div className="fact">
        <dt>Homes to guess</dt>
        <dd>{game.roundCount}</dd>
      </div>
      <div className="fact">
        {/* The count is of the all-time board: players who finished a ranked game, not those still playing. */}
        <dt>On the board</dt>
        {game.playerCount === 0 ? (
          <dd className="fact__text">Nobody yet: be the first</dd>
        ) : (
          <dd>{formatInteger(game.playerCount)}</dd>
        )}
      </div>
      <div className="fact fact--wide">
        <dt>Regions</dt>
        <dd>
          <ul className="chips" aria-label={plural(game.regions.length, 'region')}>
            {game.regions.map((region) => (
              <li key={region} className="chip">
                {region}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="fact fact--wide">
        <dt>Scoring</dt>
        <dd className="fact__text">{scoringSummary(game.scoringMode)}</dd>
      </div>
    </dl>
  );
}
