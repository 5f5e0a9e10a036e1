import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import './locales';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Time left, for a countdown: '16 h 05 min 09 s'; from a day on, '2 days 4 h 05 min'; never below zero. */
export function formatCountdown(milliseconds: number, i18n: I18n): string {
  const left = Math.max(0, Math.ceil(milliseconds / SECOND) * SECOND);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = pad2(Math.floor((left % HOUR) / MINUTE));
  const seconds = pad2(Math.floor((left % MINUTE) / SECOND));
  if (days > 0) return i18n._(msg`${plural(days, { one: '# day', other: '# days' })} ${hours} h ${minutes} min`);
  return i18n._(msg`${hours} h ${minutes} min ${seconds} s`);
}
