import { GUESS_REASON_MAX_LENGTH } from './game-variants';
import { guessReasonProblem, normaliseGuessReason } from './guess-reason';

describe('guess reasons', () => {
  it('keeps a reason on one line, trimmed', () => {
    expect(normaliseGuessReason('  Big garden,\n  small   kitchen ')).toBe('Big garden, small kitchen');
    expect(normaliseGuessReason('Near\u0000the\u200bpark 👩\u200d👩\u200d👧')).toBe('Near the park 👩\u200d👩\u200d👧');
  });

  it('asks for words, and for at most the common maximum of characters', () => {
    expect(guessReasonProblem(' \n ')).toBe('Please write a reason.');
    expect(guessReasonProblem('x'.repeat(GUESS_REASON_MAX_LENGTH))).toBeNull();
    expect(guessReasonProblem(` ${'x'.repeat(GUESS_REASON_MAX_LENGTH)} `)).toBeNull();
    expect(guessReasonProblem('x'.repeat(GUESS_REASON_MAX_LENGTH + 1))).toBe(
      `A reason can be at most ${GUESS_REASON_MAX_LENGTH} characters: this one has ${GUESS_REASON_MAX_LENGTH + 1}.`,
    );
  });
});
