import type { BrandLocale } from '@ballpark/common/brand-components';
import { GUESS_REASON_MAX_LENGTH } from '@ballpark/common/game-variants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { guessReasonProblem, normaliseGuessReason } from '@ballpark/common/guess-reason';
import './locales';

interface GuessReasonFormProps {
  /** The reason already given (a guess has one at most): shown instead of the form. */
  givenReason: string | null;
  /** Called with the reason, on one line and within the limit. */
  onSubmit: (reason: string) => void;
  submitting?: boolean;
  /** A message from the server (e.g. a reason was given already), shown under the field. */
  serverError?: string | null;
}

/** After a guess, one line on why, given once; it shows with the guess in the thread's comments. */
export function GuessReasonForm({ givenReason, onSubmit, submitting = false, serverError }: GuessReasonFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = guessReasonProblem(text, language);
    setProblem(found);
    if (!found) onSubmit(normaliseGuessReason(text));
  }

  const length = normaliseGuessReason(text).length;
  const message = problem ?? serverError ?? null;
  return (
    <div className="reason-box">
      {givenReason === null && (
        <form className="reason-form" onSubmit={handleSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-reason`}>
              <Trans>Why that price?</Trans>
            </label>
            <input
              id={`${id}-reason`}
              name="reason"
              type="text"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                // Too long says so at once; an empty box only when posted.
                const found = guessReasonProblem(event.target.value, language);
                setProblem(found && normaliseGuessReason(event.target.value).length > 0 ? found : null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            />
            <span id={`${id}-hint`} className="field-hint">
              <Trans>
                One line, up to {GUESS_REASON_MAX_LENGTH} characters ({length} so far), once. Players who guess this
                home read it with your guess.
              </Trans>
            </span>
            {message && (
              <span id={`${id}-error`} className="field-error" role="alert">
                {message}
              </span>
            )}
          </div>
          <button type="submit" className="button button--secondary" disabled={submitting}>
            {submitting ? t`Posting…` : t`Post my reason`}
          </button>
        </form>
      )}
      {/* Always there, so the reason is announced when it is posted. */}
      <p className="reason-box__posted" role="status">
        {givenReason !== null && t`Your reason: “${givenReason}”`}
      </p>
    </div>
  );
}
