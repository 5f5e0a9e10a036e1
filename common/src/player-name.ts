/**
 * Names players are shown by (a session's, a party seat's, an account's display name): how a name is cleaned before it
 * is stored, and when two names read the same. The server applies both (`normalisePlayerName`, party joins).
 */

/**
 * Characters that are invisible or steer text (controls, zero-width spaces, bidi marks, fillers, default-ignorable
 * code points), except those that hold an emoji together: the zero-width joiner and the variation selectors.
 */
const INVISIBLE = /\p{Cc}|(?!\u200d|\p{Variation_Selector})[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** The name as stored and shown: composed (NFC), invisible characters dropped, spaces collapsed and trimmed. */
export function cleanPlayerName(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/**
 * What a name reads as, for telling two players apart: compatibility forms folded (NFKC: full-width letters,
 * ligatures, superscripts), every invisible character and space dropped, and case folded ("Straße" reads as
 * "STRASSE"). Two names with the same key would look alike on a scoreboard.
 */
export function playerNameKey(name: string): string {
  const letters = name.normalize('NFKC').replace(/\p{Cc}|\p{Cf}|\p{Default_Ignorable_Code_Point}|\s/gu, '');
  return letters.toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}
