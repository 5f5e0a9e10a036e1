import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareableResult } from './results-queries';
import { PracticeBadge } from './PracticeBadge';
import { ratingLabel } from './rating';
import './locales';

/**
 * The result as it may be posted anywhere: emojis per round, total, rating, rank. It takes a ShareableResult only,
 * a type with no price fields, so no actual or guessed price can end up here.
 */
export function ShareCard({ result }: { result: ShareableResult }) {
  const { i18n, t } = useLingui();
  const emojis = result.rounds.map((round) => round.emoji).join(' ');
  const { playerName, totalPoints } = result;
  return (
    <article className="share-card" aria-labelledby="share-card-title">
      <p className="eyebrow share-card__eyebrow">{result.gameTitle}</p>
      <h1 id="share-card-title" className="share-card__title">
        <Trans>
          {playerName} scored {totalPoints}
        </Trans>
        <span className="share-card__max">/{result.maxPoints}</span>
        {!result.ranked && <PracticeBadge />}
      </h1>
      <ol className="emoji-grid" aria-label={t`Rounds: ${emojis}`}>
        {result.rounds.map(({ round, emoji, points }) => (
          <li key={round} className={`emoji-grid__cell${points === null ? ' is-unplayed' : ''}`}>
            <span className="emoji-grid__emoji" aria-hidden="true">
              {emoji}
            </span>
            <span className="emoji-grid__label">
              <span aria-hidden="true">{round}</span>
              <span className="visually-hidden">
                {points === null
                  ? t`Round ${round}: not played`
                  : t`Round ${round}: ${plural(points, { one: '# point', other: '# points' })}`}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <dl className="share-card__stats">
        <div>
          <dt>
            <Trans>Rating</Trans>
          </dt>
          <dd>{ratingLabel(result.rating, i18n)}</dd>
        </div>
        {result.standing && (
          <div>
            <dt>
              <Trans>Standing</Trans>
            </dt>
            <dd>{result.standing}</dd>
          </div>
        )}
      </dl>
      {!result.isComplete && (
        <p className="muted small">
          <Trans>Game in progress: not every home has been guessed yet.</Trans>
        </p>
      )}
    </article>
  );
}
