import { formatCountdown } from './countdown';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('formatCountdown', () => {
  it('counts hours, minutes and seconds within a day', () => {
    expect(formatCountdown(16 * HOUR + 5 * 60 * SECOND + 9 * SECOND)).toBe('16 h 05 min 09 s');
    expect(formatCountdown(59 * SECOND)).toBe('0 h 00 min 59 s');
  });

  it('rounds a part second up, so it reaches zero only when the time is up', () => {
    expect(formatCountdown(400)).toBe('0 h 00 min 01 s');
    expect(formatCountdown(0)).toBe('0 h 00 min 00 s');
    expect(formatCountdown(-5 * SECOND)).toBe('0 h 00 min 00 s');
  });

  it('counts days, hours and minutes from a day on', () => {
    expect(formatCountdown(24 * HOUR)).toBe('1 day 0 h 00 min');
    expect(formatCountdown(6 * 24 * HOUR + 23 * HOUR + 59 * 60 * SECOND + 30 * SECOND)).toBe('6 days 23 h 59 min');
  });
});
