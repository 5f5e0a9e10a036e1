import type { BrandProfileDraft } from '@ballpark/common/brand-profile';
import type { BrandProfileFieldsFragment } from '../../graphql/generated/graphql';

/** The saved profile as the form's draft: every text as typed ('' for none), lists as the form writes them. */
export function draftOf(brand: BrandProfileFieldsFragment): BrandProfileDraft {
  return {
    displayName: brand.displayName,
    description: brand.description,
    tagline: brand.tagline,
    brandColors: {
      primary: brand.brandColors.primary,
      secondary: brand.brandColors.secondary,
      accent: brand.brandColors.accent,
    },
    homeUrl: brand.homeUrl,
    serviceEmail: brand.serviceEmail,
    whitelabelName: brand.whitelabelName,
    logoUrl: brand.logoUrl,
    layoutComponent: brand.layoutComponent,
    homePageComponent: brand.homePageComponent,
    brandedGameSlug: brand.brandedGameSlug ?? '',
    locale: brand.locale,
    phone: brand.phone ?? '',
    officePhone: brand.officePhone ?? '',
    whatsapp: brand.whatsapp ?? '',
    company: brand.company ?? '',
    addressLine1: brand.address?.line1 ?? '',
    addressLine2: brand.address?.line2 ?? '',
    website: brand.website ?? '',
    agentName: brand.agentName ?? '',
    agentTitle: brand.agentTitle ?? '',
    specialties: [...brand.specialties],
    coverageAreas: [...brand.coverageAreas],
    socialMedia: brand.socialMedia.map(({ network, url }) => ({ network, url })),
    location: brand.location ?? '',
    propertyReference: brand.propertyReference ?? '',
    googleAnalyticsId: brand.googleAnalyticsId ?? '',
  };
}

/** A list field as one line of text: "Camden, Islington". */
export const listText = (items: readonly string[]) => items.join(', ');
export const listOf = (text: string) => text.split(',').map((item) => item.trim());

/** Social links as lines of "network link". */
export const socialText = (links: BrandProfileDraft['socialMedia']) =>
  links.map(({ network, url }) => `${network} ${url}`).join('\n');
export function socialLinksOf(text: string): BrandProfileDraft['socialMedia'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [network = '', ...rest] = line.split(/\s+/);
      return { network, url: rest.join(' ') };
    });
}
