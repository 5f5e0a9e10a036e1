import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import { LocalTime } from '../ui/LocalTime';
import type { HomeGuess } from './guesses-queries';
import './locales';

/** Everyone's guesses for one home, newest first; the viewer's own row stands out. */
export function GuessesTable({ guesses, currency }: { guesses: readonly HomeGuess[]; currency: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">
          <Trans>Everyone's guesses, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Player</Trans>
            </th>
            <th scope="col" className="number">
              <Trans>Guess</Trans>
            </th>
            <th scope="col" className="number">
              <Trans>Points</Trans>
            </th>
            <th scope="col">
              <Trans>When</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {guesses.map((guess) => (
            <tr
              key={guess.id}
              className={guess.isViewer ? 'is-viewer' : undefined}
              aria-current={guess.isViewer ? 'true' : undefined}
            >
              <td>
                {guess.playerName}
                {guess.isViewer && (
                  <span className="you-badge">
                    <Trans>You</Trans>
                  </span>
                )}
              </td>
              <td className="number">{formatPrice(guess.amount, currency, language)}</td>
              <td className="number">
                <span aria-hidden="true">{guess.emoji}</span> {guess.points}
              </td>
              <td>
                <LocalTime value={guess.guessedAt} show="relative" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
