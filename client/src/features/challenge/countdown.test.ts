import { i18nFor } from '../i18n/catalogs';
import { formatCountdown } from './countdown';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const en = i18nFor('en');

describe('formatCountdown', () => {
  it('counts hours, minutes and seconds within a day', () => {
    expect(formatCountdown(16 * HOUR + 5 * 60 * SECOND + 9 * SECOND, en)).toBe('16 h 05 min 09 s');
    expect(formatCountdown(59 * SECOND, en)).toBe('0 h 00 min 59 s');
  });

  it('rounds a part second up, so it reaches zero only when the time is up', () => {
    expect(formatCountdown(400, en)).toBe('0 h 00 min 01 s');
    expect(formatCountdown(0, en)).toBe('0 h 00 min 00 s');
    expect(formatCountdown(-5 * SECOND, en)).toBe('0 h 00 min 00 s');
  });

  it('counts days, hours and minutes from a day on', () => {
    expect(formatCountdown(24 * HOUR, en)).toBe('1 day 0 h 00 min');
    expect(formatCountdown(6 * 24 * HOUR + 23 * HOUR + 59 * 60 * SECOND + 30 * SECOND, en)).toBe('6 days 23 h 59 min');
  });

  it('counts the days in Spanish', () => {
    const es = i18nFor('es');
    expect(formatCountdown(24 * HOUR, es)).toBe('1 día 0 h 00 min');
    expect(formatCountdown(2 * 24 * HOUR + 4 * HOUR + 5 * 60 * SECOND, es)).toBe('2 días 4 h 05 min');
    expect(formatCountdown(59 * SECOND, es)).toBe('0 h 00 min 59 s');
  });
});
