import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPriceShort } from '@ballpark/common/price-format';
import { formatPercent } from '../ui/format';

export interface PricedRound {
  price: number;
  guess: number;
  currency: string;
}

export interface GuessChartScale {
  /** The bars' heights: the amounts, or, when the game mixes currencies, each guess as a percentage of its price. */
  bars: { price: number; guess: number }[];
  /** The axis' tick label for a bar height. */
  tick(value: number): string;
  /** Words for the axis, for screen readers and the caption. */
  axis: 'amount' | 'percent-of-price';
}

/**
 * One axis, one unit: bars in £ and $ side by side on one scale would compare unlike amounts, so a game that mixes
 * currencies draws each guess against its own home's price (the price at 100%).
 */
export function guessChartScale(rounds: readonly PricedRound[], language: BrandLocale): GuessChartScale {
  const currencies = new Set(rounds.map((round) => round.currency));
  if (currencies.size <= 1) {
    const [currency = 'GBP'] = currencies;
    return {
      bars: rounds.map(({ price, guess }) => ({ price, guess })),
      tick: (value) => formatPriceShort(value, currency, language),
      axis: 'amount',
    };
  }
  return {
    bars: rounds.map(({ price, guess }) => ({ price: 100, guess: Math.round((guess / price) * 1000) / 10 })),
    tick: (value) => formatPercent(value, language),
    axis: 'percent-of-price',
  };
}
