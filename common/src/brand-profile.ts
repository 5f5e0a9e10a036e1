/**
 * A brand's editable profile (product spec, "Brand profile"; scoot-management) and its rules, for the form and the
 * server alike: the form shows each field's problem before sending, and the server refuses the same input with the
 * same words. `name` is not editable: it is the host label that selects the brand, so changing it would move the site.
 */
import { emailProblem } from './accounts';
import { BRAND_LOCALES, HOME_PAGE_COMPONENTS, LAYOUT_COMPONENTS, type BrandLocale } from './brand-components';
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

type Colour = keyof BrandProfileDraft['brandColors'];

/** What the form and its preview say of a profile's problems and its colours, in each brand locale. */
const PROFILE_WORDS: Record<
  BrandLocale,
  {
    required: string;
    atMost: (limit: number) => string;
    firstAddressLine: string;
    colour: string;
    webAddress: string;
    logoAddress: string;
    phone: string;
    gameSlug: string;
    analyticsId: string;
    oneOf: (choices: readonly string[]) => string;
    mostEntries: (limit: number) => string;
    entryLength: (limit: number) => string;
    network: string;
    listedTwice: (network: string) => string;
    link: string;
    colourNames: Record<Colour, string>;
    textOn: (colour: string, contrast: string, minimum: string) => string;
    darkTextOn: (colour: string, contrast: string, minimum: string) => string;
    asText: (colour: string, contrast: string, minimum: string) => string;
  }
> = {
  en: {
    required: 'This is required.',
    atMost: (limit) => `At most ${limit} characters.`,
    firstAddressLine: 'Give the first line of the address too.',
    colour: 'Must be a colour written #rrggbb, like #1f6f5c.',
    webAddress: 'Must be a web address starting https://.',
    logoAddress: 'Must be a web address starting https://, or a path on this site starting /.',
    phone: 'Must be a phone number, like +44 20 7946 0000.',
    gameSlug: 'Must be a game slug, like acme-price-challenge.',
    analyticsId: 'Must be a Google Analytics id, like G-ABC123XYZ.',
    oneOf: (choices) => `Must be one of ${choices.join(', ')}.`,
    mostEntries: (limit) => `At most ${limit} entries.`,
    entryLength: (limit) => `Each entry at most ${limit} characters.`,
    network: 'Name the network in lower case, like instagram.',
    listedTwice: (network) => `${network} is listed twice.`,
    link: 'Give the link, starting https://.',
    colourNames: { primary: 'Main colour', secondary: 'Surface colour', accent: 'Accent colour' },
    textOn: (colour, contrast, minimum) => `${colour}: text on it has a contrast of ${contrast}:1, below ${minimum}:1.`,
    darkTextOn: (colour, contrast, minimum) =>
      `${colour}: dark text on it has a contrast of ${contrast}:1, below ${minimum}:1.`,
    asText: (colour, contrast, minimum) =>
      `${colour}: as text on white or on the surface colour it has a contrast of ${contrast}:1, below ${minimum}:1.`,
  },
  es: {
    required: 'Este campo es obligatorio.',
    atMost: (limit) => `Como máximo ${limit} caracteres.`,
    firstAddressLine: 'Escribe también la primera línea de la dirección.',
    colour: 'Tiene que ser un color escrito #rrggbb, como #1f6f5c.',
    webAddress: 'Tiene que ser una dirección web que empiece por https://.',
    logoAddress: 'Tiene que ser una dirección web que empiece por https:// o una ruta de este sitio que empiece por /.',
    phone: 'Tiene que ser un número de teléfono, como +34 912 345 678.',
    gameSlug: 'Tiene que ser el slug de un juego, como acme-price-challenge.',
    analyticsId: 'Tiene que ser un ID de Google Analytics, como G-ABC123XYZ.',
    oneOf: (choices) => `Tiene que ser uno de estos: ${choices.join(', ')}.`,
    mostEntries: (limit) => `Como máximo ${limit} elementos.`,
    entryLength: (limit) => `Cada elemento, como máximo ${limit} caracteres.`,
    network: 'Escribe el nombre de la red en minúsculas, como instagram.',
    listedTwice: (network) => `${network} aparece dos veces.`,
    link: 'Escribe el enlace, que empiece por https://.',
    colourNames: { primary: 'Color principal', secondary: 'Color de fondo', accent: 'Color de acento' },
    textOn: (colour, contrast, minimum) =>
      `${colour}: el texto sobre él tiene un contraste de ${contrast}:1, por debajo de ${minimum}:1.`,
    darkTextOn: (colour, contrast, minimum) =>
      `${colour}: el texto oscuro sobre él tiene un contraste de ${contrast}:1, por debajo de ${minimum}:1.`,
    asText: (colour, contrast, minimum) =>
      `${colour}: como texto sobre blanco o sobre el color de fondo tiene un contraste de ${contrast}:1, por debajo de ${minimum}:1.`,
  },
};

/** A contrast ratio as the language writes a decimal: "4.4" ("4,4"). */
function ratioText(ratio: number, locale: BrandLocale): string {
  return ratio.toLocaleString(locale === 'es' ? 'es-ES' : 'en-GB');
}

/** http(s), a host name with a dot, then anything without spaces (common has no URL class: it runs everywhere). */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

