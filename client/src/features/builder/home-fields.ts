import type { BrandLocale } from '@ballpark/common/brand-components';
import { readPrice } from '@ballpark/common/price-input';

/** The fields of a home's form that hold numbers. */
export const NUMBER_FIELDS = new Set(['latitude', 'longitude', 'bedrooms', 'bathrooms', 'floorAreaSqft', 'price']);

/**
 * A typed value as the API takes it: a price read as the brand's locale writes one (so "450.000" on a Spanish site
 * is 450000, never 450), other numbers as plain decimals, text as typed. NaN where the number cannot be read, or
 * where a price could be read two ways a thousand times apart ("1.200").
 */
export function fieldValue(name: string, value: string, language: BrandLocale): string | number {
  if (name === 'price') {
    const reading = readPrice(value, language);
    return reading.kind === 'amount' ? reading.amount : Number.NaN;
  }
  return NUMBER_FIELDS.has(name) ? Number(value) : value;
}
