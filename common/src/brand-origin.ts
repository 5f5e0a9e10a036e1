import { brandLabelFromHost } from './brand-from-host';

/** Where a brand's name goes in a brand origin template, as in `https://{brand}.example.org`. */
export const BRAND_PLACEHOLDER = '{brand}';

/** What a brand's links are built from: the site's public URL and the template of the other brands' origins. */
export interface BrandOrigins {
  publicUrl: string;
  template: string;
}

/**
 * The absolute base of a brand's links (share texts, share cards, canonical URLs): the default brand keeps the public
 * URL, every other brand fills the template with its name, so a link opens on the host that selects its brand.
 */
export function brandOrigin(
  brand: { name: string; isDefault: boolean },
  { publicUrl, template }: BrandOrigins,
): string {
  return brand.isDefault ? publicUrl : template.split(BRAND_PLACEHOLDER).join(brand.name);
}

/**
 * The template when none is configured: the brand's name as a new first label of the public URL's host, so brand
 * `acme` of `http://localhost:3000` is `http://acme.localhost:3000` (GAME-RULES "Brand selection" picks it there).
 */
export function brandOriginTemplateFor(publicUrl: string): string {
  return publicUrl.replace('://', `://${BRAND_PLACEHOLDER}.`);
}

/** Why a template cannot give every brand an origin its own host selects it by, or null when it can. */
export function brandOriginTemplateProblem(template: string): string | null {
  if (!/^https?:\/\//.test(template)) return 'must start with http:// or https://';
  if (!template.includes(BRAND_PLACEHOLDER)) return `must contain ${BRAND_PLACEHOLDER}`;
  const host = /^https?:\/\/([^/?#]*)/.exec(template.split(BRAND_PLACEHOLDER).join('brand'))![1];
  return brandLabelFromHost(host) === 'brand'
    ? null
    : `must put ${BRAND_PLACEHOLDER} first in a host name that selects the brand (not an IP address or localhost alone)`;
}
