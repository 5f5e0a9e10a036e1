/**
 * What the public sees of a player whose name a game's manager hid (guesstimates-manage): boards, everyone's guesses
 * and shared results show this instead. The name itself is kept, so hiding it can be undone.
 */
export const HIDDEN_PLAYER_NAME = 'Hidden player';

export function publicPlayerName(name: string, hidden: boolean): string {
  return hidden ? HIDDEN_PLAYER_NAME : name;
}
