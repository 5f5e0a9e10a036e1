import { useBrand } from '../brand/brand-context';
import { formatDate, formatDateTime, formatRelativeTime } from './format';
import { useDisplayZone } from './hydration';

/**
 * A moment, as a <time>: a date, a date and time, or how long ago, in this browser's zone and the brand's language;
 * in UTC, absolute, while a server-rendered page hydrates (the server knows neither the zone nor the moment the
 * browser reads it).
 */
export function LocalTime({ value, show }: { value: string; show: 'date' | 'dateTime' | 'relative' }) {
  const zone = useDisplayZone();
  const { language } = useBrand();
  const text =
    show === 'date'
      ? formatDate(value, language, zone)
      : show === 'relative' && zone === 'local'
        ? formatRelativeTime(value, language)
        : formatDateTime(value, language, zone);
  return <time dateTime={value}>{text}</time>;
}
