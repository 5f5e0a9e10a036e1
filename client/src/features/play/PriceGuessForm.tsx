import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { checkPriceGuess, currencyName } from '@ballpark/common/price-input';
import { currencySymbol, formatPrice } from '@ballpark/common/price-format';
import { useBrand } from '../brand/brand-context';
import { useHydrated } from '../ui/hydration';
import './locales';

interface PriceGuessFormProps {
  currency: string;
  onSubmit: (amount: number) => void;
  submitting?: boolean;
  /** The server's answer when a guess was refused (e.g. already guessed). */
  serverError?: string | null;
  autoFocus?: boolean;
}

/**
 * A price input that reads a price as the brand's locale writes it ("450k", "1.2m", "£450,000"; "450.000 €", "1,2 M€",
 * "450 mil"), shows what it understood, and locks the guess. It reads and refuses with the rules the server applies.
 */
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

  const { language } = useBrand();
  const { t } = useLingui();
  const { amount, problem } = checkPriceGuess(text, currency, language);
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

  const symbol = currencySymbol(currency, language);
  const example = formatPrice(450_000, currency, language);
  // An example amount the player might type, of this currency's size: a dollar home costs more than a pound one.
  const guessPlaceholder = currency === 'USD' ? t`e.g. 650k` : t`e.g. 450k`;
  return (
    <form className="guess-form" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <div className="field">
        <label htmlFor={`${id}-guess`}>
          <Trans>Your guess</Trans>{' '}
          <span className="muted">
            ({currencyName(currency, language)}, {symbol})
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
          placeholder={guessPlaceholder}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => text.trim() !== '' && setTouched(true)}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-preview${message ? ` ${id}-error` : ''}`}
          disabled={submitting || !hydrated}
        />
        <span id={`${id}-hint`} className="field-hint">
          <Trans>Type it any way you like: 450k, 1.2m or {example}.</Trans>
        </span>
        <output id={`${id}-preview`} htmlFor={`${id}-guess`} className="guess-form__preview" aria-live="polite">
          {amount !== null && !problem ? (
            <>
              <span className="visually-hidden">
                <Trans>Your guess reads as</Trans>{' '}
              </span>
              {formatPrice(amount, currency, language)}
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
        {submitting ? <Trans>Locking in…</Trans> : <Trans>Lock in my guess</Trans>}
      </button>
    </form>
  );
}
