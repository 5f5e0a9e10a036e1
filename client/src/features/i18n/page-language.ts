import type { BrandLocale } from '@ballpark/common/brand-components';
import { chooseLocale } from '@ballpark/common/website';

/** The language of the page: the brand's, else the browser's, reduced to one the website supports. */
export function pageLanguage(brandLocale: string | null, supported: readonly string[]): BrandLocale {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const language = chooseLocale([brandLocale, ...browser], supported);
  return language === 'es' ? 'es' : 'en';
}
