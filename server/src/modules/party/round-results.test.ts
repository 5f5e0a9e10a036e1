import { scoreGuess } from '@ballpark/common/scoring';
import { closestGuesses } from './round-results';

describe('a revealed party round', () => {
  const guesses = [
    { name: 'Ana', amount: 410_000 },
    { name: 'Ben', amount: 390_000 },
    { name: 'Cy', amount: 800_000 },
  ];

  it('names every closest guess, ties included, whichever side of the price', () => {
    expect([...closestGuesses(400_000, guesses)].map((guess) => guess.name)).toEqual(['Ana', 'Ben']);
    expect([...closestGuesses(700_000, guesses)].map((guess) => guess.name)).toEqual(['Cy']);
    expect(closestGuesses(400_000, []).size).toBe(0);
  });

  it("scores each guess with the room's scoring mode, as a session does", () => {
    expect(guesses.map((guess) => scoreGuess(guess.amount, 400_000, 'bands'))).toEqual([100, 100, 20]);
    expect(scoreGuess(800_000, 400_000, 'log')).toBe(50);
  });
});
