import { formatPrice } from '@ballpark/common/price-format';
import { formatInteger, plural } from '../ui/format';
import { LocalTime } from '../ui/LocalTime';
import type { ThreadComments as Comments } from './community-queries';

/** Everyone's guesses of a home as a thread's comments, newest first: who, what they guessed, and why. */
export function ThreadComments({ comments }: { comments: Comments }) {
  const { guesses, currency, averageGuess, totalCount } = comments;
  return (
    <>
      <p className="muted small">
        {plural(totalCount, 'guess', 'guesses')}
        {averageGuess !== null && averageGuess !== undefined && <> · average {formatPrice(averageGuess, currency)}</>}
      </p>
      <ol className="comments">
        {guesses.map((guess) => (
          <li key={guess.id} className={`comment${guess.isViewer ? ' is-viewer' : ''}`}>
            <p className="comment__meta">
              <strong>{guess.playerName}</strong>
              {guess.isViewer && <span className="you-badge">You</span>} · guessed{' '}
              <strong>{formatPrice(guess.amount, currency)}</strong> · <span aria-hidden="true">{guess.emoji}</span>{' '}
              {guess.points} points · <LocalTime value={guess.guessedAt} show="relative" />
            </p>
            {guess.reason ? (
              <p className="comment__reason">{guess.reason}</p>
            ) : (
              <p className="comment__reason comment__reason--none">No reason given.</p>
            )}
          </li>
        ))}
      </ol>
      {totalCount > guesses.length && (
        <p className="muted small">
          Showing the newest {guesses.length} of {formatInteger(totalCount)} guesses.
        </p>
      )}
    </>
  );
}
