import type { BrandLocale } from '@ballpark/common/brand-components';
import { en } from './en';
import { es } from './es';
import type { ServerWords } from './words';

export type { PageHead, ServerWords } from './words';

/** Every locale has its words: a locale added to BRAND_LOCALES is a type error here until it has them. */
const WORDS: Readonly<Record<BrandLocale, ServerWords>> = { en, es };

/** The words the server writes for a player of a brand in this locale (`brand.locale`). */
export function wordsIn(locale: BrandLocale): ServerWords {
  return WORDS[locale];
}
