import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { BrandLocale } from '@ballpark/common/brand-components';

type OtherLanguage = Exclude<BrandLocale, 'en'>;

/**
 * The compiled words of every folder loaded so far, per language. A folder's `locales/index.ts` adds its catalogs
 * as its chunk is evaluated, before any of its components renders, so a page carries only the words of the folders it
 * uses. A Spanish message that is missing reads in English rather than as its id (the build refuses a missing
 * translation; this covers a catalog that failed to load).
 */
const CATALOGS: Record<BrandLocale, Messages> = { en: {}, es: {} };
Object.setPrototypeOf(CATALOGS.es, CATALOGS.en);

/**
 * Whether this page may speak the language: the server renders brands of every language; a browser speaks the
 * language the server wrote into the page (`<html lang>`, the brand's) or, on a brand without one, its own.
 */
function mayNeed(language: OtherLanguage): boolean {
  if (typeof document === 'undefined') return true;
  return [document.documentElement.lang, ...navigator.languages].some((tag) => tag?.split('-')[0] === language);
}

/** Loads of other languages' words that the page may need, registered by chunks but not started yet. */
const waiting: (() => Promise<void>)[] = [];
const loading = new Set<Promise<void>>();

/**
 * A folder's `locales/index.ts` adds its English words at once, and its other languages' words for loading where the
 * page may need them (an English page never downloads Spanish); `catalogsLoaded` and `withWords` load them before the
 * folder's components render.
 */
export function addCatalogs(en: Messages, others: Record<OtherLanguage, () => Promise<{ messages: Messages }>>): void {
  Object.assign(CATALOGS.en, en);
  for (const language of (Object.keys(others) as OtherLanguage[]).filter(mayNeed)) {
    waiting.push(() => others[language]().then((catalog) => void Object.assign(CATALOGS[language], catalog.messages)));
  }
}

/** Resolves once every catalog added so far has loaded: before hydrating, and after each lazy chunk (withWords). */
export async function catalogsLoaded(): Promise<void> {
  for (const load of waiting.splice(0)) {
    const started = load().finally(() => loading.delete(started));
    loading.add(started);
  }
  await Promise.all(loading);
}

/** A chunk's loader that resolves once the chunk's words have loaded too: for routes and React.lazy components. */
export function withWords<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => load().then(async (module) => (await catalogsLoaded(), module));
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
