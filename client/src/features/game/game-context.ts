import { variantRules, type GameVariantRules } from '@ballpark/common/game-variants';
import type { GameVariant } from '@ballpark/common/page-routes';
import { useOutletContext } from 'react-router';
import type { GameLayoutQuery, GameVariant as ApiGameVariant } from '../../graphql/generated/graphql';

export type GameSummary = NonNullable<GameLayoutQuery['game']>;

export interface GameContextValue {
  game: GameSummary;
  /** The variant whose paths the game is shown under: its pages link within it. */
  variant: GameVariant;
}

/** The game loaded by GameLayout, for the pages rendered in its <Outlet>. */
export function useGameContext(): GameContextValue {
  return useOutletContext<GameContextValue>();
}

/**
 * A game's variant rules (GAME-RULES "Game variants"), from the API's name of its variant: what pages read instead of
 * testing which variant a game is. Kept here, in the module every game page loads, rather than in a chunk of its own.
 */
export function rulesOf(game: { variant: ApiGameVariant }): GameVariantRules {
  return variantRules(game.variant.toLowerCase() as Lowercase<ApiGameVariant>);
}
