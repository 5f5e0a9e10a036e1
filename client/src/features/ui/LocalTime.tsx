import { formatDate, formatDateTime, formatRelativeTime } from './format';
import { useDisplayZone } from './hydration';

/**
 * A moment, as a <time>: a date, a date and time, or how long ago, in this browser's zone; in UTC, absolute, while a
 * server-rendered page hydrates (the server knows neither the zone nor the moment the browser reads it).
 */
export function LocalTime({ value, show }: { value: string; show: 'date' | 'dateTime' | 'relative' }) {
  const zone = useDisplayZone();
  const text =
    show === 'date'
      ? formatDate(value, zone)
      : show === 'relative' && zone === 'local'
        ? formatRelativeTime(value)
        : formatDateTime(value, zone);
  return <time dateTime={value}>{text}</time>;
}