/** Every problem of the draft, by field, in the brand's locale (the form's and the server's words); empty when it may be saved. */
export function brandProfileProblems(draft: BrandProfileDraft, locale: BrandLocale = 'en'): BrandProfileProblems {
  const words = PROFILE_WORDS[locale];
  const problems: BrandProfileProblems = {};
  const text = (field: keyof BrandProfileDraft, value: string, limit: number, required = false) => {
    if (required && value.trim() === '') problems[field] = words.required;
    else if (value.trim().length > limit) problems[field] = words.atMost(limit);
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
    problems.addressLine1 = words.firstAddressLine;

  for (const colour of ['primary', 'secondary', 'accent'] as const)
    if (!HEX_COLOUR.test(draft.brandColors[colour].trim())) problems[`brandColors.${colour}`] = words.colour;

  optional('homeUrl', draft.homeUrl, isWebAddress, words.webAddress);
  optional('website', draft.website, isWebAddress, words.webAddress);
  optional(
    'logoUrl',
    draft.logoUrl,
    (value) => isWebAddress(value) || /^\/[^/\s][^\s]*$/.test(value),
    words.logoAddress,
  );
  if (draft.serviceEmail.trim() !== '') {
    const problem = emailProblem(draft.serviceEmail, locale);
    if (problem) problems.serviceEmail = problem;
  }
  for (const field of ['phone', 'officePhone', 'whatsapp'] as const)
    optional(field, draft[field], (value) => PHONE.test(value), words.phone);
  optional('brandedGameSlug', draft.brandedGameSlug, (value) => SLUG.test(value), words.gameSlug);
  optional('googleAnalyticsId', draft.googleAnalyticsId, (value) => ANALYTICS_ID.test(value), words.analyticsId);

  if (!(LAYOUT_COMPONENTS as readonly string[]).includes(draft.layoutComponent))
    problems.layoutComponent = words.oneOf(LAYOUT_COMPONENTS);
  if (!(HOME_PAGE_COMPONENTS as readonly string[]).includes(draft.homePageComponent))
    problems.homePageComponent = words.oneOf(HOME_PAGE_COMPONENTS);
  if (!(BRAND_LOCALES as readonly string[]).includes(draft.locale)) problems.locale = words.oneOf(BRAND_LOCALES);

  for (const field of ['specialties', 'coverageAreas'] as const) {
    const items = draft[field].filter((item) => item.trim() !== '');
    if (items.length > BRAND_TEXT_LIMITS.listItems) problems[field] = words.mostEntries(BRAND_TEXT_LIMITS.listItems);
    else if (items.some((item) => item.trim().length > BRAND_TEXT_LIMITS.listItem))
      problems[field] = words.entryLength(BRAND_TEXT_LIMITS.listItem);
  }

  const networks = new Set<string>();
  draft.socialMedia.forEach(({ network, url }, index) => {
    const name = network.trim().toLowerCase();
    if (name === '' && url.trim() === '') return;
    if (!NETWORK.test(name)) problems[`socialMedia.${index}`] = words.network;
    else if (networks.has(name)) problems[`socialMedia.${index}`] = words.listedTwice(name);
    else if (!isWebAddress(url.trim())) problems[`socialMedia.${index}`] = words.link;
    networks.add(name);
  });
  return problems;
}

/**
 * What the preview warns about (saving is still allowed): text that would be hard to read on the brand's colours.
 * The site writes white or near-black on the main and accent colours, whichever contrasts more, and dark text on the
 * surface colour (brandThemeVariables).
 */
export function brandColourWarnings(colours: BrandProfileDraft['brandColors'], locale: BrandLocale = 'en'): string[] {
  const words = PROFILE_WORDS[locale];
  const names = words.colourNames;
  const minimum = ratioText(MIN_TEXT_CONTRAST, locale);
  const warnings: string[] = [];
  const ratio = (background: string, text: string) => Math.round(contrastRatio(background, text) * 10) / 10;
  for (const colour of ['primary', 'accent'] as const) {
    const value = colours[colour].trim();
    if (!HEX_COLOUR.test(value)) continue;
    const contrast = ratio(value, textColorOn(value));
    if (contrast < MIN_TEXT_CONTRAST) warnings.push(words.textOn(names[colour], ratioText(contrast, locale), minimum));
  }
  const surface = colours.secondary.trim();
  if (HEX_COLOUR.test(surface)) {
    const contrast = ratio(surface, TEXT_ON_LIGHT);
    if (contrast < MIN_TEXT_CONTRAST)
      warnings.push(words.darkTextOn(names.secondary, ratioText(contrast, locale), minimum));
  }
  // The main and accent colours are also text themselves (links, eyebrows), on white and on the surface colour.
  for (const colour of ['primary', 'accent'] as const) {
    const value = colours[colour].trim();
    if (!HEX_COLOUR.test(value)) continue;
    const backgrounds = HEX_COLOUR.test(surface) ? ['#ffffff', surface] : ['#ffffff'];
    const contrast = Math.min(...backgrounds.map((background) => ratio(background, value)));
    if (contrast < MIN_TEXT_CONTRAST) warnings.push(words.asText(names[colour], ratioText(contrast, locale), minimum));
  }
  return warnings;
}
