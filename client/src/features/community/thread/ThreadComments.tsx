import { formatPrice } from '@ballpark/common/price-format';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LocalTime } from '../../ui/LocalTime';
import type { ThreadComments as Comments } from '../community-queries';
import './locales';
import { YouBadge } from '../../ui/YouBadge';

/** Everyone's guesses of a home as a thread's comments, newest first: who, what they guessed, and why. */
export function ThreadComments({ comments }: { comments: Comments }) {
  const { guesses, currency, averageGuess, totalCount } = comments;
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const price = (amount: number) => formatPrice(amount, currency, language);
  const shown = guesses.length;
  const average = averageGuess === null || averageGuess === undefined ? null : price(averageGuess);
  return (
    <>
      <p className="muted small">
        {t`${plural(totalCount, { one: '# guess', other: '# guesses' })}`}
        {average !== null && <> · {t`average ${average}`}</>}
      </p>
      <ol className="comments">
        {guesses.map((guess) => (
          <li key={guess.id} className={`comment${guess.isViewer ? ' is-viewer' : ''}`}>
            <p className="comment__meta">
              <strong>{guess.playerName}</strong>
              {guess.isViewer && <YouBadge />} · {t`guessed`} <strong>{price(guess.amount)}</strong> ·{' '}
              <span aria-hidden="true">{guess.emoji}</span>{' '}
              {t`${plural(guess.points, { one: '# point', other: '# points' })}`} ·{' '}
              <LocalTime value={guess.guessedAt} show="relative" />
            </p>
            {guess.reason ? (
              <p className="comment__reason">{guess.reason}</p>
            ) : (
              <p className="comment__reason comment__reason--none">
                <Trans>No reason given.</Trans>
              </p>
            )}
          </li>
        ))}
      </ol>
      {totalCount > guesses.length && (
        <p className="muted small">
          {t`Showing the newest ${shown} of ${plural(totalCount, { one: '# guess', other: '# guesses' })}.`}
        </p>
      )}
    </>
  );
}
