import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HomePicture } from '../../play/HomePicture';
import type { RoundupHome } from '../roundup-queries';
import type { HomeGuess } from '../roundup-progress';
import './locales';

interface RoundupHomeCardProps {
  home: RoundupHome;
  /** The visitor's newest guess of this home, with the link to its result. */
  guess?: HomeGuess & { resultPath: string };
  /** Where to guess it: set for a home of the visitor's game in progress not guessed yet. */
  guessPath?: string;
}

/** One home of a roundup: its picture, title and place, then the visitor's points, or the way to guess it. */
export function RoundupHomeCard({ home, guess, guessPath }: RoundupHomeCardProps) {
  const titleId = `home-${home.id}-title`;
  const { t } = useLingui();
  // Said with each link, as a list of cards has many alike.
  const place = `${home.title}, ${home.home.city}`;
  return (
    <article className="card roundup-card" aria-labelledby={titleId}>
      <HomePicture
        home={home.home}
        className="roundup-card__picture"
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className="roundup-card__body">
        <h3 id={titleId} className="roundup-card__title">
          {home.title}
        </h3>
        <p className="muted small">
          {home.home.city}, {home.home.region}
        </p>
        {guess && (
          <p className="roundup-card__score">
            <span aria-hidden="true">{guess.emoji}</span>{' '}
            <strong>{t`${plural(guess.points, { one: '# point', other: '# points' })}`}</strong>
          </p>
        )}
      </div>
      {(guess || guessPath) && (
        <div className="roundup-card__actions">
          {guessPath && (
            <Link className="button button--accent button--small" to={guessPath}>
              <Trans>
                Guess this home<span className="visually-hidden">: {place}</span>
              </Trans>
            </Link>
          )}
          {guess && (
            <Link className="button button--secondary button--small" to={guess.resultPath}>
              <Trans>
                Your result<span className="visually-hidden"> for {place}</span>
              </Trans>
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
