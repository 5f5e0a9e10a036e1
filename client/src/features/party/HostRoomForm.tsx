import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PARTY_DEFAULT_ROUND_SECONDS, PARTY_LIMITS } from '@ballpark/common/party-rules';
import { useId, useState, type FormEvent } from 'react';
import { PLAYER_NAME_MAX_LENGTH, validatePlayerName } from '../game/PlayerNameForm';
import { errorMessage } from '../ui/errors';
import { useHydrated } from '../ui/hydration';
import { rememberedPlayerName, useRememberedPlayerName } from '../visitor/visitor-token';
import { TextField } from '../ui/TextField';
import { useCreatePartyRoom, type PartyRoom } from './party-queries';
import { FormSubmit } from '../ui/FormSubmit';
import './locales';

/** A game the form offers: one of this site's, open now, that a party can play. */
export interface PartyGameChoice {
  slug: string;
  title: string;
  poolSize: number;
}

/** The timers a host picks from: the API takes any whole second from 10 to 120; these are the ones worth offering. */
const TIMER_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120].filter(
  (seconds) => seconds >= PARTY_LIMITS.roundSeconds.min && seconds <= PARTY_LIMITS.roundSeconds.max,
);

/** Opening a room: the game, how many rounds, the timer, the host's name. */
export function HostRoomForm({
  games,
  initialGameSlug,
  onCreated,
}: {
  games: readonly PartyGameChoice[];
  initialGameSlug: string | null;
  /** `hostPlays` false: the host only presents the room on a shared screen. */
  onCreated: (room: PartyRoom, hostPlays: boolean) => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [gameSlug, setGameSlug] = useState(
    games.some((game) => game.slug === initialGameSlug) ? initialGameSlug! : games[0].slug,
  );
  const game = games.find((candidate) => candidate.slug === gameSlug) ?? games[0];
  const [roundCount, setRoundCount] = useState<number>(PARTY_LIMITS.roundCounts[0]);
  const [roundSeconds, setRoundSeconds] = useState(PARTY_DEFAULT_ROUND_SECONDS);
  const [presents, setPresents] = useState(false);
  const rememberedName = useRememberedPlayerName();
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? rememberedName;
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading }] = useCreatePartyRoom();
  const hydrated = useHydrated();
  // A game with fewer homes than a format cannot play it: those formats are off, and a chosen one falls back.
  const playable = (count: number) => count <= game.poolSize;
  const rounds = playable(roundCount) ? roundCount : PARTY_LIMITS.roundCounts.filter(playable).at(-1);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePlayerName(name, i18n);
    setNameProblem(problem);
    setServerError(null);
    if (problem) return;
    if (rounds === undefined) {
      const title = game.title;
      setServerError(t`${title} has too few homes for a party: choose another game.`);
      return;
    }
    try {
      const { data } = await create({
        variables: {
          input: {
            gameSlug: game.slug,
            roundCount: rounds,
            roundSeconds,
            playerName: name.trim(),
            hostPlays: !presents,
          },
        },
      });
      if (!data) throw new Error('No room');
      rememberedPlayerName.set(name.trim());
      onCreated(data.createPartyRoom, !presents);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't open the room. Please try again.`, i18n));
    }
  }

  return (
    <form className="start-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-game`}>
          <Trans>Game</Trans>
        </label>
        <select
          id={`${id}-game`}
          value={game.slug}
          onChange={(event) => setGameSlug(event.target.value)}
          disabled={!hydrated}
        >
          {games.map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="party-fieldset">
        <legend>
          <Trans>Rounds</Trans>
        </legend>
        <div className="segmented">
          {PARTY_LIMITS.roundCounts.map((count) => (
            <label
              key={count}
              className={`segmented__option${count === rounds ? ' is-checked' : ''}${playable(count) ? '' : ' is-disabled'}`}
            >
              <input
                type="radio"
                name={`${id}-rounds`}
                value={count}
                checked={count === rounds}
                disabled={!hydrated || !playable(count)}
                onChange={() => setRoundCount(count)}
              />
              <span>
                <Plural value={count} one="# home" other="# homes" />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-timer`}>
          <Trans>Time to guess each home</Trans>
        </label>
        <select
          id={`${id}-timer`}
          value={roundSeconds}
          onChange={(event) => setRoundSeconds(Number(event.target.value))}
          disabled={!hydrated}
        >
          {TIMER_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t`${seconds} seconds`}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t`Your name`}
        hint={t`How the room sees you, up to ${PLAYER_NAME_MAX_LENGTH} characters.`}
        error={nameProblem}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="nickname"
        maxLength={PLAYER_NAME_MAX_LENGTH + 10}
        disabled={!hydrated}
      />
      <div className="party-check">
        <input
          id={`${id}-presents`}
          type="checkbox"
          checked={presents}
          onChange={(event) => setPresents(event.target.checked)}
          disabled={!hydrated}
          aria-describedby={`${id}-presents-hint`}
        />
        <label htmlFor={`${id}-presents`}>
          <Trans>I'll present on a shared screen</Trans>
        </label>
        <span id={`${id}-presents-hint`} className="field-hint">
          <Trans>
            For a quiz host: you show the homes and the scores on a TV or a projector, and do not guess yourself.
          </Trans>
        </span>
      </div>
      <FormSubmit
        label={t`Open a room`}
        busyLabel={t`Opening…`}
        busy={loading}
        hydrated={hydrated}
        refusal={serverError}
      />
    </form>
  );
}
