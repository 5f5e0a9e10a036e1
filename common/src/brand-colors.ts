// WCAG 2 contrast, for brand colours: the text colour worn on a brand colour, and the checks the seed's brands pass.

const HEX = /^#([0-9a-f]{6})$/i;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((at) => parseInt(match[1].slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const TEXT_ON_LIGHT = '#1c2321';
export const TEXT_ON_DARK = '#ffffff';

/** The text colour to write on a background: white or near-black, whichever contrasts more. */
export function textColorOn(background: string): string {
  return contrastRatio(background, TEXT_ON_DARK) >= contrastRatio(background, TEXT_ON_LIGHT)
    ? TEXT_ON_DARK
    : TEXT_ON_LIGHT;
}

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * A brand's colours as the stylesheet's semantic tokens: the brand colour and the text on it, the accent (calls to
 * action) and the text on it, and the brand's light surface. The server writes them into each page's head, the
 * client sets them when the brand changes.
 */
export function brandThemeVariables({
  primary,
  secondary,
  accent,
}: {
  primary: string;
  secondary: string;
  accent: string;
}): Record<string, string> {
  return {
    '--color-brand': primary,
    '--color-on-brand': textColorOn(primary),
    '--color-accent': accent,
    '--color-on-accent': textColorOn(accent),
    '--color-brand-surface': secondary,
  };
}
