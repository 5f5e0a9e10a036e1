import type { BrandLocale } from '@ballpark/common/brand-components';
import { diffPercent, emojiFor, feedbackFor } from '@ballpark/common/scoring';
import { toGameHome } from '../game/game.mapper';
import type { GuessEntity } from './guess.entity';
import type { HomeGuessesPage } from './guess.service';
import type { GuessResultType, HomeGuessesType } from './guess.types';

/**
 * The mappers through which a solo game's prices leave the server (the price-secrecy list in docs/ARCHITECTURE.md;
 * a party's is `revealView` in party-view.ts). Each is given what the reveal rule decided, never decides it.
 */

/**
 * A guess's result: `revealed` comes from the reveal rule (`SessionService`, the guess itself for its own player).
 * The host's commentary on the home follows the same rule.
 */
export function toGuessResult(
  guess: GuessEntity,
  home: { currency: string; actualPrice: number; commentary: string | null },
  revealed: boolean,
  locale: BrandLocale,
): GuessResultType {
  return {
    id: guess.id,
    amount: revealed ? guess.amount : null,
    actualPrice: revealed ? home.actualPrice : null,
    commentary: revealed ? home.commentary : null,
    currency: home.currency,
    diffPercent: revealed ? Math.round(diffPercent(guess.amount, home.actualPrice) * 10) / 10 : null,
    points: guess.points,
    feedback: feedbackFor(guess.amount, home.actualPrice, locale),
    emoji: emojiFor(guess.points),
    guessedAt: guess.createdAt,
  };
}

/** Everyone's guesses of a home, with its price: `GuessService.forHome` answers only a viewer who has guessed it. */
export function toHomeGuesses(page: HomeGuessesPage, viewer: string): HomeGuessesType {
  const listing = page.gameHome.listing!;
  return {
    // Outside a session a home has no round: each session draws its own.
    gameHome: toGameHome(page.gameHome, null, page.variant),
    commentary: page.gameHome.commentary,
    actualPrice: listing.actualPrice,
    currency: listing.currency,
    totalCount: page.totalCount,
    averageGuess: page.averageGuess,
    guesses: page.guesses.map((row) => ({
      id: row.id,
      playerName: row.playerName,
      amount: row.amount,
      points: row.points,
      emoji: emojiFor(row.points),
      guessedAt: row.guessedAt,
      isViewer: row.playerId === viewer,
      reason: row.reason,
    })),
  };
}
