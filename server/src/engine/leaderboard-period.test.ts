import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_ROW_LIMITS,
  type LeaderboardPeriod,
  clampLeaderboardLimit,
  periodKey,
  periodStart,
} from './leaderboard-period';

const utc = (iso: string): Date => new Date(iso);

describe('LEADERBOARD_PERIODS', () => {
  it('lists the four periods in order', () => {
    expect(LEADERBOARD_PERIODS).toEqual(['daily', 'weekly', 'monthly', 'all_time']);
  });
});

describe('periodStart', () => {
  // Wednesday 25 November 2026, mid-afternoon UTC.
  const now = utc('2026-11-25T15:42:17.123Z');

  it('starts a day at 00:00 UTC', () => {
    expect(periodStart('daily', now)?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('starts a week on Monday at 00:00 UTC', () => {
    expect(periodStart('weekly', now)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('starts a month on the 1st at 00:00 UTC', () => {
    expect(periodStart('monthly', now)?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('has no start for all time', () => {
    expect(periodStart('all_time', now)).toBeNull();
  });

  it('uses UTC, not the local day, near midnight', () => {
    expect(periodStart('daily', utc('2026-11-25T23:59:59.999Z'))?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodStart('daily', utc('2026-11-26T00:30:00+01:00'))?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it.each([
    ['Monday at midnight is its own week start', '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['Sunday belongs to the week that began on Monday', '2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['the next Monday starts a new week', '2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['a week can start in the previous month', '2026-12-02T10:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['a week can start in the previous year', '2027-01-01T12:00:00.000Z', '2026-12-28T00:00:00.000Z'],
  ])('weekly: %s', (_case, at, start) => {
    expect(periodStart('weekly', utc(at))?.toISOString()).toBe(start);
  });

  it.each([
    ['the first instant of a month', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ['the last instant of a month', '2026-11-30T23:59:59.999Z', '2026-11-01T00:00:00.000Z'],
    ['a leap day', '2028-02-29T12:00:00.000Z', '2028-02-01T00:00:00.000Z'],
    ['the last day of a year', '2026-12-31T23:59:59.999Z', '2026-12-01T00:00:00.000Z'],
  ])('monthly: %s', (_case, at, start) => {
    expect(periodStart('monthly', utc(at))?.toISOString()).toBe(start);
  });

  it('does not change the given date', () => {
    const at = utc('2026-11-25T15:42:17.123Z');
    periodStart('monthly', at);
    periodStart('weekly', at);
    expect(at.toISOString()).toBe('2026-11-25T15:42:17.123Z');
  });

  it.each(LEADERBOARD_PERIODS)('throws a RangeError for an invalid date (%s)', (period) => {
    expect(() => periodStart(period, new Date(NaN))).toThrow(RangeError);
  });
});

describe('periodKey', () => {
  const at = utc('2026-11-25T15:42:17.123Z');

  it.each([
    ['daily', 'd:2026-11-25'],
    ['weekly', 'w:2026-W48'],
    ['monthly', 'm:2026-11'],
    ['all_time', 'all'],
  ] as [LeaderboardPeriod, string][])('keys %s as %s', (period, key) => {
    expect(periodKey(period, at)).toBe(key);
  });

  it('keys every instant of a day alike, in UTC', () => {
    expect(periodKey('daily', utc('2026-11-25T00:00:00.000Z'))).toBe('d:2026-11-25');
    expect(periodKey('daily', utc('2026-11-25T23:59:59.999Z'))).toBe('d:2026-11-25');
    expect(periodKey('daily', utc('2026-11-26T00:00:00.000Z'))).toBe('d:2026-11-26');
    expect(periodKey('daily', utc('2026-11-26T00:30:00+01:00'))).toBe('d:2026-11-25');
  });

  it('pads single-digit months and days', () => {
    expect(periodKey('daily', utc('2026-03-07T08:00:00.000Z'))).toBe('d:2026-03-07');
    expect(periodKey('monthly', utc('2026-03-07T08:00:00.000Z'))).toBe('m:2026-03');
  });

  it('pads years before 1000 to four digits', () => {
    const early = new Date(0);
    early.setUTCFullYear(50, 0, 15);
    expect(periodKey('daily', early)).toBe('d:0050-01-15');
    expect(periodKey('monthly', early)).toBe('m:0050-01');
  });

  it('keys months at their UTC edges', () => {
    expect(periodKey('monthly', utc('2026-11-30T23:59:59.999Z'))).toBe('m:2026-11');
    expect(periodKey('monthly', utc('2026-12-01T00:00:00.000Z'))).toBe('m:2026-12');
  });

  describe('ISO weeks', () => {
    it.each([
      ['2026-01-01T00:00:00.000Z', 'w:2026-W01', 'a Thursday 1 January opens week 1'],
      ['2025-12-29T00:00:00.000Z', 'w:2026-W01', 'week 1 can start in the previous calendar year'],
      ['2025-12-28T23:59:59.999Z', 'w:2025-W52', 'the Sunday before is in the old year'],
      ['2027-01-01T12:00:00.000Z', 'w:2026-W53', 'a Friday 1 January belongs to the previous week-year'],
      ['2027-01-03T23:59:59.999Z', 'w:2026-W53', 'through that Sunday'],
      ['2027-01-04T00:00:00.000Z', 'w:2027-W01', 'until the Monday after'],
      ['2024-12-30T00:00:00.000Z', 'w:2025-W01', 'a Monday 30 December can open the next week-year'],
      ['2020-12-31T00:00:00.000Z', 'w:2020-W53', 'a leap year starting on Wednesday has 53 weeks'],
      ['2021-01-03T00:00:00.000Z', 'w:2020-W53', 'and the following Sunday is still in it'],
      ['2022-01-01T00:00:00.000Z', 'w:2021-W52', 'a Saturday 1 January belongs to the previous week-year'],
      ['2026-02-09T00:00:00.000Z', 'w:2026-W07', 'a single-digit week is zero-padded'],
      ['2026-11-29T23:59:59.999Z', 'w:2026-W48', 'Sunday ends a week'],
      ['2026-11-30T00:00:00.000Z', 'w:2026-W49', 'Monday begins the next'],
      ['2026-12-31T23:59:59.999Z', 'w:2026-W53', 'the last instant of 2026'],
    ])('%s is %s (%s)', (iso, key) => {
      expect(periodKey('weekly', utc(iso))).toBe(key);
    });

    it('gives all seven days of a week one key and the days either side other keys', () => {
      const monday = Date.parse('2026-11-23T00:00:00.000Z');
      const day = 24 * 60 * 60 * 1000;
      const keys = Array.from({ length: 7 }, (_, i) => periodKey('weekly', new Date(monday + i * day + 1)));
      expect(new Set(keys)).toEqual(new Set(['w:2026-W48']));
      expect(periodKey('weekly', new Date(monday - 1))).toBe('w:2026-W47');
      expect(periodKey('weekly', new Date(monday + 7 * day))).toBe('w:2026-W49');
    });
  });

  it('agrees with periodStart: every instant keys like its period start', () => {
    const instants = ['2026-01-01T05:00:00.000Z', '2027-01-02T22:00:00.000Z', '2028-02-29T23:59:59.999Z'];
    for (const iso of instants) {
      for (const period of ['daily', 'weekly', 'monthly'] as const) {
        const start = periodStart(period, utc(iso));
        expect(start).not.toBeNull();
        expect(periodKey(period, start as Date)).toBe(periodKey(period, utc(iso)));
      }
    }
  });

  it.each(LEADERBOARD_PERIODS)('throws a RangeError for an invalid date (%s)', (period) => {
    expect(() => periodKey(period, new Date('not a date'))).toThrow(RangeError);
  });
});

describe('clampLeaderboardLimit', () => {
  it('has a default of 20 and a maximum of 100', () => {
    expect(LEADERBOARD_ROW_LIMITS).toEqual({ default: 20, max: 100 });
    expect(Object.isFrozen(LEADERBOARD_ROW_LIMITS)).toBe(true);
  });

  it.each([
    [undefined, 20],
    [null, 20],
    [NaN, 20],
    [1, 1],
    [20, 20],
    [50, 50],
    [100, 100],
    [101, 100],
    [1_000_000, 100],
    [Infinity, 100],
    [0, 1],
    [-5, 1],
    [-Infinity, 1],
    [0.9, 1],
    [1.9, 1],
    [12.7, 12],
    [100.5, 100],
  ])('clamps %p to %d', (n, expected) => {
    expect(clampLeaderboardLimit(n)).toBe(expected);
  });

  it('uses the default when called without an argument', () => {
    expect(clampLeaderboardLimit()).toBe(20);
  });
});
