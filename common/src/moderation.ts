import type { BrandLocale } from './brand-components';
import type { LocaleText } from './locale-text';

/**
 * What the public sees of a player whose name a game's manager hid (guesstimates-manage): boards, everyone's guesses
 * and shared results show this instead. The name itself is kept, so hiding it can be undone.
 */
export const HIDDEN_PLAYER_NAMES: LocaleText = { en: 'Hidden player', es: 'Jugador oculto' };
/** The English name, for the views that do not yet read the brand's locale. */
export const HIDDEN_PLAYER_NAME = HIDDEN_PLAYER_NAMES.en;

export function publicPlayerName(name: string, hidden: boolean, locale: BrandLocale): string {
  return hidden ? HIDDEN_PLAYER_NAMES[locale] : name;
}
