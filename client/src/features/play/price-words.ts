import type { BrandLocale } from '@ballpark/common/brand-components';
import type { PriceKind } from '../../graphql/generated/graphql';
import { formatDate } from '../ui/format';

/** What a home's price is: a real sale or asking price, or, for a home invented for the demo, a modelled one. */
export interface PriceFacts {
  priceKind: PriceKind;
  illustrative: boolean;
}

/** The price's label once revealed: "Sold for", "Asking price", or "Modelled price" for an invented home. */
export function revealedPriceLabel(home: PriceFacts): string {
  if (home.illustrative) return 'Modelled price';
  return home.priceKind === 'SOLD' ? 'Sold for' : 'Asking price';
}

/**
 * Which price is guessed, and when it was set: "Sold price (sold 12 Mar 2015)". An illustrative home was never sold
 * or listed: its price is modelled, and the words say so.
 */
export function guessedPriceText(home: PriceFacts & { priceDate: string }, language: BrandLocale): string {
  const kind = home.priceKind === 'SOLD' ? 'sale' : 'asking';
  if (home.illustrative) return `Modelled ${kind} price (${formatDate(home.priceDate, language)})`;
  return home.priceKind === 'SOLD'
    ? `Sold price (sold ${formatDate(home.priceDate, language)})`
    : `Asking price (listed ${formatDate(home.priceDate, language)})`;
}
