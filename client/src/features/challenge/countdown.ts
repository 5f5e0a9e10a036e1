const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Time left, for a countdown: '16 h 05 min 09 s'; from a day on, '2 days 4 h 05 min'; never below zero. */
export function formatCountdown(milliseconds: number): string {
  const left = Math.max(0, Math.ceil(milliseconds / SECOND) * SECOND);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h ${pad2(minutes)} min`;
  return `${hours} h ${pad2(minutes)} min ${pad2(seconds)} s`;
}
