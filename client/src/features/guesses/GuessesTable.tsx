import { formatPrice } from '@ballpark/common/price-format';
import { LocalTime } from '../ui/LocalTime';
import type { HomeGuess } from './guesses-queries';

/** Everyone's guesses for one home, newest first; the viewer's own row stands out. */
export function GuessesTable({ guesses, currency }: { guesses: readonly HomeGuess[]; currency: string }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Everyone's guesses, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="number">
              Guess
            </th>
            <th scope="col" className="number">
              Points
            </th>
            <th scope="col">When</th>
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
                {guess.isViewer && <span className="you-badge">You</span>}
              </td>
              <td className="number">{formatPrice(guess.amount, currency)}</td>
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
