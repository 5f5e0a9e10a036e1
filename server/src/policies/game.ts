import { isBrandAdmin, isCreator, isSiteAdmin, type Principal } from './principal';
import type { Policy } from './policy';

/** What the game policy reads of a game (`GameEntity` has these). */
export interface GameSubject {
  brandId: string;
  creatorAccountId: string | null;
}

/** The creator of the game (while they hold the creator role), an admin of its brand, or a site admin. */
function managesGame(principal: Principal, game: GameSubject): boolean {
  const ownGame = game.creatorAccountId !== null && game.creatorAccountId === principal.account?.id;
  return (ownGame && isCreator(principal)) || isBrandAdmin(principal, game.brandId) || isSiteAdmin(principal);
}

/** What may be done to one game. A game's sessions and boards are played by anyone: playing needs no policy. */
export const GAME_POLICY = {
  /** Edit the game and its homes (superbee). */
  update: {
    allows: managesGame,
    refusal: 'editGame',
  },
  /** See every guess on its homes, hide a player's name, keep a session off the boards (guesstimates-manage). */
  manageGuesses: {
    allows: managesGame,
    refusal: 'manageGuesses',
  },
} satisfies Policy<GameSubject>;

export type GameAction = keyof typeof GAME_POLICY;
