import { GUESS_REASON_MAX_LENGTH } from './game-variants';

/**
 * A guess's one-line reason (community games) as it is kept: control and invisible format characters made spaces
 * (a zero-width joiner stays, as emoji need it), runs of spaces and line breaks made one space, trimmed.
 */
export function normaliseGuessReason(text: string): string {
  return text
    .replace(/\p{Cc}|(?!\u200d)\p{Cf}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What is wrong with a reason, in the words the player sees, or null: the same check in the form and the server. */
export function guessReasonProblem(text: string): string | null {
  const length = normaliseGuessReason(text).length;
  if (length === 0) return 'Please write a reason.';
  if (length > GUESS_REASON_MAX_LENGTH)
    return `A reason can be at most ${GUESS_REASON_MAX_LENGTH} characters: this one has ${length}.`;
  return null;
}
