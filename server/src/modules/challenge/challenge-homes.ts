import { hashString, mulberry32, shuffle } from '../../platform/seeded-random';

/**
 * A challenge's homes: `count` of the candidates, in the order a random stream seeded with `seed` (the brand and the
 * period) shuffles them into. Given candidates in a stable order, every instance, on any day, picks the same homes.
 */
export function pickChallengeHomes<T>(candidates: readonly T[], count: number, seed: string): T[] {
  return shuffle(mulberry32(hashString(seed)), [...candidates]).slice(0, count);
}
