import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorCode, errorMessage } from '../../ui/errors';
import { GuessResultCard } from './GuessResultCard';
import { GuessFacts } from './HomeFacts';
import { useSubmitGuess, type PlayRound, type PlaySession } from '../play-queries';
import { PriceGuessForm } from '../PriceGuessForm';
import './locales';

interface GuessPanelProps {
  session: PlaySession;
  round: PlayRound;
  /** Reloads the session: a guess already locked elsewhere (another tab) shows instead of the form. */
  reload: () => void;
  /** The way on once the home is guessed: the next home, or the results. */
  next: { to: string; label: string };
  /** More links under the result. */
  resultLinks?: ReactNode;
  /** Shown under the result once the home is guessed. */
  afterResult?: ReactNode;
}

/** One round's guess box: the facts a guess needs and the price form, then the result and the way on. */
export function GuessPanel({ session, round, reload, next, resultLinks, afterResult }: GuessPanelProps) {
  const { t } = useLingui();
  const [submitGuess, { loading: submitting }] = useSubmitGuess();
  const [serverError, setServerError] = useState<string | null>(null);
  const [justGuessed, setJustGuessed] = useState(false);
  const nextButton = useRef<HTMLAnchorElement>(null);
  const home = round.gameHome.home;

  // After a guess the way on gets focus: Enter moves to the next home, while the live region reads out the result.
  useEffect(() => {
    if (justGuessed && round.result) nextButton.current?.focus();
  }, [justGuessed, round.result]);

  async function submit(amount: number) {
    setServerError(null);
    try {
      await submitGuess({ variables: { input: { sessionId: session.id, gameHomeId: round.gameHome.id, amount } } });
      setJustGuessed(true);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't save your guess. Please try again.`));
      // Already guessed (another tab, a double submit): load the locked result so it shows instead of the form.
      if (errorCode(error) === 'CONFLICT') reload();
    }
  }

  return (
    <div className="card card--raised guess-panel">
      <div aria-live="polite" className="guess-panel__live">
        {round.result && (
          <GuessResultCard result={round.result} home={home}>
            <Link className="button button--accent button--large button--block" to={next.to} ref={nextButton}>
              {next.label}
            </Link>
            {resultLinks}
          </GuessResultCard>
        )}
      </div>
      {!round.result && (
        <>
          <h2 className="guess-panel__title">
            <Trans>What's it worth?</Trans>
          </h2>
          <GuessFacts home={home} />
          <PriceGuessForm
            currency={home.currency}
            onSubmit={(amount) => void submit(amount)}
            submitting={submitting}
            serverError={serverError}
            autoFocus
          />
        </>
      )}
      {round.result && serverError && (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      )}
      {round.result && afterResult}
    </div>
  );
}
