import type { GameVariant } from '@ballpark/common/page-routes';
import { useOutletContext } from 'react-router';
import type { GameLayoutQuery } from '../../graphql/generated/graphql';

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
