import type { ShareableResult } from './results-queries';
import { PracticeBadge } from './PracticeBadge';
import { ratingLabel } from './rating';

/**
 * The result as it may be posted anywhere: emojis per round, total, rating, rank. It takes a ShareableResult only,
 * a type with no price fields, so no actual or guessed price can end up here.
 */
export function ShareCard({ result }: { result: ShareableResult }) {
  const emojis = result.rounds.map((round) => round.emoji).join(' ');
  return (
    <article className="share-card" aria-labelledby="share-card-title">
      <p className="eyebrow share-card__eyebrow">{result.gameTitle}</p>
      <h1 id="share-card-title" className="share-card__title">
        {result.playerName} scored {result.totalPoints}
        <span className="share-card__max">/{result.maxPoints}</span>
        {!result.ranked && <PracticeBadge />}
      </h1>
      <ol className="emoji-grid" aria-label={`Rounds: ${emojis}`}>
        {result.rounds.map((round) => (
          <li key={round.round} className={`emoji-grid__cell${round.points === null ? ' is-unplayed' : ''}`}>
            <span className="emoji-grid__emoji" aria-hidden="true">
              {round.emoji}
            </span>
            <span className="emoji-grid__label">
              <span className="visually-hidden">Round </span>
              {round.round}
              <span className="visually-hidden">
                : {round.points === null ? 'not played' : `${round.points} points`}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <dl className="share-card__stats">
        <div>
          <dt>Rating</dt>
          <dd>{ratingLabel(result.rating)}</dd>
        </div>
        {result.standing && (
          <div>
            <dt>Standing</dt>
            <dd>{result.standing}</dd>
          </div>
        )}
      </dl>
      {!result.isComplete && <p className="muted small">Game in progress: not every home has been guessed yet.</p>}
    </article>
  );
}
