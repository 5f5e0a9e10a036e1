import { DomainError } from '@ballpark/common/errors';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { validatePriceGuess } from '@ballpark/common/price-input';
import { scoreGuess, type ScoringMode } from '@ballpark/common/scoring';

/**
 * The one validate-and-score step of every guess, solo or party: the amount is checked against the public bounds (a
 * refusal names the limit in the home's currency, which is public too, in the brand's locale), then scored against the
 * home's price. Returns the points; a bad amount is BAD_USER_INPUT, before anything is written.
 */
export function scoredGuess(
  amount: number,
  home: { actualPrice: number; currency: string },
  scoringMode: ScoringMode,
  locale: BrandLocale,
): number {
  const problem = validatePriceGuess(amount, locale, home.currency);
  if (problem) throw new DomainError('BAD_USER_INPUT', problem);
  return scoreGuess(amount, home.actualPrice, scoringMode);
}
