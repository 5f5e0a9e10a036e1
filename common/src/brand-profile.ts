/**
 * A brand's editable profile (product spec, "Brand profile"; scoot-management) and its rules, for the form and the
 * server alike: the form shows each field's problem before sending, and the server refuses the same input with the
 * same words. `name` is not editable: it is the host label that selects the brand, so changing it would move the site.
 */
import { emailProblem } from './accounts';
import { BRAND_LOCALES, HOME_PAGE_COMPONENTS, LAYOUT_COMPONENTS } from './brand-components';
import { contrastRatio, MIN_TEXT_CONTRAST, TEXT_ON_LIGHT, textColorOn } from './brand-colors';

/** The profile as the form edits it: every text as typed ('' for none), the address in two lines. */
export interface BrandProfileDraft {
  displayName: string;
  description: string;
  tagline: string;
  brandColors: { primary: string; secondary: string; accent: string };
  homeUrl: string;
  serviceEmail: string;
  whitelabelName: string;
  logoUrl: string;
  layoutComponent: string;
  homePageComponent: string;
  brandedGameSlug: string;
  locale: string;
  phone: string;
  officePhone: string;
  whatsapp: string;
  company: string;
  addressLine1: string;
  addressLine2: string;
  website: string;
  agentName: string;
  agentTitle: string;
  specialties: string[];
  coverageAreas: string[];
  socialMedia: { network: string; url: string }[];
  location: string;
  propertyReference: string;
  googleAnalyticsId: string;
}

/** A field of the draft, colours and list items by their path (`brandColors.primary`, `socialMedia.1`). */
export type BrandProfileProblems = Record<string, string>;

