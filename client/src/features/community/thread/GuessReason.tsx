import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../ui/errors';
import { useAddGuessReason } from '../community-queries';
import { GuessReasonForm } from './GuessReasonForm';
import './locales';

interface GuessReasonProps {
  sessionId: string;
  gameHomeId: string;
  /** The guess the reason belongs to (the round's result): its comment shows the reason once added. */
  guessId: string;
  /** The reason the thread's comments show for that guess, if any. */
  givenReason: string | null;
}

/** The reason box of a guessed home: posts the reason once and shows it. */
export function GuessReason({ sessionId, gameHomeId, guessId, givenReason }: GuessReasonProps) {
  const [addReason, { loading }] = useAddGuessReason(guessId);
  const [posted, setPosted] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  async function post(reason: string) {
    setServerError(null);
    try {
      const { data } = await addReason({ variables: { sessionId, gameHomeId, reason } });
      setPosted(data?.addGuessReason ?? reason);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't post your reason. Please try again.`, i18n));
    }
  }

  return (
    <GuessReasonForm
      givenReason={givenReason ?? posted}
      onSubmit={(reason) => void post(reason)}
      submitting={loading}
      serverError={serverError}
    />
  );
}
