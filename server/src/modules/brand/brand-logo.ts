// A brand's logo, drawn from its profile: a monogram of its display name in a shape, in the brand's colours. No
// image hosting, no outside service; the same profile always draws the same logo.

import { textColorOn } from '@ballpark/common/brand-colors';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import type { BrandEntity } from './brand.entity';

const SHAPES = ['circle', 'roof', 'shield', 'tile'] as const;

/** "Casa Verde Inmobiliaria" -> "CV"; "Ballpark" -> "B". Small words ("de", "the", "&") are skipped. */
export function monogram(displayName: string): string {
  const words = displayName
    .split(/[\s&-]+/)
    .filter((word) => word && !/^(de|del|la|las|los|el|the|of|and|y)$/i.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase())
    .join('');
}

function shapeOf(name: string): (typeof SHAPES)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SHAPES[hash % SHAPES.length];
}

function outline(shape: (typeof SHAPES)[number], fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="32" cy="32" r="30" fill="${fill}"/>`;
    case 'roof':
      return `<path d="M32 3 L61 27 V61 H3 V27 Z" fill="${fill}"/>`;
    case 'shield':
      return `<path d="M6 5 H58 V32 C58 48 46 57 32 62 C18 57 6 48 6 32 Z" fill="${fill}"/>`;
    case 'tile':
      return `<rect x="3" y="3" width="58" height="58" rx="14" fill="${fill}"/>`;
  }
}

export function renderBrandLogo(brand: Pick<BrandEntity, 'name' | 'displayName' | 'brandColors'>): string {
  const { primary, accent } = brand.brandColors;
  const letters = monogram(brand.displayName);
  const shape = shapeOf(brand.name);
  const size = letters.length > 1 ? 24 : 30;
  const baseline = shape === 'roof' ? 50 : 42;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">`,
    `<title>${escapeMarkup(brand.displayName)}</title>`,
    outline(shape, primary),
    `<rect x="16" y="${baseline + 5}" width="32" height="4" rx="2" fill="${accent}"/>`,
    `<text x="32" y="${baseline}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700"`,
    ` font-size="${size}" fill="${textColorOn(primary)}">${escapeMarkup(letters)}</text>`,
    `</svg>`,
  ].join('');
}

/** Where this app serves a brand's logo (`http/media.ts`). */
export const brandLogoPath = (name: string) => `/media/brand/${name}/logo.svg`;
