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
  const players = playersOf(room.players).filter((player) => player.active).length;
  // A refusal is about the room as it was: once someone joins or leaves, it no longer holds.
  const [refusal, setRefusal] = useState<{ text: string; players: number } | null>(null);
  const problem = refusal?.players === players ? refusal.text : null;
  return (
    <div className="stack">
      <button
        type="button"
        className={`button button--accent${large ? ' button--large' : ''}`}
        disabled={loading || players === 0}
        onClick={() => {
          setRefusal(null);
          start({ variables: { code: room.code } }).catch((error: unknown) =>
            setRefusal({ text: errorMessage(error, "We couldn't start the game. Please try again."), players }),
          );
        }}
      >
        {loading
          ? 'Starting…'
          : players === 0
            ? 'Waiting for players to join'
            : `Start the game with ${players} ${players === 1 ? 'player' : 'players'}`}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The host removes a player (who cannot come back to this room), after saying so a second time. */
export function RemovePlayerButton({ room, player }: { room: PartyRoom; player: PartyPlayer }) {
  const [remove, { loading }] = useRemovePartyPlayer();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`Remove ${player.name} from the room`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </button>
    );
  return (
    <>
      <span className="party-remove-confirm" role="group" aria-label={`Remove ${player.name}?`}>
        <button
          type="button"
          className="button button--danger button--small"
          disabled={loading}
          aria-label={`Yes, remove ${player.name}: they cannot come back to this room`}
          onClick={() => {
            setProblem(null);
            remove({ variables: { code: room.code, seat: player.seat } }).catch((error: unknown) =>
              setProblem(errorMessage(error, `We couldn't remove ${player.name}. Please try again.`)),
            );
          }}
        >
          {loading ? 'Removing…' : `Remove ${player.name}`}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>
          Keep
        </button>
      </span>
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
