import { Link } from 'react-router';
import { formatPrice } from '@ballpark/common/price-format';
import { HomePicture } from '../play/HomePicture';
import { useGamePaths } from '../../paths';
import { formatSignedPercent } from '../ui/format';
import type { SessionResultRound } from './results-queries';

interface RoundResultListProps {
  gameSlug: string;
  rounds: readonly SessionResultRound[];
}

/** Each round of a session: the home, the points, the feedback, and the prices where the server reveals them. */
export function RoundResultList({ gameSlug, rounds }: RoundResultListProps) {
  const paths = useGamePaths();
  return (
    <ol className="round-results">
      {rounds.map((round) => {
        const { gameHome, result } = round;
        return (
          <li key={round.round} className={`round-result${result ? '' : ' is-pending'}`}>
            <span className="round-result__number" aria-hidden="true">
              {round.round}
            </span>
            <HomePicture
              home={gameHome.home}
              decorative
              className="round-result__thumb"
              width={96}
              height={72}
              loading="lazy"
            />
            <div className="round-result__home">
              <h3 className="round-result__title">
                <span className="visually-hidden">Round {round.round}: </span>
                {gameHome.title}
              </h3>
              <p className="muted small">{gameHome.home.city}</p>
              {result && result.actualPrice !== null && result.actualPrice !== undefined && (
                <p className="round-result__prices small">
                  Price <strong>{formatPrice(result.actualPrice, result.currency)}</strong>
                  {result.amount !== null && result.amount !== undefined && (
                    <>
                      {' · '}Guess <strong>{formatPrice(result.amount, result.currency)}</strong>
                    </>
                  )}
                  {result.diffPercent !== null && result.diffPercent !== undefined && (
                    <span className="muted"> ({formatSignedPercent(result.diffPercent)})</span>
                  )}
                </p>
              )}
              {result && (result.actualPrice === null || result.actualPrice === undefined) && (
                <p className="muted small">
                  Price hidden until you guess this home. <Link to={paths.gameStart(gameSlug)}>Play this game</Link>
                </p>
              )}
            </div>
            <div className="round-result__score">
              {result ? (
                <>
                  <span className="round-result__emoji" aria-hidden="true">
                    {result.emoji}
                  </span>
                  <span>
                    <strong className="round-result__points">{result.points}</strong>{' '}
                    <span className="muted small">pts</span>
                  </span>
                  <span className="round-result__feedback small">{result.feedback}</span>
                </>
              ) : (
                <span className="muted small">Not guessed yet</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
