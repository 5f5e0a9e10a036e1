import { useBrand } from '../brand/brand-context';
import { useLingui } from '@lingui/react/macro';
import { joinCodeProblem, normaliseJoinCode, PARTY_LIMITS } from '@ballpark/common/party-rules';
import { useState, type FormEvent } from 'react';
import { PLAYER_NAME_MAX_LENGTH, validatePlayerName } from '../game/PlayerNameForm';
import { errorMessage } from '../ui/errors';
import { useHydrated } from '../ui/hydration';
import { rememberedPlayerName, useRememberedPlayerName } from '../visitor/visitor-token';
import { TextField } from '../ui/TextField';
import { useJoinPartyRoom, type PartyRoom } from './party-queries';
import { FormSubmit } from '../ui/FormSubmit';
import './locales';

/**
 * Joining a room: its code (unless the page is the room's own, whose code is in its link) and a name. A player who
 * comes back to a room gets their seat and score again, under their first name.
 */
export function JoinRoomForm({ code: fixedCode, onJoined }: { code?: string; onJoined: (room: PartyRoom) => void }) {
  const { t, i18n } = useLingui();
  const [typedCode, setCode] = useState('');
  const [typedName, setName] = useState<string | null>(null);
  // The name last played under comes after hydration (local storage); it stands until typed over.
  const rememberedName = useRememberedPlayerName();
  const name = typedName ?? rememberedName;
  const [problems, setProblems] = useState<{ code: string | null; name: string | null }>({ code: null, name: null });
  const [serverError, setServerError] = useState<string | null>(null);
  const [join, { loading }] = useJoinPartyRoom();
  const hydrated = useHydrated();
  const { language } = useBrand();
  const maxPlayers = PARTY_LIMITS.maxPlayers;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      code: fixedCode ? null : joinCodeProblem(typedCode, language),
      name: validatePlayerName(name, i18n),
    };
    setProblems(found);
    setServerError(null);
    if (found.code || found.name) return;
    const code = fixedCode ?? normaliseJoinCode(typedCode)!;
    try {
      const { data } = await join({ variables: { code, playerName: name.trim() } });
      if (!data) throw new Error('No room');
      rememberedPlayerName.set(name.trim());
      onJoined(data.joinPartyRoom);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't join the room. Please try again.`, i18n));
    }
  }

  return (
    <form className="start-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      {!fixedCode && (
        <TextField
          label={t`Room code`}
          hint={t`The 4 letters your host shows or says, in any case.`}
          error={problems.code}
          className="party-code-input"
          value={typedCode}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          disabled={!hydrated}
        />
      )}
      <TextField
        label={t`Your name`}
        hint={t`How the room sees you, up to ${PLAYER_NAME_MAX_LENGTH} characters. Up to ${maxPlayers} players a room.`}
        error={problems.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="nickname"
        maxLength={PLAYER_NAME_MAX_LENGTH + 10}
        disabled={!hydrated}
      />
      <FormSubmit
        label={t`Join the room`}
        busyLabel={t`Joining…`}
        busy={loading}
        hydrated={hydrated}
        refusal={serverError}
      />
    </form>
  );
}
