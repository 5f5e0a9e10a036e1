import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import { LocalTime } from '../ui/LocalTime';
import { ScoreTable } from '../ui/ScoreTable';
import type { HomeGuess } from './guesses-queries';
import './locales';
import { YouBadge } from '../ui/YouBadge';

/** Everyone's guesses for one home, newest first; the viewer's own row stands out. */
export function GuessesTable({ guesses, currency }: { guesses: readonly HomeGuess[]; currency: string }) {
  const { i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  return (
    <ScoreTable
      caption={<Trans>Everyone's guesses, newest first</Trans>}
      captionHidden
      rows={guesses}
      rowKey={(guess) => guess.id}
      isViewer={(guess) => guess.isViewer}
      columns={[
        {
          header: <Trans>Player</Trans>,
          cell: (guess) => (
            <>
              {guess.playerName}
              {guess.isViewer && <YouBadge />}
            </>
          ),
        },
        {
          header: <Trans>Guess</Trans>,
          numeric: true,
          cell: (guess) => formatPrice(guess.amount, currency, language),
        },
        {
          header: <Trans>Points</Trans>,
          numeric: true,
          cell: (guess) => (
            <>
              <span aria-hidden="true">{guess.emoji}</span> {guess.points}
            </>
          ),
        },
        { header: <Trans>When</Trans>, cell: (guess) => <LocalTime value={guess.guessedAt} show="relative" /> },
      ]}
    />
  );
}
