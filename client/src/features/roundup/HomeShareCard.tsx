import { MAX_POINTS_PER_GUESS } from '@ballpark/common/scoring';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HomePicture } from '../play/HomePicture';
import type { ShareableHomeResult } from './home-result-queries';
import './locales';

/**
 * One home's result as it may be posted anywhere: the home, the emoji, the points and the feedback. It takes a
 * ShareableHomeResult only, a type with no price fields, so no actual or guessed price can end up here.
 */
export function HomeShareCard({ result }: { result: ShareableHomeResult }) {
  const { gameHome, playerName, points, guessCount, roundCount } = result;
  const { t } = useLingui();
  return (
    <article className="share-card home-share-card" aria-labelledby="share-card-title">
      <p className="eyebrow share-card__eyebrow">{result.gameTitle}</p>
      <h1 id="share-card-title" className="share-card__title">
        {points === null ? (
          t`${playerName} has yet to guess this home`
        ) : (
          <Trans>
            {playerName} scored {points}
            <span className="share-card__max">/{MAX_POINTS_PER_GUESS}</span>
          </Trans>
        )}
      </h1>
      <HomePicture home={gameHome.home} className="home-share-card__picture" width={400} height={300} />
      <p className="home-share-card__home">
        <strong>{gameHome.title}</strong>, {gameHome.home.city}
      </p>
      {result.feedback && (
        <p className="home-share-card__feedback">
          <span className="home-share-card__emoji" aria-hidden="true">
            {result.emoji}
          </span>{' '}
          {result.feedback}
        </p>
      )}
      <p className="muted small">
        {t`${guessCount} of ${plural(roundCount, { one: '# home', other: '# homes' })} of this game guessed`}
      </p>
    </article>
  );
}
