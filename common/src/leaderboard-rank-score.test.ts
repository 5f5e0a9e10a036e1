import { encodeRankScore, RANK_EPOCH, RANK_TOTAL_LIMIT } from './leaderboard-rank-score';

const at = (iso: string): Date => new Date(iso);
const TIME_BITS = 2 ** 40;

describe('encodeRankScore', () => {
  it('follows totalPoints * 2^40 + (2^40 - 1 - milliseconds since the epoch)', () => {
    expect(encodeRankScore(0, new Date(RANK_EPOCH))).toBe(TIME_BITS - 1);
    expect(encodeRankScore(1, new Date(RANK_EPOCH))).toBe(2 * TIME_BITS - 1);
    const done = at('2026-11-25T12:00:00.000Z');
    expect(encodeRankScore(750, done)).toBe(750 * TIME_BITS + (TIME_BITS - 1 - (done.getTime() - RANK_EPOCH)));
  });

  it('ranks a higher total above a lower one, whatever the completion times', () => {
    const higherButLate = encodeRankScore(501, at('2059-01-01T00:00:00.000Z'));
    const lowerButEarly = encodeRankScore(500, at('2025-01-01T00:00:00.000Z'));
    expect(higherButLate).toBeGreaterThan(lowerButEarly);
  });

  it('ranks the earlier completion higher between equal totals, to the millisecond', () => {
    const earlier = encodeRankScore(800, at('2026-11-25T12:00:00.001Z'));
    const later = encodeRankScore(800, at('2026-11-25T12:00:00.002Z'));
    expect(earlier - later).toBe(1);
  });

  it('sorts a mixed board by total, then by earliest completion', () => {
    const entries = [
      { name: 'c', total: 900, done: '2026-11-25T12:00:00.005Z' },
      { name: 'a', total: 950, done: '2026-11-25T12:00:09.000Z' },
      { name: 'b', total: 900, done: '2026-11-25T12:00:00.001Z' },
      { name: 'd', total: 100, done: '2026-11-25T11:00:00.000Z' },
    ];
    const ranked = entries
      .map((entry) => ({ name: entry.name, score: encodeRankScore(entry.total, at(entry.done)) }))
      .sort((x, y) => y.score - x.score)
      .map((entry) => entry.name);
    expect(ranked).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stays exactly representable at the largest total and earliest time', () => {
    const score = encodeRankScore(RANK_TOTAL_LIMIT - 1, new Date(RANK_EPOCH));
    expect(score).toBe(2 ** 53 - 1);
    expect(Number.isSafeInteger(score)).toBe(true);
  });

  it.each([-1, RANK_TOTAL_LIMIT, 0.5, NaN, Infinity])('throws a RangeError for total %p', (total) => {
    expect(() => encodeRankScore(total, at('2026-11-25T12:00:00.000Z'))).toThrow(RangeError);
  });

  it.each([
    ['before the epoch', new Date(RANK_EPOCH - 1)],
    ['after the 40-bit range', new Date(RANK_EPOCH + TIME_BITS)],
    ['an invalid date', new Date(NaN)],
  ])('throws a RangeError for a completion time %s', (_case, date) => {
    expect(() => encodeRankScore(100, date)).toThrow(RangeError);
  });
});
