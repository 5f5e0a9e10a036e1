import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../ui/hydration';
import { PLAYER_NAME_MAX_LENGTH, validatePlayerName } from './player-name';
import './locales';

// Other forms that ask a name (the party rooms') take its rules from here, not from player-name.ts: a module the
// bundler finds shared by more chunks becomes a file of its own, one more request on every game's first screen.
export { PLAYER_NAME_MAX_LENGTH, validatePlayerName };

/** What the form asked, trimmed and valid: the name where it asks it, the token where it asks one. */
export interface PlayerEntry {
  playerName?: string;
  entryToken?: string;
}

interface PlayerNameFormProps {
  defaultName: string;
  onSubmit: (entry: PlayerEntry) => void;
  submitting?: boolean;
  /**
   * A message from the server (e.g. the game is closed, the token is used), shown under the token field when the
   * form asks for one (the likelier culprit), else under the name.
   */
  serverError?: string | null;
  submitLabel?: string;
  /** Ask for the entry token the game's host handed out too (a game entered by token). */
  askEntryToken?: boolean;
  /**
   * Ask for the name (the default); false where the game asks it at the end: the form then asks only the token, or,
   * where the game wants none, nothing (a Start button).
   */
  asksName?: boolean;
  /** A sentence more under the name field. */
  nameNote?: string;
  /** The button's words while the name is sent. */
  submittingLabel?: string;
}

function validateEntryToken(token: string, i18n: I18n): string | null {
  return token.trim() ? null : i18n._(msg`Please enter the token your host gave you.`);
}

/**
 * The name shown on the leaderboard: the one question before a game (with, for a game entered by token, the token),
 * or, where the game asks it then, after it (before, the form then asks only the token, or nothing).
 */
export function PlayerNameForm({
  defaultName,
  onSubmit,
  submitting = false,
  serverError,
  submitLabel,
  askEntryToken = false,
  asksName = true,
  nameNote,
  submittingLabel,
}: PlayerNameFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  // The default can arrive after the first render (a remembered name is read after hydration): it stands until typed over.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? defaultName;
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  // Until its script runs, a server-rendered form would lose what is typed into it (hydrating resets the fields) and
  // submit as a plain GET that reloads the page: it waits, disabled.
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = asksName ? validatePlayerName(name, i18n) : null;
    const tokenProblem = askEntryToken ? validateEntryToken(token, i18n) : null;
    setError(problem);
    setTokenError(tokenProblem);
    if (problem || tokenProblem) return;
    onSubmit({
      ...(asksName && { playerName: name.trim() }),
      ...(askEntryToken && { entryToken: token.trim() }),
    });
  }

  const tokenMessage = askEntryToken ? (tokenError ?? serverError ?? null) : null;
  const message = error ?? (askEntryToken ? null : serverError) ?? null;
  return (
    <form className="start-form" onSubmit={handleSubmit} noValidate>
      {askEntryToken && (
        <div className="field">
          <label htmlFor={`${id}-token`}>
            <Trans>Entry token</Trans>
          </label>
          <input
            disabled={!hydrated}
            id={`${id}-token`}
            name="entryToken"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={token}
            onChange={(event) => {
              setToken(event.target.value);
              if (tokenError) setTokenError(validateEntryToken(event.target.value, i18n));
            }}
            aria-invalid={tokenError ? true : undefined}
            aria-describedby={`${id}-token-hint${tokenMessage ? ` ${id}-token-error` : ''}`}
          />
          <span id={`${id}-token-hint`} className="field-hint">
            <Trans>The token your host handed out. Each token starts one game, once.</Trans>
          </span>
          {tokenMessage && (
            <span id={`${id}-token-error`} className="field-error" role="alert">
              {tokenMessage}
            </span>
          )}
        </div>
      )}
      {asksName && (
        <div className="field">
          <label htmlFor={`${id}-name`}>
            <Trans>Your name</Trans>
          </label>
          <input
            disabled={!hydrated}
            id={`${id}-name`}
            name="playerName"
            type="text"
            autoComplete="nickname"
            maxLength={PLAYER_NAME_MAX_LENGTH + 10}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError(validatePlayerName(event.target.value, i18n));
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          />
          <span id={`${id}-hint`} className="field-hint">
            <Trans>Shown on the leaderboard, up to {PLAYER_NAME_MAX_LENGTH} characters.</Trans>
            {nameNote && ` ${nameNote}`}
          </span>
          {message && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {message}
            </span>
          )}
        </div>
      )}
      <button type="submit" className="button button--accent button--large" disabled={submitting || !hydrated}>
        {submitting ? (submittingLabel ?? t`Starting…`) : (submitLabel ?? t`Start game`)}
      </button>
      {!asksName && !askEntryToken && serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
    </form>
  );
}
