import type { BrandLocale } from '@ballpark/common/brand-components';

/**
 * Display helpers shared by the game screens, in the brand's language (prices themselves go through
 * '@ballpark/common/price-format'). Formatters are built once per language and option set.
 */

/** 1 sq ft = 0.092903 m². */
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.092903;

export function squareFeetToSquareMetres(squareFeet: number): number {
  return Math.round(squareFeet * SQUARE_METRES_PER_SQUARE_FOOT);
}

/** The Intl tag of a brand language: British English, Spain's Spanish. */
const INTL_TAG: Record<BrandLocale, string> = { en: 'en-GB', es: 'es-ES' };

function memoise<Format>(make: (tag: string) => Format): (language: BrandLocale) => Format {
  const made = new Map<BrandLocale, Format>();
  return (language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = make(INTL_TAG[language])));
    return format;
  };
}

const integerFormat = memoise((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const percentFormat = memoise((tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }));

export function formatInteger(value: number, language: BrandLocale = 'en'): string {
  return integerFormat(language).format(value);
}

/** Rounds to one decimal, halves away from zero, so -24.75 and 24.75 read the same apart from the sign. */
export function roundTenth(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
}

/** "+12.3%", "−4%", "0%" ("+12,3 %" in Spanish): always signed, one decimal at most. */
export function formatSignedPercent(value: number, language: BrandLocale = 'en'): string {
  const rounded = roundTenth(value);
  if (rounded === 0) return percent(0, language);
  return `${rounded > 0 ? '+' : '−'}${percent(Math.abs(rounded), language)}`;
}

/** A percentage as the language writes it: "12.3%", "12,3 %". */
export function formatPercent(value: number, language: BrandLocale): string {
  return percent(value, language);
}

function percent(value: number, language: BrandLocale): string {
  return percentFormat(language).format(value / 100);
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
  local: memoise((tag) => new Intl.DateTimeFormat(tag, DATE_OPTIONS)),
  UTC: memoise((tag) => new Intl.DateTimeFormat(tag, { ...DATE_OPTIONS, timeZone: 'UTC' })),
};
const dateTimeFormats = {
  local: memoise((tag) => new Intl.DateTimeFormat(tag, DATE_TIME_OPTIONS)),
  UTC: memoise((tag) => new Intl.DateTimeFormat(tag, { ...DATE_TIME_OPTIONS, timeZone: 'UTC' })),
};

/** "3 Mar 2025" ("3 mar 2025") from an ISO date or date-time; a plain YYYY-MM-DD is that calendar day, in every zone. */
export function formatDate(iso: string, language: BrandLocale, zone: DisplayZone = 'local'): string {
  const plainDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(plainDay ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormats[plainDay ? 'UTC' : zone](language).format(date);
}

export function formatDateTime(iso: string, language: BrandLocale, zone: DisplayZone = 'local'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormats[zone](language).format(date);
}

const listFormat = memoise((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }));

/** "London, Leeds and York" ("Londres, Leeds y York"). */
export function formatList(items: readonly string[], language: BrandLocale): string {
  return listFormat(language).format(items);
}

const relativeFormat = memoise((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "now", "3 minutes ago", "yesterday" ("ahora", "hace 3 minutos", "ayer"); the text itself if unparsable. */
export function formatRelativeTime(iso: string, language: BrandLocale, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  let amount = (then.getTime() - now.getTime()) / 1000;
  // Under 45 s reads as "now": a clock skew of seconds should not say "in 5 seconds".
  if (Math.abs(amount) < 45) return relativeFormat(language).format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relativeFormat(language).format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(iso, language);
}

/** "1 home" / "5 homes". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : pluralForm}`;
}
