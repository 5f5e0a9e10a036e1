import { cleanPlayerName, playerNameKey } from './player-name';

describe('cleanPlayerName', () => {
  it('composes letters and drops invisible characters, keeping what holds an emoji together', () => {
    expect(cleanPlayerName('\u202eJose\u0301\u200b\u200e  Lu\u3164z ')).toBe('Jos\u00e9 Luz');
    expect(cleanPlayerName('Fam 👩\u200d👧 \u2764\ufe0f')).toBe('Fam 👩\u200d👧 \u2764\ufe0f');
  });
});

describe('playerNameKey', () => {
  it.each([
    ['Ana Lú', 'ana lu\u0301'],
    ['Ana Lú', 'AnaLú'],
    ['Ana', 'Ａｎａ'],
    ['Ana', 'A\u200dn\u00ada'],
    ['Straße', 'STRASSE'],
    ['Σοφία', 'ΣΟΦΊΑ'],
    ['ﬁona', 'Fiona'],
  ])('reads %p as %p', (one, other) => {
    expect(playerNameKey(one)).toBe(playerNameKey(other));
  });

  it.each([
    ['Ana', 'Anna'],
    ['Ana', 'Ana 2'],
    ['José', 'Jose'],
  ])('tells %p from %p', (one, other) => {
    expect(playerNameKey(one)).not.toBe(playerNameKey(other));
  });
});
