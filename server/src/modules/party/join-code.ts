import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@ballpark/common/party-rules';

/** A new room's code, drawn from the join code's alphabet (`@ballpark/common/party-rules`). */
export function newJoinCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1)
    code += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)];
  return code;
}
