import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normaliseJoinCode } from '@ballpark/common/party-rules';
import { newJoinCode } from './join-code';

describe('new join codes', () => {
  it('draws each letter from the alphabet', () => {
    expect(newJoinCode(() => 0)).toBe(JOIN_CODE_ALPHABET[0]!.repeat(JOIN_CODE_LENGTH));
    const last = JOIN_CODE_ALPHABET.length - 1;
    expect(newJoinCode(() => last)).toBe(JOIN_CODE_ALPHABET[last]!.repeat(JOIN_CODE_LENGTH));
    for (let draw = 0; draw < 200; draw += 1) expect(normaliseJoinCode(newJoinCode())).not.toBeNull();
  });
});
