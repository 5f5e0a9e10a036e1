import type { BrandLocale } from '@ballpark/common/brand-components';
import type { GameVariant } from '@ballpark/common/game-variants';
import { toGameHome } from '../game/game.mapper';
import { toGuessResult } from '../guess/guess-results';
import type { RoundView } from './session.service';
import type { SessionRoundType } from './session.types';

/** One round of a session: its home and, once guessed, the result, revealed as the round's reveal rule says. */
export function toSessionRound(
  { round, gameHome, guess, revealed }: RoundView,
  variant: GameVariant,
  locale: BrandLocale,
): SessionRoundType {
  const { currency, actualPrice } = gameHome.listing!;
  return {
    round,
    gameHome: toGameHome(gameHome, round, variant),
    result: guess
      ? toGuessResult(guess, { currency, actualPrice, commentary: gameHome.commentary }, revealed, locale)
      : null,
  };
}
