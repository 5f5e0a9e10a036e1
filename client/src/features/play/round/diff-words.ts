import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPercent, roundTenth } from '../../ui/format';
import './locales';

/** "12.3% too high" / "4% too low" / "Spot on": a guess's difference in words, for the result card. */
export function describeDiff(value: number, i18n: I18n): string {
  const rounded = roundTenth(value);
  const amount = formatPercent(Math.abs(rounded), i18n.locale as BrandLocale);
  if (rounded === 0) return i18n._(msg`Spot on`);
  return rounded > 0 ? i18n._(msg`${amount} too high`) : i18n._(msg`${amount} too low`);
}
