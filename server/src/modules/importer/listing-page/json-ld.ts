import type { CheerioAPI } from 'cheerio';
import { coerceFacts, type ListingFacts, type RawFacts } from './listing-facts';

type JsonObject = Record<string, unknown>;

/** schema.org types that describe the home itself. */
const RESIDENCE_TYPES = new Set([
  'Residence',
  'House',
  'SingleFamilyResidence',
  'Apartment',
  'ApartmentComplex',
  'Accommodation',
  'Suite',
  'GatedResidenceCommunity',
]);
/** Types that describe the listing (its name, pictures, offer) around the home. */
const LISTING_TYPES = new Set(['RealEstateListing', 'Product', 'IndividualProduct', 'Offer', 'AggregateOffer']);
const OFFER_TYPES = new Set(['Offer', 'AggregateOffer']);
/** Types whose type name says what kind of home it is ("SingleFamilyResidence"); the others are too general. */
const GENERAL_TYPES = new Set(['Residence', 'Accommodation', 'Place']);

/**
 * The listing the page describes in schema.org JSON-LD (`<script type="application/ld+json">`): a RealEstateListing
 * or Product, its Offer (price, currency, availability), the home (SingleFamilyResidence, House, Apartment...: rooms,
 * floor size, year built) and its Place (PostalAddress, GeoCoordinates), found through @graph and nested values.
 * Only the properties that lead from a listing to its home are followed: an agent's address (seller, offeredBy) or a
 * list of other homes (ItemList) is never taken for the home's.
 */
export function readJsonLd($: CheerioAPI, pageUrl: URL): ListingFacts {
  return schemaOrgFacts(jsonLdItems($), pageUrl);
}

/** Each JSON-LD script's data, parsed. */
export function jsonLdItems($: CheerioAPI): unknown[] {
  const items: unknown[] = [];
  $('script').each((_, element) => {
    if (($(element).attr('type') ?? '').trim().toLowerCase() !== 'application/ld+json') return;
    const data = parseJsonLd($(element).text());
    if (data !== undefined) items.push(data);
  });
  return items;
}

/** The listing that schema.org items describe, whether they come as JSON-LD or as microdata (microdata.ts). */
export function schemaOrgFacts(items: unknown[], pageUrl: URL): ListingFacts {
  const nodes: JsonObject[] = [];
  for (const item of items) collectNodes(item, nodes, 0);
  return coerceFacts(factsOfNodes(nodes), pageUrl);
}

/** The types of the items and of their @graph members, bare ("ItemList", "BlogPosting"), for telling pages apart. */
export function topLevelTypes(items: unknown[]): string[] {
  return items.flatMap((item) => {
    const nodes = (Array.isArray(item) ? item : [item]).flatMap((node) =>
      isObject(node) && Array.isArray(node['@graph']) ? [node, ...node['@graph']] : [node],
    );
    return nodes.flatMap((node) => (isObject(node) ? typesOf(node) : []));
  });
}

