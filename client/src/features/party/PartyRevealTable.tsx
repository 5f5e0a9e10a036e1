import { formatPrice } from '@ballpark/common/price-format';
import type { PartyPlayer, PartyReveal } from './party-queries';

/** A revealed round: every guess, nearest the price first, with its points; the closest stand out. */
export function PartyRevealTable({
  reveal,
  players,
  large = false,
}: {
  reveal: PartyReveal;
  players: readonly PartyPlayer[];
  large?: boolean;
}) {
  const viewerSeat = players.find((player) => player.isViewer)?.seat;
  if (reveal.guesses.length === 0) return <p className="muted">Nobody guessed this home.</p>;
  return (
    <table className={`table party-reveal${large ? ' party-reveal--large' : ''}`}>
      <caption>Every guess, nearest first</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col" className="number">
            Guess
          </th>
          <th scope="col" className="number">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {reveal.guesses.map((guess) => (
          <tr key={guess.seat} className={guess.closest ? 'is-closest' : undefined}>
            <td>
              {guess.closest && (
                <span className="closest-badge">
                  <span aria-hidden="true">🎯 </span>Closest
                </span>
              )}{' '}
              {guess.playerName}
              {guess.seat === viewerSeat && !large && <span className="you-badge">You</span>}
            </td>
            <td className="number">{formatPrice(guess.amount, reveal.currency)}</td>
            <td className="number">
              <strong>+{guess.points}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
