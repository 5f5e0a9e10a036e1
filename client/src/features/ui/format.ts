/** Display helpers shared by the game screens (prices themselves go through '@ballpark/common/price-input'). */

/** 1 sq ft = 0.092903 m². */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.092903;

export function squareFeetToSquareMetres(squareFeet: number): number {
  return Math.round(squareFeet * SQUARE_METRES_PER_SQUARE_FOOT);
}

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** Rounds to one decimal, halves away from zero, so -24.75 and 24.75 read the same apart from the sign. */
function roundTenth(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
}

/** "+12.3%", "−4%", "0%": always signed, one decimal at most. */
export function formatSignedPercent(value: number): string {
  const rounded = roundTenth(value);
  if (rounded === 0) return '0%';
  const body = Math.abs(rounded).toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return `${rounded > 0 ? '+' : '−'}${body}%`;
}

/** "12.3% too high" / "4% too low" / "Spot on": the same number in words, for the result card. */
export function describeDiff(value: number): string {
  const rounded = roundTenth(value);
  if (rounded === 0) return 'Spot on';
  const body = Math.abs(rounded).toLocaleString('en-GB', { maximumFractionDigits: 1 });
  return `${body}% too ${rounded > 0 ? 'high' : 'low'}`;
}

/**
 * Where a time is shown: this browser's zone, or UTC where the page must read the same as the server rendered it
 * (while it hydrates: see useDisplayTimeZone).
 */
export type DisplayZone = 'local' | 'UTC';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};
const dateFormats = {
  local: new Intl.DateTimeFormat('en-GB', DATE_OPTIONS),
  UTC: new Intl.DateTimeFormat('en-GB', { ...DATE_OPTIONS, timeZone: 'UTC' }),
};
const dateTimeFormats = {
  local: new Intl.DateTimeFormat('en-GB', DATE_TIME_OPTIONS),
  UTC: new Intl.DateTimeFormat('en-GB', { ...DATE_TIME_OPTIONS, timeZone: 'UTC' }),
};

/** "3 Mar 2025" from an ISO date or date-time; a plain YYYY-MM-DD is that calendar day, in every zone. */
export function formatDate(iso: string, zone: DisplayZone = 'local'): string {
  const plainDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(plainDay ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormats[plainDay ? 'UTC' : zone].format(date);
}

export function formatDateTime(iso: string, zone: DisplayZone = 'local'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormats[zone].format(date);
}

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "3 minutes ago", "yesterday"; falls back to the date for anything unparsable. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  let amount = (then.getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(iso);
}

/** "1 home" / "5 homes". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : pluralForm}`;
}
