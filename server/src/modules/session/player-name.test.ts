import { normalisePlayerName } from './session.service';

describe('normalisePlayerName', () => {
  it('collapses whitespace and drops control and invisible format characters', () => {
    expect(normalisePlayerName('  Ada \t\n Lovelace\u0000\u200b ')).toBe('Ada Lovelace');
  });

  it('keeps emoji sequences joined by a zero-width joiner', () => {
    expect(normalisePlayerName('Fam 👩\u200d👩\u200d👧')).toBe('Fam 👩\u200d👩\u200d👧');
  });

  it.each(['', ' \u200b ', 'x'.repeat(41)])('refuses %p with a clear message', (raw) => {
    expect(() => normalisePlayerName(raw)).toThrow(/player name|at most 40/);
  });
});
