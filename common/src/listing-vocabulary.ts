/**
 * The words a listing is described in: what the server stores and the client labels. GraphQL carries these as
 * plain strings (integrators may meet new ones), so the labels accept any string and fall back to it.
 */
/** The countries a home may be in (ISO 3166 codes); the importer stores only these, so a page elsewhere asks for it. */
export const COUNTRIES = ['GB', 'US', 'ES', 'DE', 'PT'] as const;
export type Country = (typeof COUNTRIES)[number];

export const PROPERTY_TYPES = [
  'flat',
  'terraced',
  'semi-detached',
  'detached',
  'bungalow',
  'condo',
  'townhouse',
  'single-family',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The currencies a home's price may be in. */
export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** "United Kingdom" ("Reino Unido"): a country's name as the locale writes it, or its code where it has none. */
export function countryName(country: string, locale: string): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(country) ?? country;
}

/**
 * The facts a round needs of a home read from a listing page; anything else (city, tenure, year built...) is welcome
 * but not asked for. A page that does not give one asks the creator for it.
 */
export const REQUIRED_LISTING_FACTS = [
  'title',
  'address',
  'country',
  'price',
  'currency',
  'forSale',
  'bedrooms',
  'bathrooms',
  'area',
  'propertyType',
  'latitude',
  'longitude',
  'photos',
] as const;
export type RequiredListingFact = (typeof REQUIRED_LISTING_FACTS)[number];

export const TENURES = ['freehold', 'leasehold'] as const;
export type Tenure = (typeof TENURES)[number];

export const PRICE_KINDS = ['sold', 'asking'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  flat: 'Flat',
  terraced: 'Terraced house',
  'semi-detached': 'Semi-detached house',
  detached: 'Detached house',
  bungalow: 'Bungalow',
  condo: 'Condo',
  townhouse: 'Townhouse',
  'single-family': 'Single-family home',
};

const TENURE_LABELS: Record<Tenure, string> = { freehold: 'Freehold', leasehold: 'Leasehold' };

/** "semi-detached" -> "Semi-detached house"; an unknown type is shown as it is. */
export function propertyTypeLabel(type: string): string {
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
}

/** "freehold" -> "Freehold"; an unknown tenure is shown as it is. */
export function tenureLabel(tenure: string): string {
  return TENURE_LABELS[tenure as Tenure] ?? tenure;
}
