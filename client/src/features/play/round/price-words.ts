import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { PriceKind } from '../../../graphql/generated/graphql';
import { formatDate } from '../../ui/format';
import './locales';

/** What a home's price is: a real sale or asking price, or, for a home invented for the demo, a modelled one. */
export interface PriceFacts {
  priceKind: PriceKind;
  illustrative: boolean;
}

/** The price's label once revealed: "Sold for", "Asking price", or "Modelled price" for an invented home. */
export function revealedPriceLabel(home: PriceFacts, i18n: I18n): string {
  if (home.illustrative) return i18n._(msg`Modelled price`);
  return home.priceKind === 'SOLD' ? i18n._(msg`Sold for`) : i18n._(msg`Asking price`);
}

/**
 * Which price is guessed, and when it was set: "Sold price (sold 12 Mar 2015)". An illustrative home was never sold
 * or listed: its price is modelled, and the words say so.
 */
export function guessedPriceText(home: PriceFacts & { priceDate: string }, i18n: I18n): string {
  const date = formatDate(home.priceDate, i18n.locale as BrandLocale);
  if (home.illustrative) {
    return home.priceKind === 'SOLD'
      ? i18n._(msg`Modelled sale price (${date})`)
      : i18n._(msg`Modelled asking price (${date})`);
  }
  return home.priceKind === 'SOLD'
    ? i18n._(msg`Sold price (sold ${date})`)
    : i18n._(msg`Asking price (listed ${date})`);
}
