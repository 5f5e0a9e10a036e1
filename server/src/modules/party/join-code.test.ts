import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, newJoinCode, normaliseJoinCode } from './join-code';

describe('join codes', () => {
  it('uses no vowel and no letter that is easily misheard or misread', () => {
    for (const letter of 'AEIOUDPTVZSXNJ10') expect(JOIN_CODE_ALPHABET).not.toContain(letter);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('draws each letter from the alphabet', () => {
    expect(newJoinCode(() => 0)).toBe(JOIN_CODE_ALPHABET[0]!.repeat(JOIN_CODE_LENGTH));
    const last = JOIN_CODE_ALPHABET.length - 1;
    expect(newJoinCode(() => last)).toBe(JOIN_CODE_ALPHABET[last]!.repeat(JOIN_CODE_LENGTH));
    for (let draw = 0; draw < 200; draw += 1) expect(normaliseJoinCode(newJoinCode())).not.toBeNull();
  });

  it('reads a typed code whatever its case and spacing, and refuses what cannot be a code', () => {
    expect(normaliseJoinCode(' bf-hk ')).toBe('BFHK');
    expect(normaliseJoinCode('bfh')).toBeNull();
    expect(normaliseJoinCode('BFHA')).toBeNull();
    expect(normaliseJoinCode('BFHKL')).toBeNull();
  });
});
