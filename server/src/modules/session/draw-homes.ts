/**
 * The homes of a new session, drawn from the game's pool: homes whose price the player has not seen first, chosen at
 * random among them, then (when the pool runs short of unseen homes) seen ones, also at random. The drawn homes keep
 * the pool's order, so a game whose author ordered its homes (easy to hard, a tour of a city) reads the same in every
 * session, and a pool no larger than the round count is played whole, in order.
 */
export function drawHomes<T>(pool: readonly T[], count: number, seen: (home: T) => boolean, random = Math.random): T[] {
  if (pool.length <= count) return [...pool];
  const unseen = shuffled(
    pool.filter((home) => !seen(home)),
    random,
  );
  const alreadySeen = shuffled(pool.filter(seen), random);
  const drawn = new Set([...unseen, ...alreadySeen].slice(0, count));
  return pool.filter((home) => drawn.has(home));
}

/** Fisher-Yates. */
function shuffled<T>(items: T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
