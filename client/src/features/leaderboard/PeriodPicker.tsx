import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LeaderboardPeriod } from '../../graphql/generated/graphql';
import './locales';

export const PERIODS: readonly { value: LeaderboardPeriod; label: MessageDescriptor; slug: string }[] = [
  { value: 'DAILY', label: msg`Today`, slug: 'today' },
  { value: 'WEEKLY', label: msg`This week`, slug: 'week' },
  { value: 'MONTHLY', label: msg`This month`, slug: 'month' },
  { value: 'ALL_TIME', label: msg`All time`, slug: 'all-time' },
];

export function periodFromSlug(slug: string | null): LeaderboardPeriod {
  return PERIODS.find((period) => period.slug === slug)?.value ?? 'ALL_TIME';
}

export function periodSlug(period: LeaderboardPeriod): string {
  return PERIODS.find((entry) => entry.value === period)?.slug ?? 'all-time';
}

/** The period's name as the picker shows it ("This week"), in the page's language. */
export function periodLabel(period: LeaderboardPeriod, i18n: I18n): string {
  const label = PERIODS.find((entry) => entry.value === period)?.label;
  return label ? i18n._(label) : period;
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
  const { t, i18n } = useLingui();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{t`Period`}</legend>
      {PERIODS.map((period) => (
        <label key={period.value} className={`segmented__option${period.value === value ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name={name}
            value={period.value}
            checked={period.value === value}
            onChange={() => onChange(period.value)}
          />
          <span>{i18n._(period.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
