/** Player names are shown on leaderboards: 1-40 characters once trimmed (StartSessionInput.playerName). */
export const PLAYER_NAME_MAX_LENGTH = 40;

export function validatePlayerName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Please enter a player name.';
  if ([...trimmed].length > PLAYER_NAME_MAX_LENGTH) {
    return `Player names can be at most ${PLAYER_NAME_MAX_LENGTH} characters.`;
  }
  return null;
}
