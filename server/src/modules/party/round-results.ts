/** The guesses of a revealed round whose amount is nearest the price: every one of them when several tie. */
export function closestGuesses<T extends { amount: number }>(price: number, guesses: readonly T[]): Set<T> {
  const distance = (guess: T) => Math.abs(guess.amount - price);
  const best = Math.min(...guesses.map(distance));
  return new Set(guesses.filter((guess) => distance(guess) === best));
}
