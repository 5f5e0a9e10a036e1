import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { BrandLocale } from '@ballpark/common/brand-components';

/**
 * The compiled words of every folder loaded so far, per language. A folder's `locales/index.ts` adds its catalogs
 * when its chunk is evaluated, which is before any of its components renders; the page loads only the words of the
 * folders it uses. Each language's Lingui instance holds these same objects, so later folders' words reach it.
 */
const CATALOGS: Record<BrandLocale, Messages> = { en: {}, es: {} };

export function addCatalogs(catalogs: Record<BrandLocale, Messages>): void {
  for (const language of Object.keys(CATALOGS) as BrandLocale[]) Object.assign(CATALOGS[language], catalogs[language]);
}

const INSTANCES = new Map<BrandLocale, I18n>();

/**
 * One Lingui instance per language, shared by every render in that language: an instance is never re-activated, so
 * the server's concurrent renders of brands in different languages cannot cross.
 */
export function i18nFor(language: BrandLocale): I18n {
  let instance = INSTANCES.get(language);
  if (!instance) {
    instance = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
    INSTANCES.set(language, instance);
  }
  return instance;
}
