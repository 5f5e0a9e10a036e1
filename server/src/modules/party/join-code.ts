import { randomInt } from 'node:crypto';

/**
 * One letter of each group that sounds alike when spelled aloud (B of B/D/P/T/V/Z, F of F/S/X, M of M/N, K of J/K,
 * Q of Q/U...), and no vowel, so a code read across a room is heard right and no code spells a word: 10,000 codes.
 */
export const JOIN_CODE_ALPHABET = 'BFHKLMQRWY';
export const JOIN_CODE_LENGTH = 4;

export function newJoinCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1)
    code += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** What a player typed, as stored: case and spaces do not matter ("bf hk" finds BFHK); null when it cannot be a code. */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH || [...code].some((letter) => !JOIN_CODE_ALPHABET.includes(letter))) return null;
  return code;
}
