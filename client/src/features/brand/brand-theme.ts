import { brandThemeVariables } from '@ballpark/common/brand-colors';
import type { CurrentBrandQuery } from '../../graphql/generated/graphql';
import { pageLanguage } from '../i18n/page-language';

/**
 * Dresses the document in the brand: its colour tokens and its language. The server writes both into the page it
 * sends; Vite's dev server sends a bare index.html, so only development needs this (main.tsx).
 */
export function applyBrand({ currentBrand, website }: CurrentBrandQuery) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandThemeVariables(currentBrand.brandColors)))
    root.style.setProperty(name, value);
  root.lang = pageLanguage(
    currentBrand.locale,
    website.supportedLocales.map((locale) => locale.code),
  );
}
