import { textColorOn } from '@ballpark/common/brand-colors';
import type { CurrentBrand } from './brand-queries';

/**
 * The brand's colours as the stylesheet's semantic tokens: the brand colour and the text on it, the accent (calls
 * to action) and the text on it, and the brand's light surface.
 */
export function brandThemeVariables({ primary, secondary, accent }: CurrentBrand['brandColors']) {
  return {
    '--color-brand': primary,
    '--color-on-brand': textColorOn(primary),
    '--color-accent': accent,
    '--color-on-accent': textColorOn(accent),
    '--color-brand-surface': secondary,
  };
}

/** Dresses the document in the brand: its colour tokens, its language and its name in the tab. */
export function applyBrand(brand: CurrentBrand, language: string) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandThemeVariables(brand.brandColors)))
    root.style.setProperty(name, value);
  root.lang = language;
}
