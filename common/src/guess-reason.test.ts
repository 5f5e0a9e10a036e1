import { GUESS_REASON_MAX_LENGTH } from './game-variants';
import { guessReasonProblem, normaliseGuessReason } from './guess-reason';

describe('guess reasons', () => {
  it('keeps a reason on one line, trimmed', () => {
    expect(normaliseGuessReason('  Big garden,\n  small   kitchen ')).toBe('Big garden, small kitchen');
    expect(normaliseGuessReason('Near\u0000the\u200bpark 👩\u200d👩\u200d👧')).toBe('Near the park 👩\u200d👩\u200d👧');
  });

  it('asks for words, and for at most the common maximum of characters', () => {
    expect(guessReasonProblem(' \n ', 'en')).toBe('Please write a reason.');
    expect(guessReasonProblem('x'.repeat(GUESS_REASON_MAX_LENGTH), 'en')).toBeNull();
    expect(guessReasonProblem(` ${'x'.repeat(GUESS_REASON_MAX_LENGTH)} `, 'en')).toBeNull();
    expect(guessReasonProblem('x'.repeat(GUESS_REASON_MAX_LENGTH + 1), 'en')).toBe(
      `A reason can be at most ${GUESS_REASON_MAX_LENGTH} characters: this one has ${GUESS_REASON_MAX_LENGTH + 1}.`,
    );
  });

  it('says the problem in Spanish for a Spanish page', () => {
    expect(guessReasonProblem('  ', 'es')).toBe('Escribe un motivo.');
    expect(guessReasonProblem('x'.repeat(GUESS_REASON_MAX_LENGTH + 1), 'es')).toBe(
      `Un motivo puede tener como máximo ${GUESS_REASON_MAX_LENGTH} caracteres: este tiene ${GUESS_REASON_MAX_LENGTH + 1}.`,
    );
  });
});
