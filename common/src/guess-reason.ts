import type { BrandLocale } from './brand-components';
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

const REASON_PROBLEMS: Record<BrandLocale, { empty: string; tooLong: (length: number) => string }> = {
  en: {
    empty: 'Please write a reason.',
    tooLong: (length) => `A reason can be at most ${GUESS_REASON_MAX_LENGTH} characters: this one has ${length}.`,
  },
  es: {
    empty: 'Escribe un motivo.',
    tooLong: (length) =>
      `Un motivo puede tener como máximo ${GUESS_REASON_MAX_LENGTH} caracteres: este tiene ${length}.`,
  },
};

/**
 * What is wrong with a reason, in the words the player sees (the page's language, or the brand's on the server), or
 * null: the same check in the form and the server.
 */
export function guessReasonProblem(text: string, language: BrandLocale): string | null {
  const length = normaliseGuessReason(text).length;
  if (length === 0) return REASON_PROBLEMS[language].empty;
  if (length > GUESS_REASON_MAX_LENGTH) return REASON_PROBLEMS[language].tooLong(length);
  return null;
}
