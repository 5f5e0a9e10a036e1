import { normalisePlayerName } from './session.service';

describe('normalisePlayerName', () => {
  it('collapses whitespace and drops control and invisible format characters', () => {
    expect(normalisePlayerName('  Ada \t\n Lovelace\u0000\u200b ', 'en')).toBe('Ada Lovelace');
  });

  it('keeps emoji sequences joined by a zero-width joiner', () => {
    expect(normalisePlayerName('Fam 👩\u200d👩\u200d👧', 'en')).toBe('Fam 👩\u200d👩\u200d👧');
  });

  it.each(['', ' \u200b ', 'x'.repeat(41)])('refuses %p with a clear message', (raw) => {
    expect(() => normalisePlayerName(raw, 'en')).toThrow(/player name|at most 40/);
  });

  it("refuses in the brand's language", () => {
    expect(() => normalisePlayerName(' ', 'es')).toThrow('Escribe un nombre de jugador.');
    expect(() => normalisePlayerName('x'.repeat(41), 'es')).toThrow(
      'Un nombre de jugador puede tener como máximo 40 caracteres.',
    );
  });
});
