import type { BrandLocale } from './brand-components';

/**
 * A sentence in each of the brands' locales. The server answers a message in the locale of the request's brand
 * (`brand.locale`), so a player on a Spanish brand reads it in Spanish; a locale added to BRAND_LOCALES is a type
 * error until every such sentence has it.
 */
export type LocaleText = Readonly<Record<BrandLocale, string>>;

export function inLocale(locale: BrandLocale, text: LocaleText): string {
  return text[locale] ?? text.en;
}
