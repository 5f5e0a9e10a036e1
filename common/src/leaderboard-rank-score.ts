// One sorted-set score per leaderboard entry: the total in the high bits and the inverted completion time, in
// milliseconds since RANK_EPOCH, in the low 40 bits. A higher total ranks first and, between equal totals, the
// earlier completion does, at the millisecond resolution that `completedAt` is stored with. Totals stay below 2^13,
// so every score is an integer below 2^53, exactly representable as a double (and in Redis).
const TIME_BITS = 2 ** 40;
const MAX_OFFSET_MS = TIME_BITS - 1;
export const RANK_EPOCH = Date.UTC(2025, 0, 1);
export const RANK_TOTAL_LIMIT = 2 ** 13;

export function encodeRankScore(totalPoints: number, completedAt: Date): number {
  if (!Number.isInteger(totalPoints) || totalPoints < 0 || totalPoints >= RANK_TOTAL_LIMIT) {
    throw new RangeError(`Total points must be an integer in [0, ${RANK_TOTAL_LIMIT}), got ${totalPoints}`);
  }
  const offsetMs = completedAt.getTime() - RANK_EPOCH;
  if (!(offsetMs >= 0 && offsetMs <= MAX_OFFSET_MS)) {
    throw new RangeError(`Completion time must be between 2025 and 2059, got ${completedAt.toString()}`);
  }
  return totalPoints * TIME_BITS + (MAX_OFFSET_MS - offsetMs);
}
