import { GUESS_REASON_MAX_LENGTH } from '@ballpark/common/game-variants';

/** A reason as the server keeps it: one line, its runs of spaces and line breaks made one space. */
export function normaliseGuessReason(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What is wrong with a reason, in the words the player sees, or null. */
export function guessReasonProblem(text: string): string | null {
  const length = normaliseGuessReason(text).length;
  if (length === 0) return 'Please write a reason.';
  if (length > GUESS_REASON_MAX_LENGTH)
    return `A reason can be at most ${GUESS_REASON_MAX_LENGTH} characters: this one has ${length}.`;
  return null;
}
