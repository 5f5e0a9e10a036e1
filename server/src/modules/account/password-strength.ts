import type { BrandLocale } from '@ballpark/common/brand-components';
import { ACCOUNT_MESSAGES } from '@ballpark/common/accounts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import * as zxcvbnEs from '@zxcvbn-ts/language-es-es';

/**
 * zxcvbn's score 3 and up: at least 10^8 guesses, against its lists of common passwords, words and names (common,
 * English and Spanish), keyboard walks, repeats, sequences, dates and the account's own email and name.
 */
const MIN_SCORE = 3;

/** Its warning and suggestions in each language of the brands; the estimator itself answers with their keys. */
const FEEDBACK: Record<BrandLocale, typeof zxcvbnEn.translations> = {
  en: zxcvbnEn.translations,
  es: zxcvbnEs.translations,
};

// Built on the first sign-up: ranking the dictionaries takes a second or more and tens of MB, which only sign-ups need.
let estimator: ZxcvbnFactory | null = null;

/**
 * Why a password is too easy to guess, in the brand's language (with zxcvbn's warning and suggestions), or null.
 * `personal` are the account's own words (email, display name): a password made of them is weak.
 */
export function weakPasswordProblem(password: string, personal: string[], locale: BrandLocale): string | null {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, ...zxcvbnEs.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
  });
  const { score, feedback } = estimator.check(password, personalWords(personal));
  if (score >= MIN_SCORE) return null;
  const words = FEEDBACK[locale];
  const messages = ACCOUNT_MESSAGES[locale];
  const warning = feedback.warning && words.warnings[feedback.warning as keyof typeof words.warnings];
  const suggestions = feedback.suggestions.map((key) => words.suggestions[key as keyof typeof words.suggestions]);
  return [messages.weakPassword, warning, ...(suggestions.length > 0 ? suggestions : [messages.weakPasswordHint])]
    .filter(Boolean)
    .map((sentence) => (/[.!?]$/.test(sentence!) ? sentence : `${sentence}.`))
    .join(' ');
}

/**
 * The words themselves, their email's local part, and their parts, each also without digits and without separators
 * ("ana.lima7@example.com": "ana.lima7", "ana.lima", "analima7", "analima", "ana", "lima7", "lima", "example", ...).
 */
function personalWords(personal: string[]): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    for (const variant of [word, word.replace(/\p{N}+/gu, ''), word.replace(/[^\p{L}\p{N}]+/gu, '')])
      if ([...variant].length >= 3) words.add(variant);
  };
  for (const text of personal) {
    const lower = text.trim().toLowerCase();
    add(lower);
    add(lower.split('@')[0]!);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) add(part);
    add(lower.replace(/[^\p{L}]+/gu, ''));
  }
  return [...words];
}
