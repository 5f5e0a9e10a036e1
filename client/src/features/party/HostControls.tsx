import { useState } from 'react';
import { errorMessage } from '../ui/errors';
import { playersOf } from './party-words';
import {
  usePlayPartyAgain,
  useRemovePartyPlayer,
  useStartPartyRoom,
  type PartyPlayer,
  type PartyRoom,
} from './party-queries';

/** The host's Start, on either screen: the first round opens for everyone at once. */
export function StartButton({ room, large = false }: { room: PartyRoom; large?: boolean }) {
  const [start, { loading }] = useStartPartyRoom();
  const [problem, setProblem] = useState<string | null>(null);
  const players = playersOf(room.players).filter((player) => player.active).length;
  return (
    <div className="stack">
      <button
        type="button"
        className={`button button--accent${large ? ' button--large' : ''}`}
        disabled={loading}
        onClick={() => {
          setProblem(null);
          start({ variables: { code: room.code } }).catch((error: unknown) =>
            setProblem(errorMessage(error, "We couldn't start the game. Please try again.")),
          );
        }}
      >
        {loading ? 'Starting…' : `Start the game with ${players} ${players === 1 ? 'player' : 'players'}`}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The host removes a player (who cannot come back to this room). */
export function RemovePlayerButton({ room, player }: { room: PartyRoom; player: PartyPlayer }) {
  const [remove, { loading }] = useRemovePartyPlayer();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={loading}
        aria-label={`Remove ${player.name} from the room`}
        onClick={() => {
          setProblem(null);
          remove({ variables: { code: room.code, seat: player.seat } }).catch((error: unknown) =>
            setProblem(errorMessage(error, `We couldn't remove ${player.name}. Please try again.`)),
          );
        }}
      >
        Remove
      </button>
      {problem && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}

/**
 * The host's "play again": a new room for the same group, seated, scores at 0, new homes. Every screen of this room
 * follows it there (`nextRoomCode`, PartyRoomGate).
 */
export function PlayAgainButton({ room }: { room: PartyRoom }) {
  const [playAgain, { loading }] = usePlayPartyAgain();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button button--accent"
        disabled={loading}
        onClick={() => {
          setProblem(null);
          playAgain({ variables: { code: room.code } }).catch((error: unknown) =>
            setProblem(errorMessage(error, "We couldn't open the next room. Please try again.")),
          );
        }}
      >
        {loading ? 'Opening…' : 'Play again with everyone'}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
