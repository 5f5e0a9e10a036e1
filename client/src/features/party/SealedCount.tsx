import type { PartyRoom, PartyRound } from './party-queries';
import { playersOf } from './party-words';

/** The guesses sealed so far: how many, never who nor what. */
export function SealedCount({ room, round, large = false }: { room: PartyRoom; round: PartyRound; large?: boolean }) {
  const players = playersOf(room.players).filter((player) => player.active).length;
  return (
    <p className={`party-sealed${large ? ' party-sealed--large' : ''}`} role="status">
      <span aria-hidden="true">🔒 </span>Sealed: <strong>{round.guessCount}</strong> of {players} have guessed
    </p>
  );
}
