import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { Link } from 'react-router';
import { formatPrice } from '@ballpark/common/price-format';
import { HomePicture } from '../play/HomePicture';
import { useGamePaths } from '../../paths';
import { formatSignedPercent } from '../ui/format';
import type { SessionResultRound } from './results-queries';
import './locales';

interface RoundResultListProps {
  gameSlug: string;
  rounds: readonly SessionResultRound[];
}

/** Each round of a session: the home, the points, the feedback, and the prices where the server reveals them. */
export function RoundResultList({ gameSlug, rounds }: RoundResultListProps) {
  const paths = useGamePaths();
  const { i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  return (
    <ol className="round-results">
      {rounds.map((round) => {
        const { gameHome, result } = round;
        const number = round.round;
        const points = result?.points;
        const price = (amount: number | null | undefined) =>
          result && amount !== null && amount !== undefined ? formatPrice(amount, result.currency, language) : null;
        const [actualPrice, guessedPrice] = [price(result?.actualPrice), price(result?.amount)];
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
                <span className="visually-hidden">
                  <Trans>Round {number}:</Trans>{' '}
                </span>
                {gameHome.title}
              </h3>
              <p className="muted small">{gameHome.home.city}</p>
              {result && result.actualPrice !== null && result.actualPrice !== undefined && (
                <p className="round-result__prices small">
                  <Trans>
                    Price <strong>{actualPrice}</strong>
                  </Trans>
                  {result.amount !== null && result.amount !== undefined && (
                    <>
                      {' · '}
                      <Trans>
                        Guess <strong>{guessedPrice}</strong>
                      </Trans>
                    </>
                  )}
                  {result.diffPercent !== null && result.diffPercent !== undefined && (
                    <span className="muted"> ({formatSignedPercent(result.diffPercent, language)})</span>
                  )}
                </p>
              )}
              {result && (result.actualPrice === null || result.actualPrice === undefined) && (
                <p className="muted small">
                  <Trans>
                    Price hidden until you guess this home. <Link to={paths.gameStart(gameSlug)}>Play this game</Link>
                  </Trans>
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
                    <Trans>
                      <strong className="round-result__points">{points}</strong>{' '}
                      <span className="muted small">pts</span>
                    </Trans>
                  </span>
                  <span className="round-result__feedback small">{result.feedback}</span>
                </>
              ) : (
                <span className="muted small">
                  <Trans>Not guessed yet</Trans>
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
