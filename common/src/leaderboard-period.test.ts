import {
  isoWeekKey,
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
  periodBounds,
  periodKey,
  utcDayKey,
} from './leaderboard-period';

const utc = (iso: string): Date => new Date(iso);

describe('LEADERBOARD_PERIODS', () => {
  it('lists the four periods in order', () => {
    expect(LEADERBOARD_PERIODS).toEqual(['daily', 'weekly', 'monthly', 'all_time']);
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

  it.each(LEADERBOARD_PERIODS)('throws a RangeError for an invalid date (%s)', (period) => {
    expect(() => periodKey(period, new Date('not a date'))).toThrow(RangeError);
  });
});

describe('periodBounds', () => {
  it('bounds a UTC day from midnight to midnight', () => {
    expect(periodBounds('daily', utc('2026-11-25T15:42:17Z'))).toEqual({
      start: utc('2026-11-25T00:00:00Z'),
      end: utc('2026-11-26T00:00:00Z'),
    });
  });

  it('bounds an ISO week from Monday to Monday, across a year boundary', () => {
    expect(periodBounds('weekly', utc('2027-01-03T23:59:59.999Z'))).toEqual({
      start: utc('2026-12-28T00:00:00Z'),
      end: utc('2027-01-04T00:00:00Z'),
    });
    expect(periodBounds('weekly', utc('2026-11-30T00:00:00Z')).start).toEqual(utc('2026-11-30T00:00:00Z'));
  });

  it('names the same day and week as periodKey', () => {
    const at = utc('2027-01-01T12:00:00Z');
    expect(utcDayKey(at)).toBe(periodKey('daily', at).slice(2));
    expect(isoWeekKey(at)).toBe(periodKey('weekly', at).slice(2));
  });
});
