/**
 * The homes of a new session (or party), drawn from the game's pool: homes whose price the player has not seen first,
 * chosen at random among them, then (when the pool runs short of unseen homes) seen ones, also at random, and last
 * homes in play in a party round not yet revealed (`inPlay`: their price cannot be learnt until the reveal, so a
 * session holding one waits for it). The drawn homes keep the pool's order, so a game whose author ordered its homes
 * (easy to hard, a tour of a city) reads the same in every session, and a pool no larger than the round count is
 * played whole, in order; but homes in play go to the end of the session, so the player meets them last.
 */
export function drawHomes<T>(
  pool: readonly T[],
  count: number,
  seen: (home: T) => boolean,
  inPlay: (home: T) => boolean = () => false,
  random = Math.random,
): T[] {
  const free = pool.filter((home) => !inPlay(home));
  // Homes in play come last in the session too: a player meets them as late as possible, most likely after the reveal.
  const inPlayLast = (drawn: (home: T) => boolean) => [
    ...free.filter(drawn),
    ...pool.filter((home) => inPlay(home) && drawn(home)),
  ];
  if (pool.length <= count) return inPlayLast(() => true);
  const preferred = [
    ...shuffled(
      free.filter((home) => !seen(home)),
      random,
    ),
    ...shuffled(free.filter(seen), random),
    ...shuffled(pool.filter(inPlay), random),
  ];
  const drawn = new Set(preferred.slice(0, count));
  return inPlayLast((home) => drawn.has(home));
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
