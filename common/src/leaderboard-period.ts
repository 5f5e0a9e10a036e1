export const LEADERBOARD_PERIODS = ['daily', 'weekly', 'monthly', 'all_time'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_ROW_LIMITS = Object.freeze({ default: 20, max: 100 } as const);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stable key of the period containing `at`: 'd:2026-11-25', 'w:2026-W48', 'm:2026-11' or 'all'. */
export function periodKey(period: LeaderboardPeriod, at: Date): string {
  assertValidDate(at);
  switch (period) {
    case 'daily':
      return `d:${utcDayKey(at)}`;
    case 'weekly':
      return `w:${isoWeekKey(at)}`;
    case 'monthly':
      return `m:${yearMonth(at)}`;
    case 'all_time':
      return 'all';
  }
}

/** The UTC day holding `at`: '2026-11-25'. */
export function utcDayKey(at: Date): string {
  assertValidDate(at);
  return `${yearMonth(at)}-${pad2(at.getUTCDate())}`;
}

/** The ISO week holding `at`, in UTC: '2026-W48' (2027-01-01 is in '2026-W53'). */
export function isoWeekKey(at: Date): string {
  assertValidDate(at);
  const { year, week } = isoWeek(at);
  return `${padYear(year)}-W${pad2(week)}`;
}

/** The UTC day, or ISO week (Monday to Monday), holding `at`: its first instant and the next period's. */
export function periodBounds(period: 'daily' | 'weekly', at: Date): { start: Date; end: Date } {
  assertValidDate(at);
  const days = period === 'daily' ? 0 : daysSinceMonday(at);
  const start = new Date(utcMidnight(at).getTime() - days * DAY_MS);
  return { start, end: new Date(start.getTime() + (period === 'daily' ? 1 : 7) * DAY_MS) };
}

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

// Date.UTC is avoided because it maps years 0-99 to 1900-1999.
function utcMidnight(date: Date): Date {
  const midnight = new Date(date.getTime());
  midnight.setUTCHours(0, 0, 0, 0);
  return midnight;
}

function daysSinceMonday(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

// The ISO week-year is the calendar year of the week's Thursday, and week 1 is the week holding that year's first
// Thursday, so 2027-01-01 (a Friday) falls in 2026-W53.
function isoWeek(date: Date): { year: number; week: number } {
  const thursday = new Date(utcMidnight(date).getTime() + (3 - daysSinceMonday(date)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const januaryFirst = new Date(thursday.getTime());
  januaryFirst.setUTCMonth(0, 1);
  return { year, week: Math.floor((thursday.getTime() - januaryFirst.getTime()) / (7 * DAY_MS)) + 1 };
}

function yearMonth(date: Date): string {
  return `${padYear(date.getUTCFullYear())}-${pad2(date.getUTCMonth() + 1)}`;
}

function padYear(year: number): string {
  return String(year).padStart(4, '0');
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
