import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@ballpark/common/party-rules';

/** A new room's code, drawn from the join code's alphabet (`@ballpark/common/party-rules`). */
export function newJoinCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1)
    code += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A new room's shared-screen key (`PartyRoomEntity.screenKey`): 128 random bits, URL-safe. */
export function newScreenKey(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether a key given for a room's shared screen is its key, compared in constant time. */
export function isScreenKey(room: { screenKey: string }, given: string | null | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(room.screenKey);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
