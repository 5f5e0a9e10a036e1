import { createContext, useContext } from 'react';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { CurrentBrand } from './brand-queries';

export interface BrandContextValue {
  brand: CurrentBrand;
  /** The page's language: the brand's, else the browser's, among the website's. Lingui's words follow it. */
  language: BrandLocale;
}

export const BrandContext = createContext<BrandContextValue | null>(null);

/** The brand the site wears, and the page's language; only inside BrandFrame. */
export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand is used outside BrandFrame');
  return value;
}
