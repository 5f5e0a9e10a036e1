import {
  describeDiff,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatSignedPercent,
  squareFeetToSquareMetres,
} from './format';

describe('format helpers', () => {
  it('converts square feet to square metres (1 sq ft = 0.092903 m²)', () => {
    expect(squareFeetToSquareMetres(1000)).toBe(93);
    expect(squareFeetToSquareMetres(812)).toBe(75);
  });

  it('signs percentages', () => {
    expect(formatSignedPercent(12.34)).toBe('+12.3%');
    expect(formatSignedPercent(-4)).toBe('−4%');
    expect(formatSignedPercent(0.01)).toBe('0%');
    expect(describeDiff(-24.7)).toBe('24.7% too low');
    expect(describeDiff(3)).toBe('3% too high');
  });

  it('shows moments in UTC when asked (as the server renders them), and a plain day as that day in every zone', () => {
    expect(formatDateTime('2026-11-25T23:30:00Z', 'UTC')).toBe('25 Nov, 23:30');
    expect(formatDate('2026-11-25T23:30:00Z', 'UTC')).toBe('25 Nov 2026');
    expect(formatDate('2014-05-02')).toBe('2 May 2014');
    expect(formatDate('2014-05-02', 'UTC')).toBe('2 May 2014');
  });

  it('says how long ago', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(formatRelativeTime('2025-03-01T11:59:50Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-03-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-02-28T12:00:00Z', now)).toBe('yesterday');
  });
});
