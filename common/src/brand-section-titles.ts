import type { BrandLocale } from './brand-components';
import type { LocaleText } from './locale-text';

/** A site's section pages (page-routes.ts SITE: each is chosen from the brand's profile). */
export type BrandSectionName = 'subscribe' | 'archive' | 'siteLeaderboard' | 'about';

/**
 * The tab title of each section page, in the brand's language: the server's head and the browser's title after a
 * navigation both read it (followed by ` | {brand}`), so the page is named the same whichever way it was reached.
 */
const SECTION_TITLES: Readonly<Record<BrandSectionName, LocaleText>> = {
  subscribe: { en: 'Subscribe by email', es: 'Suscríbete por correo' },
  archive: { en: 'Past games', es: 'Juegos anteriores' },
  siteLeaderboard: { en: 'Leaderboards', es: 'Clasificaciones' },
  about: { en: 'About us', es: 'Quiénes somos' },
};

export function isBrandSection(name: string): name is BrandSectionName {
  return name in SECTION_TITLES;
}

export function brandSectionTitle(name: BrandSectionName, locale: BrandLocale): string {
  return SECTION_TITLES[name][locale];
}
