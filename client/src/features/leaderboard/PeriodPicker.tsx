import { useId } from 'react';
import type { LeaderboardPeriod } from '../../graphql/generated/graphql';

export const PERIODS: readonly { value: LeaderboardPeriod; label: string; slug: string }[] = [
  { value: 'DAILY', label: 'Today', slug: 'today' },
  { value: 'WEEKLY', label: 'This week', slug: 'week' },
  { value: 'MONTHLY', label: 'This month', slug: 'month' },
  { value: 'ALL_TIME', label: 'All time', slug: 'all-time' },
];

export function periodFromSlug(slug: string | null): LeaderboardPeriod {
  return PERIODS.find((period) => period.slug === slug)?.value ?? 'ALL_TIME';
}

export function periodSlug(period: LeaderboardPeriod): string {
  return PERIODS.find((entry) => entry.value === period)?.slug ?? 'all-time';
}

export function periodLabel(period: LeaderboardPeriod): string {
  return PERIODS.find((entry) => entry.value === period)?.label ?? period;
}

/** A segmented radio group: arrow keys move between periods, as native radios do. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Period</legend>
      {PERIODS.map((period) => (
        <label key={period.value} className={`segmented__option${period.value === value ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name={name}
            value={period.value}
            checked={period.value === value}
            onChange={() => onChange(period.value)}
          />
          <span>{period.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
