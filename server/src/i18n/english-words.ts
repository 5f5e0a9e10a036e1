/** Words the listing descriptions and notes are written with: month names and small numbers in words. */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 10 -> "October"; with `short`, "Oct". */
export function monthName(month: number, { short = false } = {}): string {
  const name = MONTH_NAMES[month - 1];
  return short ? name.slice(0, 3) : name;
}

/** 3 -> "three"; beyond ten, or a fraction, the digits. */
export function numberWord(n: number): string {
  return (Number.isInteger(n) && NUMBER_WORDS[n]) || String(n);
}