export const BRAND_TEXT_LIMITS = { short: 120, long: 1_000, listItems: 30, listItem: 80 } as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PHONE = /^\+?[0-9(][0-9 ().-]{3,23}$/;
const NETWORK = /^[a-z0-9][a-z0-9_-]{0,29}$/;
const ANALYTICS_ID = /^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/;

export const BRAND_COLOUR_LABELS = { primary: 'Main colour', secondary: 'Surface colour', accent: 'Accent colour' };

/** http(s), a host name with a dot, then anything without spaces (common has no URL class: it runs everywhere). */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

/** Every problem of the draft, by field; empty when it may be saved. */
export function brandProfileProblems(draft: BrandProfileDraft): BrandProfileProblems {
  const problems: BrandProfileProblems = {};
  const text = (field: keyof BrandProfileDraft, value: string, limit: number, required = false) => {
    if (required && value.trim() === '') problems[field] = 'This is required.';
    else if (value.trim().length > limit) problems[field] = `At most ${limit} characters.`;
  };
  const optional = (field: keyof BrandProfileDraft, value: string, ok: (value: string) => boolean, words: string) => {
    if (value.trim() !== '' && !ok(value.trim())) problems[field] = words;
  };

  text('displayName', draft.displayName, 80, true);
  text('description', draft.description, BRAND_TEXT_LIMITS.long);
  text('tagline', draft.tagline, BRAND_TEXT_LIMITS.short);
  text('whitelabelName', draft.whitelabelName, 80);
  for (const field of ['company', 'agentName', 'agentTitle', 'location', 'propertyReference'] as const)
    text(field, draft[field], BRAND_TEXT_LIMITS.short);
  text('addressLine1', draft.addressLine1, BRAND_TEXT_LIMITS.short);
  text('addressLine2', draft.addressLine2, BRAND_TEXT_LIMITS.short);
  if (draft.addressLine1.trim() === '' && draft.addressLine2.trim() !== '')
    problems.addressLine1 = 'Give the first line of the address too.';

  for (const colour of ['primary', 'secondary', 'accent'] as const)
    if (!HEX_COLOUR.test(draft.brandColors[colour].trim()))
      problems[`brandColors.${colour}`] = 'Must be a colour written #rrggbb, like #1f6f5c.';

  optional('homeUrl', draft.homeUrl, isWebAddress, 'Must be a web address starting https://.');
  optional('website', draft.website, isWebAddress, 'Must be a web address starting https://.');
  optional(
    'logoUrl',
    draft.logoUrl,
    (value) => isWebAddress(value) || /^\/[^/\s][^\s]*$/.test(value),
    'Must be a web address starting https://, or a path on this site starting /.',
  );
  if (draft.serviceEmail.trim() !== '') {
    // The profile's other problems are English so far: its address's says the same language.
    const problem = emailProblem(draft.serviceEmail, 'en');
    if (problem) problems.serviceEmail = problem;
  }
  for (const field of ['phone', 'officePhone', 'whatsapp'] as const)
    optional(field, draft[field], (value) => PHONE.test(value), 'Must be a phone number, like +44 20 7946 0000.');
  optional(
    'brandedGameSlug',
    draft.brandedGameSlug,
    (value) => SLUG.test(value),
    'Must be a game slug, like acme-price-challenge.',
  );
  optional(
    'googleAnalyticsId',
    draft.googleAnalyticsId,
    (value) => ANALYTICS_ID.test(value),
    'Must be a Google Analytics id, like G-ABC123XYZ.',
  );

  if (!(LAYOUT_COMPONENTS as readonly string[]).includes(draft.layoutComponent))
    problems.layoutComponent = `Must be one of ${LAYOUT_COMPONENTS.join(', ')}.`;
  if (!(HOME_PAGE_COMPONENTS as readonly string[]).includes(draft.homePageComponent))
    problems.homePageComponent = `Must be one of ${HOME_PAGE_COMPONENTS.join(', ')}.`;
  if (!(BRAND_LOCALES as readonly string[]).includes(draft.locale))
    problems.locale = `Must be one of ${BRAND_LOCALES.join(', ')}.`;

  for (const field of ['specialties', 'coverageAreas'] as const) {
    const items = draft[field].filter((item) => item.trim() !== '');
    if (items.length > BRAND_TEXT_LIMITS.listItems) problems[field] = `At most ${BRAND_TEXT_LIMITS.listItems} entries.`;
    else if (items.some((item) => item.trim().length > BRAND_TEXT_LIMITS.listItem))
      problems[field] = `Each entry at most ${BRAND_TEXT_LIMITS.listItem} characters.`;
  }

  const networks = new Set<string>();
  draft.socialMedia.forEach(({ network, url }, index) => {
    const name = network.trim().toLowerCase();
    if (name === '' && url.trim() === '') return;
    if (!NETWORK.test(name)) problems[`socialMedia.${index}`] = 'Name the network in lower case, like instagram.';
    else if (networks.has(name)) problems[`socialMedia.${index}`] = `${name} is listed twice.`;
    else if (!isWebAddress(url.trim())) problems[`socialMedia.${index}`] = 'Give the link, starting https://.';
    networks.add(name);
  });
  return problems;
}

/**
 * What the preview warns about (saving is still allowed): text that would be hard to read on the brand's colours.
 * The site writes white or near-black on the main and accent colours, whichever contrasts more, and dark text on the
 * surface colour (brandThemeVariables).
 */
export function brandColourWarnings(colours: BrandProfileDraft['brandColors']): string[] {
  const warnings: string[] = [];
  const ratio = (background: string, text: string) => Math.round(contrastRatio(background, text) * 10) / 10;
  for (const colour of ['primary', 'accent'] as const) {
    const value = colours[colour].trim();
    if (!HEX_COLOUR.test(value)) continue;
    const contrast = ratio(value, textColorOn(value));
    if (contrast < MIN_TEXT_CONTRAST)
      warnings.push(
        `${BRAND_COLOUR_LABELS[colour]}: text on it has a contrast of ${contrast}:1, below ${MIN_TEXT_CONTRAST}:1.`,
      );
  }
  const surface = colours.secondary.trim();
  if (HEX_COLOUR.test(surface)) {
    const contrast = ratio(surface, TEXT_ON_LIGHT);
    if (contrast < MIN_TEXT_CONTRAST)
      warnings.push(
        `${BRAND_COLOUR_LABELS.secondary}: dark text on it has a contrast of ${contrast}:1, below ${MIN_TEXT_CONTRAST}:1.`,
      );
  }
  // The main and accent colours are also text themselves (links, eyebrows), on white and on the surface colour.
  for (const colour of ['primary', 'accent'] as const) {
    const value = colours[colour].trim();
    if (!HEX_COLOUR.test(value)) continue;
    const backgrounds = HEX_COLOUR.test(surface) ? ['#ffffff', surface] : ['#ffffff'];
    const contrast = Math.min(...backgrounds.map((background) => ratio(background, value)));
    if (contrast < MIN_TEXT_CONTRAST)
      warnings.push(
        `${BRAND_COLOUR_LABELS[colour]}: as text on white or on the surface colour it has a contrast of ${contrast}:1, below ${MIN_TEXT_CONTRAST}:1.`,
      );
  }
  return warnings;
}
