import { useId, useState, type FormEvent } from 'react';
import { PLAYER_NAME_MAX_LENGTH, validatePlayerName } from './player-name';

interface PlayerNameFormProps {
  defaultName: string;
  /** Called with the trimmed, valid name. */
  onSubmit: (name: string) => void;
  submitting?: boolean;
  /** A message from the server (e.g. the game is closed), shown under the field. */
  serverError?: string | null;
  submitLabel?: string;
  /** The button's words while the name is sent. */
  submittingLabel?: string;
}

/** The name shown on the leaderboard: the one question before a game, or, where the game asks it then, after it. */
export function PlayerNameForm({
  defaultName,
  onSubmit,
  submitting = false,
  serverError,
  submitLabel = 'Start game',
  submittingLabel = 'Starting…',
}: PlayerNameFormProps) {
  const id = useId();
  // The default can arrive after the first render (a remembered name is read after hydration): it stands until typed over.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? defaultName;
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePlayerName(name);
    setError(problem);
    if (!problem) onSubmit(name.trim());
  }

  const message = error ?? serverError ?? null;
  return (
    <form className="start-form" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          name="playerName"
          type="text"
          autoComplete="nickname"
          maxLength={PLAYER_NAME_MAX_LENGTH + 10}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(validatePlayerName(event.target.value));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        />
        <span id={`${id}-hint`} className="field-hint">
          Shown on the leaderboard, up to {PLAYER_NAME_MAX_LENGTH} characters.
        </span>
        {message && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {message}
          </span>
        )}
      </div>
      <button type="submit" className="button button--accent button--large" disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
