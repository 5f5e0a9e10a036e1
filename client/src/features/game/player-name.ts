import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import './locales';

/** Player names are shown on leaderboards: 1-40 characters once trimmed (StartSessionInput.playerName). */
export const PLAYER_NAME_MAX_LENGTH = 40;

/** Why the name cannot be a player's, in the page's language; null when it can. */
export function validatePlayerName(name: string, i18n: I18n): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return i18n._(msg`Please enter a player name.`);
  if ([...trimmed].length > PLAYER_NAME_MAX_LENGTH) {
    const max = PLAYER_NAME_MAX_LENGTH;
    return i18n._(msg`Player names can be at most ${max} characters.`);
  }
  return null;
}
