import { JOIN_CODE_ALPHABET, joinCodeProblem, normaliseJoinCode } from './party-rules';

describe('party join codes', () => {
  it('uses no vowel and no letter that is easily misheard or misread', () => {
    for (const letter of 'AEIOUDPTVZSXNJ10') expect(JOIN_CODE_ALPHABET).not.toContain(letter);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('reads a typed code whatever its case and spacing, and refuses what cannot be a code', () => {
    expect(normaliseJoinCode(' bf-hk ')).toBe('BFHK');
    expect(normaliseJoinCode('bfh')).toBeNull();
    expect(normaliseJoinCode('BFHA')).toBeNull();
    expect(normaliseJoinCode('BFHKL')).toBeNull();
  });

  it('says what is wrong with a code that cannot be one', () => {
    expect(joinCodeProblem('bf hk', 'en')).toBeNull();
    expect(joinCodeProblem('  ', 'en')).toBe('Enter the 4-letter code of the room.');
    expect(joinCodeProblem('bfh', 'en')).toBe('A room code has 4 letters.');
    expect(joinCodeProblem('BFHA', 'en')).toBe('Room codes use only the letters B F H K L M Q R W Y.');
    expect(joinCodeProblem('bfh', 'es')).toBe('Un código de sala tiene 4 letras.');
  });
});
