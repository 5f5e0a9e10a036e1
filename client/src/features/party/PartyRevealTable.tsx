import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import { ScoreTable } from '../ui/ScoreTable';
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
    <ScoreTable
      caption={<Trans>Every guess, nearest first</Trans>}
      className={`party-reveal${large ? ' party-reveal--large' : ''}`}
      scroll={false}
      rows={reveal.guesses}
      rowKey={(guess) => guess.seat}
      rowClassName={(guess) => (guess.closest ? 'is-closest' : undefined)}
      columns={[
        {
          header: <Trans>Player</Trans>,
          cell: (guess) => (
            <>
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
            </>
          ),
        },
        {
          header: <Trans>Guess</Trans>,
          numeric: true,
          cell: (guess) => formatPrice(guess.amount, reveal.currency, language),
        },
        { header: <Trans>Points</Trans>, numeric: true, cell: (guess) => <strong>+{guess.points}</strong> },
      ]}
    />
  );
}
