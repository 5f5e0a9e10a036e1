import { useId, useRef, useState, type FormEvent } from 'react';
import {
  currencyName,
  currencySignProblem,
  currencySymbol,
  formatPrice,
  parsePriceInput,
  validatePriceGuess,
} from '@ballpark/common/price-input';
import { useHydrated } from '../ui/hydration';

const EMPTY = 'Type your guess first.';

/** The problem with a typed guess, or null when it can be sent (the same public rules the server applies). */
export function guessProblem(text: string, currency: string): string | null {
  if (text.trim() === '') return EMPTY;
  const wrongSign = currencySignProblem(text, currency);
  if (wrongSign) return wrongSign;
  const amount = parsePriceInput(text);
  if (amount === null) return `We can't read that as a price. Try 450k, 1.2m or ${formatPrice(450_000, currency)}.`;
  return validatePriceGuess(amount, currency);
}

interface PriceGuessFormProps {
  currency: string;
  onSubmit: (amount: number) => void;
  submitting?: boolean;
  /** The server's answer when a guess was refused (e.g. already guessed). */
  serverError?: string | null;
  autoFocus?: boolean;
}

/** A price input that reads "450k", "1.2m" or "£450,000", shows what it understood, and locks the guess. */
export function PriceGuessForm({
  currency,
  onSubmit,
  submitting = false,
  serverError,
  autoFocus = false,
}: PriceGuessFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  // Until its script runs, a server-rendered form would lose what is typed into it (hydrating resets the fields) and
  // submit as a plain GET that reloads the page: it waits, disabled.
  const hydrated = useHydrated();

  const amount = parsePriceInput(text);
  const problem = guessProblem(text, currency);
  // Out-of-range numbers are worth saying at once; unreadable text only once the player stops typing or submits.
  const shownProblem = touched || (amount !== null && problem !== null) ? problem : null;
  const message = shownProblem ?? serverError ?? null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (problem !== null || amount === null) {
      input.current?.focus();
      return;
    }
    onSubmit(amount);
  }

  const symbol = currencySymbol(currency);
  return (
    <form className="guess-form" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <div className="field">
        <label htmlFor={`${id}-guess`}>
          Your guess{' '}
          <span className="muted">
            ({currencyName(currency)}, {symbol})
          </span>
        </label>
        <input
          ref={input}
          id={`${id}-guess`}
          name="guess"
          type="text"
          className="guess-form__input"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={`e.g. ${currency === 'USD' ? '650k' : '450k'}`}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => text.trim() !== '' && setTouched(true)}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-preview${message ? ` ${id}-error` : ''}`}
          disabled={submitting || !hydrated}
        />
        <span id={`${id}-hint`} className="field-hint">
          Type it any way you like: 450k, 1.2m or {symbol}450,000.
        </span>
        <output id={`${id}-preview`} htmlFor={`${id}-guess`} className="guess-form__preview" aria-live="polite">
          {amount !== null && !problem ? (
            <>
              <span className="visually-hidden">Your guess reads as </span>
              {formatPrice(amount, currency)}
            </>
          ) : (
            <span className="muted" aria-hidden="true">
              {symbol}—
            </span>
          )}
        </output>
        {message && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {message}
          </span>
        )}
      </div>
      <button
        type="submit"
        className="button button--accent button--large button--block"
        disabled={submitting || !hydrated}
      >
        {submitting ? 'Locking in…' : 'Lock in my guess'}
      </button>
    </form>
  );
}
