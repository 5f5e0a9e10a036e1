import { brandThemeVariables } from '@ballpark/common/brand-colors';
import type { CurrentBrand } from './brand-queries';

/** Dresses the document in the brand: its colour tokens, its language and its name in the tab. */
export function applyBrand(brand: CurrentBrand, language: string) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandThemeVariables(brand.brandColors)))
    root.style.setProperty(name, value);
  root.lang = language;
}
