import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import type { PartyPlayer, PartyReveal } from './party-queries';
import './locales';

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
  const { i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const viewerSeat = players.find((player) => player.isViewer)?.seat;
  if (reveal.guesses.length === 0)
    return (
      <p className="muted">
        <Trans>Nobody guessed this home.</Trans>
      </p>
    );
  return (
    <table className={`table party-reveal${large ? ' party-reveal--large' : ''}`}>
      <caption>
        <Trans>Every guess, nearest first</Trans>
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
        </tr>
      </thead>
      <tbody>
        {reveal.guesses.map((guess) => (
          <tr key={guess.seat} className={guess.closest ? 'is-closest' : undefined}>
            <td>
              {guess.closest && (
                <span className="closest-badge">
                  <span aria-hidden="true">🎯 </span>
                  <Trans>Closest</Trans>
                </span>
              )}{' '}
              {guess.playerName}
              {guess.seat === viewerSeat && !large && (
                <span className="you-badge">
                  <Trans>You</Trans>
                </span>
              )}
            </td>
            <td className="number">{formatPrice(guess.amount, reveal.currency, language)}</td>
            <td className="number">
              <strong>+{guess.points}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