function parseJsonLd(text: string): unknown {
  // Some sites wrap the JSON in an HTML comment or CDATA section for old browsers.
  const json = text
    .trim()
    .replace(/^(<!--|\/\*\s*<!\[CDATA\[\s*\*\/)/, '')
    .replace(/(-->|\/\*\s*\]\]>\s*\*\/)$/, '');
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

// Properties that lead from a listing to its home, offer and place (an offer's availableAtOrFrom: where the home is);
// a page (WebPage) leads on only by the first two.
const FOLLOWED = [
  'mainEntity',
  'about',
  'itemOffered',
  'offers',
  'location',
  'containedInPlace',
  'object',
  'availableAtOrFrom',
];
const FOLLOWED_FROM_PAGES = ['mainEntity', 'about'];
const PAGE_TYPES = new Set(['WebPage', 'ItemPage', 'CollectionPage', 'WebSite']);
// The agent, its brand and lists of other homes carry addresses and pictures that are not the home's.
const UNRELATED_TYPES = /(Organization|Agent|Business|Corporation|Person|Brand|List|Action)$/;
const MAX_DEPTH = 8;

function collectNodes(value: unknown, nodes: JsonObject[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, nodes, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (value['@graph'] !== undefined) collectNodes(value['@graph'], nodes, depth + 1);
  const types = typesOf(value);
  if (types.some((type) => UNRELATED_TYPES.test(type))) return;
  const isPage = types.some((type) => PAGE_TYPES.has(type));
  if (!isPage) nodes.push(value);
  for (const property of isPage ? FOLLOWED_FROM_PAGES : FOLLOWED) collectNodes(value[property], nodes, depth + 1);
}

function factsOfNodes(nodes: JsonObject[]): RawFacts {
  const residences = nodes.filter((node) => typesOf(node).some((type) => RESIDENCE_TYPES.has(type)));
  const listings = nodes.filter((node) => typesOf(node).some((type) => LISTING_TYPES.has(type)));
  const offers = nodes.filter((node) => typesOf(node).some((type) => OFFER_TYPES.has(type)));
  // Anything with an address or position may be the home's place: an Event's location (an open house) included.
  const places = [...residences, ...nodes.filter((node) => node.address !== undefined || node.geo !== undefined)];
  const described = [...listings, ...residences];

  const address = first(places, (place) => place.address);
  const addressParts = isObject(address) ? address : {};
  const geo = first(places, (place) =>
    isObject(place.geo) ? place.geo : place.latitude !== undefined ? place : undefined,
  );
  const offer = offers[0] ?? {};
  // Many sites state the rooms and size on the listing itself rather than on its home: the home's come first.
  const homeFirst = [...residences, ...listings];
  const floorSize = first(homeFirst, (home) => home.floorSize);

  return {
    title: first(described, (node) => node.name),
    description: first(described, (node) => node.description),
    address: typeof address === 'string' ? address : undefined,
    streetAddress: addressParts.streetAddress,
    city: addressParts.addressLocality,
    region: addressParts.addressRegion,
    postalCode: addressParts.postalCode,
    country: addressParts.addressCountry,
    latitude: isObject(geo) ? geo.latitude : undefined,
    longitude: isObject(geo) ? geo.longitude : undefined,
    price:
      offer.price ??
      offer.lowPrice ??
      (isObject(offer.priceSpecification) ? offer.priceSpecification.price : undefined),
    currency:
      offer.priceCurrency ?? (isObject(offer.priceSpecification) ? offer.priceSpecification.priceCurrency : undefined),
    forSale: offer.availability,
    bedrooms: first(homeFirst, (home) => home.numberOfBedrooms),
    bathrooms: first(homeFirst, bathroomsOf),
    area: isObject(floorSize) ? floorSize.value : floorSize,
    areaUnit: isObject(floorSize) ? (floorSize.unitCode ?? floorSize.unitText) : undefined,
    yearBuilt: first(residences, (home) => home.yearBuilt),
    propertyType: first(residences, propertyTypeOf),
    photos: described.flatMap((node) => imageUrls(node.image ?? node.photo)),
    reference: first(listings, (node) => identifierOf(node.sku ?? node.productID ?? node.identifier)),
  };
}

function bathroomsOf(home: JsonObject): unknown {
  if (home.numberOfBathroomsTotal !== undefined) return home.numberOfBathroomsTotal;
  // Not schema.org's name, but a common one.
  if (home.numberOfBathrooms !== undefined) return home.numberOfBathrooms;
  const full = Number(home.numberOfFullBathrooms);
  const partial = Number(home.numberOfPartialBathrooms ?? 0);
  return Number.isFinite(full) ? full + (Number.isFinite(partial) ? partial : 0) : undefined;
}

function propertyTypeOf(home: JsonObject): unknown {
  if (home.accommodationCategory !== undefined) return home.accommodationCategory;
  const specific = typesOf(home).find((type) => RESIDENCE_TYPES.has(type) && !GENERAL_TYPES.has(type));
  // "SingleFamilyResidence" -> "Single Family Residence"
  return specific?.replace(/([a-z])([A-Z])/g, '$1 $2');
}

function imageUrls(image: unknown): unknown[] {
  if (Array.isArray(image)) return image.flatMap(imageUrls);
  if (isObject(image)) return [image.contentUrl ?? image.url];
  return [image];
}

function identifierOf(identifier: unknown): unknown {
  return isObject(identifier) ? identifier.value : identifier;
}

function first(nodes: JsonObject[], pick: (node: JsonObject) => unknown): unknown {
  for (const node of nodes) {
    const value = pick(node);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** "@type" as bare type names: "http://schema.org/House" -> "House"; a list of types stays a list. */
function typesOf(node: JsonObject): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.filter((type): type is string => typeof type === 'string').map((type) => type.replace(/^.*[/#:]/, ''));
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
