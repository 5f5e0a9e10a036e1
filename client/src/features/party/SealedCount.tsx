import type { PartyRound } from './party-queries';

/** The guesses sealed so far: how many, never who nor what, out of the guesses that reveal the round. */
export function SealedCount({ round, large = false }: { round: PartyRound; large?: boolean }) {
  return (
    <p className={`party-sealed${large ? ' party-sealed--large' : ''}`} role="status">
      <span aria-hidden="true">🔒 </span>Sealed: <strong>{round.guessCount}</strong> of {round.guessesExpected} have
      guessed
    </p>
  );
}
