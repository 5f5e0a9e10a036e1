import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import './locales';

/** The host's Start, on either screen: the first round opens for everyone at once. */
export function StartButton({ room, large = false }: { room: PartyRoom; large?: boolean }) {
  const { t, i18n } = useLingui();
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
            setRefusal({ text: errorMessage(error, t`We couldn't start the game. Please try again.`, i18n), players }),
          );
        }}
      >
        {loading
          ? t`Starting…`
          : players === 0
            ? t`Waiting for players to join`
            : t`${plural(players, { one: 'Start the game with # player', other: 'Start the game with # players' })}`}
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
  const { t, i18n } = useLingui();
  const [remove, { loading }] = useRemovePartyPlayer();
  const name = player.name;
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={t`Remove ${name} from the room`}
        onClick={() => setConfirming(true)}
      >
        {t`Remove`}
      </button>
    );
  return (
    <>
      <span className="party-remove-confirm" role="group" aria-label={t`Remove ${name}?`}>
        <button
          type="button"
          className="button button--danger button--small"
          disabled={loading}
          aria-label={t`Yes, remove ${name}: they cannot come back to this room`}
          onClick={() => {
            setProblem(null);
            remove({ variables: { code: room.code, seat: player.seat } }).catch((error: unknown) =>
              setProblem(errorMessage(error, t`We couldn't remove ${name}. Please try again.`, i18n)),
            );
          }}
        >
          {loading ? t`Removing…` : t`Remove ${name}`}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>
          {t`Keep`}
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
  const { t, i18n } = useLingui();
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
            setProblem(errorMessage(error, t`We couldn't open the next room. Please try again.`, i18n)),
          );
        }}
      >
        {loading ? t`Opening…` : t`Play again with everyone`}
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
