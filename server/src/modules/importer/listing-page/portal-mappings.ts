import { valueAt, valuesAt } from './json-path';
import { coerceFacts, type ListingFacts, type ListingField, type RawFacts } from './listing-facts';

/** What the general mechanisms found in a page's scripts, for a portal's mapping to read from. */
export interface PageData {
  /** Window variables' JSON (window-json.ts). */
  windowJson: ReadonlyMap<string, unknown>;
  /** Next.js page data with nested JSON strings parsed (next-data.ts). */
  nextData: unknown;
}

/** Where a field is: a path (json-path.ts), paths tried in order, or a reading of the listing's data. */
type FieldRule = string | readonly string[] | ((listing: unknown) => unknown);

interface PortalMapping {
  /** The portal's name, as its host: "rightmove.co.uk". */
  portal: string;
  /**
   * The listing's data within the page's data, or undefined when the page does not carry this portal's data: the
   * page's own markers choose the mapping, not its address (a saved or mirrored portal page reads the same).
   */
  listing(page: PageData): unknown;
  fields: { readonly [F in ListingField]?: FieldRule };
}

/**
 * Where each portal keeps each fact in the data its page carries. A mapping only names paths in what a general
 * mechanism already parsed (a window variable, Next.js data); a portal missing here still imports through JSON-LD,
 * microdata, embedded state and meta tags, and a mapping that no longer matches its portal's page is not chosen.
 */
const PORTAL_MAPPINGS: readonly PortalMapping[] = [
  {
    portal: 'rightmove.co.uk',
    listing: (page) => {
      const model = page.windowJson.get('PAGE_MODEL');
      return valueAt(model, 'propertyData') === undefined ? undefined : model;
    },
    fields: {
      title: 'propertyData.text.pageTitle',
      address: 'propertyData.address.displayAddress',
      postalCode: (model) =>
        valueAt(model, 'analyticsInfo.analyticsProperty.postcode') ??
        joined([valueAt(model, 'propertyData.address.outcode'), valueAt(model, 'propertyData.address.incode')]),
      country: ['propertyData.address.countryCode', 'analyticsInfo.analyticsProperty.country'],
      price: ['analyticsInfo.analyticsProperty.price', 'propertyData.prices.primaryPrice'],
      currency: 'analyticsInfo.analyticsProperty.currency',
      // BUY: a home for sale at an asking price; lettings (RENT) have no sale price, so stay unknown.
      forSale: (model) => (valueAt(model, 'propertyData.transactionType') === 'BUY' ? true : undefined),
      bedrooms: 'propertyData.bedrooms',
      bathrooms: 'propertyData.bathrooms',
      area: (model) => floorSizing(model)?.maximumSize,
      areaUnit: (model) => floorSizing(model)?.unit,
      propertyType: 'propertyData.propertySubType',
      tenure: 'propertyData.tenure.tenureType',
      latitude: 'propertyData.location.latitude',
      longitude: 'propertyData.location.longitude',
      photos: (model) => valuesAt(model, 'propertyData.images.*.url'),
      description: 'propertyData.text.description',
      reference: 'propertyData.id',
    },
  },
  {
    portal: 'zillow.com',
    listing: (page) =>
      valueAt(page.nextData, 'props.pageProps.componentProps.gdpClientCache.*.property') ??
      valueAt(page.nextData, 'props.pageProps.gdpClientCache.*.property'),
    fields: {
      streetAddress: ['address.streetAddress', 'streetAddress'],
      city: ['address.city', 'city'],
      region: ['address.state', 'state'],
      postalCode: ['address.zipcode', 'zipcode'],
      country: 'country',
      price: 'price',
      currency: 'currency',
      forSale: 'homeStatus',
      bedrooms: 'bedrooms',
      bathrooms: 'bathrooms',
      area: 'livingAreaValue',
      areaUnit: 'livingAreaUnitsShort',
      yearBuilt: 'yearBuilt',
      propertyType: ['resoFacts.propertySubType.0', 'resoFacts.homeType', 'homeType'],
      latitude: 'latitude',
      longitude: 'longitude',
      photos: (property) => valuesAt(property, 'photos.*').map(largestJpeg),
      description: 'description',
      reference: 'zpid',
    },
  },
];

/** The facts of the portal whose data the page carries, wherever it is served from; null when it carries none. */
export function readPortalData(pageUrl: URL, page: PageData): { portal: string; facts: ListingFacts } | null {
  for (const mapping of PORTAL_MAPPINGS) {
    const listing = mapping.listing(page);
    if (listing === undefined) continue;
    const raw: RawFacts = {};
    for (const [field, rule] of Object.entries(mapping.fields) as Array<[ListingField, FieldRule]>)
      raw[field] = applyRule(listing, rule);
    return { portal: mapping.portal, facts: coerceFacts(raw, pageUrl) };
  }
  return null;
}

function applyRule(listing: unknown, rule: FieldRule): unknown {
  if (typeof rule === 'function') return rule(listing);
  const paths: readonly string[] = typeof rule === 'string' ? [rule] : rule;
  for (const path of paths) {
    const value = valueAt(listing, path);
    if (value !== undefined) return value;
  }
  return undefined;
}

interface Sizing {
  unit?: unknown;
  maximumSize?: unknown;
}

/** Rightmove lists the size in several units (sq m, sq ft, hectares, acres): the home's, in sq ft or else sq m. */
function floorSizing(model: unknown): Sizing | undefined {
  const sizings = valuesAt(model, 'propertyData.sizings.*') as Sizing[];
  return sizings.find((sizing) => sizing.unit === 'sqft') ?? sizings.find((sizing) => sizing.unit === 'sqm');
}

/** A Zillow photo offers several sizes: the widest JPEG, else its own URL. */
function largestJpeg(photo: unknown): unknown {
  const sources = valuesAt(photo, 'mixedSources.jpeg.*') as Array<{ url?: unknown; width?: unknown }>;
  const widest = sources.reduce<(typeof sources)[number] | undefined>(
    (best, source) => (Number(source.width) > Number(best?.width ?? 0) ? source : best),
    undefined,
  );
  return widest?.url ?? valueAt(photo, 'url');
}

function joined(parts: unknown[]): string | undefined {
  return parts.every((part) => typeof part === 'string' && part) ? parts.join(' ') : undefined;
}
