import {
  formatDate,
  formatDateTime,
  formatInteger,
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
  });

  it('writes numbers and percentages as Spanish does', () => {
    expect(formatSignedPercent(12.34, 'es')).toBe('+12,3\u00a0%');
    expect(formatInteger(1680000, 'es')).toBe('1.680.000');
  });

  it('shows moments in UTC when asked (as the server renders them), and a plain day as that day in every zone', () => {
    expect(formatDateTime('2026-11-25T23:30:00Z', 'en', 'UTC')).toBe('25 Nov, 23:30');
    expect(formatDate('2026-11-25T23:30:00Z', 'en', 'UTC')).toBe('25 Nov 2026');
    expect(formatDate('2014-05-02', 'en')).toBe('2 May 2014');
    expect(formatDate('2014-05-02', 'en', 'UTC')).toBe('2 May 2014');
    expect(formatDate('2014-05-02', 'es')).toBe('2 may 2014');
  });

  it('says how long ago', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(formatRelativeTime('2025-03-01T11:59:50Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2025-03-01T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-02-28T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2025-02-28T12:00:00Z', 'es', now)).toBe('ayer');
  });
});
