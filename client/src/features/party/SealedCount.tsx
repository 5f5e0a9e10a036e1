import { Trans } from '@lingui/react/macro';
import type { PartyRound } from './party-queries';
import './locales';

/** The guesses sealed so far: how many, never who nor what, out of the guesses that reveal the round. */
export function SealedCount({ round, large = false }: { round: PartyRound; large?: boolean }) {
  const count = round.guessCount;
  const expected = round.guessesExpected;
  return (
    <p className={`party-sealed${large ? ' party-sealed--large' : ''}`} role="status">
      <span aria-hidden="true">🔒 </span>
      <Trans>
        Sealed: <strong>{count}</strong> of {expected} have guessed
      </Trans>
    </p>
  );
}
