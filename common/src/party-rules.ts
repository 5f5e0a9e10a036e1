import type { BrandLocale } from './brand-components';

/**
 * The public rules of party rooms (GAME-RULES "Party mode") that the host's and the players' forms check before the
 * server does: formats, round timer, seats and the join code's letters.
 */
export const PARTY_LIMITS = {
  maxPlayers: 10,
  roundCounts: [3, 5, 10],
  roundSeconds: { min: 10, max: 120 },
} as const;

/**
 * Why the server refused a party request: every party refusal is FORBIDDEN with one of these as its `reason`
 * extension, so a client acts on what happened, not on the code alone. The room's gate offers the join form for
 * NOT_SEATED and says why for REMOVED, FINISHED and FULL; the others are the refused action's own message.
 */
export type PartyRefusalReason =
  | 'NOT_SEATED'
  | 'REMOVED'
  | 'FINISHED'
  | 'FULL'
  | 'HOST_ONLY'
  | 'NEEDS_A_PLAYER'
  | 'TOO_FEW_HOMES'
  | 'TOKEN_GAME'
  | 'GAME_NOT_OPEN'
  | 'NO_ROUND_OPEN'
  | 'PRESENTING'
  | 'JOINED_MID_ROUND'
  | 'TIME_UP';

/** The round timer a new room offers first: long enough to look at the pictures, short enough to keep a party going. */
export const PARTY_DEFAULT_ROUND_SECONDS = 30;

/**
 * One letter of each group that sounds alike when spelled aloud (B of B/D/P/T/V/Z, F of F/S/X, M of M/N, K of J/K,
 * Q of Q/U...), and no vowel, so a code read across a room is heard right and no code spells a word: 10,000 codes.
 */
export const JOIN_CODE_ALPHABET = 'BFHKLMQRWY';
export const JOIN_CODE_LENGTH = 4;

/** What a player typed, as stored: case and spaces do not matter ("bf hk" finds BFHK); null when it cannot be a code. */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH || [...code].some((letter) => !JOIN_CODE_ALPHABET.includes(letter))) return null;
  return code;
}

const JOIN_CODE_PROBLEMS: Record<BrandLocale, { empty: string; length: string; letters: string }> = {
  en: {
    empty: `Enter the ${JOIN_CODE_LENGTH}-letter code of the room.`,
    length: `A room code has ${JOIN_CODE_LENGTH} letters.`,
    letters: `Room codes use only the letters ${JOIN_CODE_ALPHABET.split('').join(' ')}.`,
  },
  es: {
    empty: `Escribe el código de ${JOIN_CODE_LENGTH} letras de la sala.`,
    length: `Un código de sala tiene ${JOIN_CODE_LENGTH} letras.`,
    letters: `Los códigos de sala solo usan las letras ${JOIN_CODE_ALPHABET.split('').join(' ')}.`,
  },
};

/** Why a typed code cannot be one, in words a player can act on (in the page's language); null when it can. */
export function joinCodeProblem(typed: string, language: BrandLocale): string | null {
  if (normaliseJoinCode(typed) !== null) return null;
  const letters = typed.replace(/[\s-]/g, '');
  const words = JOIN_CODE_PROBLEMS[language];
  if (letters === '') return words.empty;
  if (letters.length !== JOIN_CODE_LENGTH) return words.length;
  return words.letters;
}
