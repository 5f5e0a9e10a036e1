import type { AppConfig } from '../../../config';
import { readJsonLd } from './json-ld';
import type { ListingFacts, ListingField } from './listing-facts';
import { mergeFacts, type MergedFacts } from './merge';
import { readMetaTags } from './meta-tags';
import { readNextData } from './next-data';
import { loadHtml } from './plain-text';
import { readPortalData } from './portal-mappings';
import type { MaskedPrice } from '../../listing/price-masking';
import { maskListingPrices } from './draft-masking';
import { DEFAULT_FETCH_POLICY, fetchHtmlPage, type FetchPolicy } from './safe-fetch';
import { readWindowJson } from './window-json';

/** What a round needs; anything else (city, tenure, year built...) is welcome but not asked for. */
export const REQUIRED_FIELDS = [
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
] as const satisfies readonly ListingField[];
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** A listing read from a page, for its creator to check and complete before it is saved. */
export interface ExtractedListing {
  /**
   * The facts found. Plain values only: every text is plain text (tags dropped, entities decoded, script contents
   * gone) with its prices masked; store it as text and show it as text, never as HTML.
   */
  draft: ListingFacts;
  /** Which mechanism each fact comes from (portal, json-ld, meta). */
  sourceOf: MergedFacts['sourceOf'];
  /** The portal whose mapping read the page ("rightmove.co.uk"), null when only the general mechanisms did. */
  portal: string | null;
  /** Required facts the page did not give, for the creator to fill in by hand. */
  missing: Array<(typeof REQUIRED_FIELDS)[number]>;
  /** A sentence naming what is missing; null when nothing is. */
  message: string | null;
  /** Prices taken out of the texts (title, description...), so the creator sees what was hidden. */
  maskedPrices: MaskedPrice[];
}

export interface ImportedListingPage extends ExtractedListing {
  /** The page's address after redirects. */
  url: string;
}

/**
 * Reads a listing from a page's HTML (pure: no network). The general mechanisms each read what they can: JSON-LD
 * (json-ld.ts), meta tags (meta-tags.ts), JSON assigned to window variables (window-json.ts) and Next.js data
 * (next-data.ts), which a known portal's mapping (portal-mappings.ts) reads; mergeFacts (merge.ts) decides
 * precedence; the texts' prices are masked (draft-masking.ts).
 */
export function extractListing(html: string, pageUrl: string | URL): ExtractedListing {
  const url = new URL(pageUrl);
  const $ = loadHtml(html);
  const portal = readPortalData(url, { windowJson: readWindowJson($), nextData: readNextData($) });
  const { facts, sourceOf } = mergeFacts({
    portal: portal?.facts,
    'json-ld': readJsonLd($, url),
    meta: readMetaTags($, url),
  });
  const { facts: draft, masked } = maskListingPrices(facts);
  const missing = REQUIRED_FIELDS.filter((field) => draft[field] === undefined);
  return {
    draft,
    sourceOf,
    portal: portal?.portal ?? null,
    missing,
    message: missingMessage(missing),
    maskedPrices: masked,
  };
}

const FIELD_NAMES: Readonly<Record<(typeof REQUIRED_FIELDS)[number], string>> = {
  title: 'title',
  address: 'address',
  country: 'country',
  price: 'price',
  currency: 'currency',
  forSale: 'whether the price is asking or sold',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  area: 'floor area',
  propertyType: 'property type',
  latitude: 'map position',
  longitude: 'map position',
  photos: 'photos',
};

/** "This page did not give the price and floor area: please fill them in by hand."; null when nothing is missing. */
export function missingMessage(missing: readonly RequiredField[]): string | null {
  if (!missing.length) return null;
  if (missing.length === REQUIRED_FIELDS.length)
    return "No listing could be read from this page: fill in the home's details by hand.";
  const names = [...new Set(missing.map((field) => FIELD_NAMES[field]))];
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `This page did not give the ${list}: please fill ${names.length === 1 ? 'it' : 'them'} in by hand.`;
}

/**
 * Imports a listing from the page at a URL a game creator pasted (issue 8): fetches it safely (safe-fetch.ts:
 * public http(s) addresses only, size and time limits) and reads it (extractListing). The result is a draft, not a
 * listing: nothing is saved, and the creator fills in what is missing.
 *
 * Imported text is text: every field of the draft is a plain string, number or boolean, never markup. It is stored
 * as text and never rendered as HTML.
 */
export class ListingPageImporter {
  constructor(private readonly policy: FetchPolicy = DEFAULT_FETCH_POLICY) {}

  static fromConfig(config: Pick<AppConfig, 'importAllowedHosts'>): ListingPageImporter {
    return new ListingPageImporter({ ...DEFAULT_FETCH_POLICY, allowedHosts: config.importAllowedHosts });
  }

  /** Throws PageFetchError (a DomainError with a message for the creator) when the page cannot be fetched. */
  async importUrl(url: string): Promise<ImportedListingPage> {
    const page = await fetchHtmlPage(url, this.policy);
    return { url: page.url, ...extractListing(page.html, page.url) };
  }
}
