import { REQUIRED_LISTING_FACTS, type RequiredListingFact } from '@ballpark/common/listing-vocabulary';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { AppConfig } from '../../../platform/config';
import { wordsIn } from '../../../i18n';
import { areaUnitOfCountry, countryOfPage, currencyOfCountry, roomsAreBedroomsIn } from './country';
import { readEmbeddedState } from './embedded-state';
import { jsonLdItems, schemaOrgFacts, topLevelTypes } from './json-ld';
import type { ListingFacts, ListingField } from './listing-facts';
import { mergeFacts, type MergedFacts } from './merge';
import { readMetaTags } from './meta-tags';
import { readMicrodata } from './microdata';
import { readNextData } from './next-data';
import { NotAListingError, notAListingReason } from './page-kind';
import { readLabelledFacts } from './labelled-facts';
import { loadHtml } from './plain-text';
import { readPortalData } from './portal-mappings';
import type { MaskedPrice } from '../../listing/price-masking';
import { maskListingPrices } from './draft-masking';
import { DEFAULT_FETCH_POLICY, fetchHtmlPage, type FetchPolicy } from './safe-fetch';
import { readWindowJson } from './window-json';

/** What a round needs (`REQUIRED_LISTING_FACTS`), each a field of the draft the page is read into. */
export const REQUIRED_FIELDS = REQUIRED_LISTING_FACTS satisfies readonly ListingField[];
export type RequiredField = RequiredListingFact;

/** A listing read from a page, for its creator to check and complete before it is saved. */
export interface ExtractedListing {
  /**
   * The facts found. Plain values only: every text is plain text (tags dropped, entities decoded, script contents
   * gone) with its prices masked; store it as text and show it as text, never as HTML.
   */
  draft: ListingFacts;
  /** Which mechanism each fact comes from (portal, json-ld, microdata, embedded-state, meta, inferred). */
  sourceOf: MergedFacts['sourceOf'];
  /**
   * The portal whose data the page carries and whose mapping read it ("rightmove.co.uk"), wherever the page was
   * served from; null when only the general mechanisms read it.
   */
  portal: string | null;
  /** Required facts the page did not give, for the creator to fill in by hand. */
  missing: Array<(typeof REQUIRED_FIELDS)[number]>;
  /** A sentence naming what is missing, in English (the builder writes its own in the brand's locale); null when nothing is. */
  message: string | null;
  /** Prices taken out of the texts (title, description...), so the creator sees what was hidden. */
  maskedPrices: MaskedPrice[];
}

export interface ImportedListingPage extends ExtractedListing {
  /** The page's address after redirects. */
  url: string;
}

/**
 * Reads a listing from a page's HTML (pure: no network), by what the page contains, whatever site serves it. The
 * general mechanisms each read what they can: schema.org JSON-LD (json-ld.ts) and microdata (microdata.ts), the state
 * a page embeds for its scripts (Next.js data, next-data.ts, and window or global variables, window-json.ts), read by
 * a portal's mapping when it is a known portal's (portal-mappings.ts) and by the usual names of facts otherwise
 * (embedded-state.ts), and meta tags and titles (meta-tags.ts); mergeFacts (merge.ts) decides precedence. A country
 * the page does not name is inferred (country.ts), and with it the currency and the unit of a bare area. The texts'
 * prices are masked (draft-masking.ts).
 *
 * Throws NotAListingError for a page that is not a listing (a bot check, a consent wall, an article, search results:
 * page-kind.ts), which must never be saved as a home.
 */
export function extractListing(html: string, pageUrl: string | URL): ExtractedListing {
  const url = new URL(pageUrl);
  const $ = loadHtml(html);
  const windowJson = readWindowJson($);
  const nextData = readNextData($);
  const schemaItems = jsonLdItems($);
  const structured = {
    portal: readPortalData(url, { windowJson, nextData }),
    'json-ld': schemaOrgFacts(schemaItems, url),
    microdata: readMicrodata($, url),
  };
  const meta = readMetaTags($, url);
  const labelled = readLabelledFacts($, url);
  const stateRoots = [nextData, ...windowJson.values()];
  const readAll = (state: ListingFacts) =>
    mergeFacts({ ...structured, portal: structured.portal?.facts, 'embedded-state': state, labelled, meta });

  // The country decides how the embedded state's bare numbers read (an area's unit, whether rooms are bedrooms).
  const firstRead = readEmbeddedState(stateRoots, url);
  const country = countryOfPage(readAll(firstRead.facts).facts, url, $);
  const state = country
    ? readEmbeddedState(stateRoots, url, {
        areaUnit: areaUnitOfCountry(country),
        roomsAreBedrooms: roomsAreBedroomsIn(country),
      })
    : firstRead;
  const refusal = notAListingReason($, {
    // Labelled values count too: a listing shown only as text may list a price history or an agent's schema.org data.
    structured: mergeFacts({ ...structured, portal: structured.portal?.facts, 'embedded-state': state.facts, labelled })
      .facts,
    schemaTypes: topLevelTypes(schemaItems),
    isListOfHomes: state.isListOfHomes,
  });
  if (refusal) throw new NotAListingError(refusal);

  const { facts, sourceOf } = readAll(state.facts);
  const inferred = (field: 'country' | 'currency', value: string | undefined) => {
    if (facts[field] !== undefined || value === undefined) return;
    facts[field] = value;
    sourceOf[field] = 'inferred';
  };
  inferred('country', country);
  if (facts.price !== undefined) inferred('currency', currencyOfCountry(facts.country));
  const portal = structured.portal;
  const { facts: draft, masked } = maskListingPrices(facts);
  const missing = REQUIRED_FIELDS.filter((field) => draft[field] === undefined);
  return {
    draft,
    sourceOf,
    portal: portal?.portal ?? null,
    missing,
    message: missingMessage(missing, 'en'),
    maskedPrices: masked,
  };
}

/**
 * "This page did not give the price and floor area: please fill them in by hand.", in the brand's locale; null when
 * nothing is missing.
 */
export function missingMessage(missing: readonly RequiredField[], locale: BrandLocale): string | null {
  if (!missing.length) return null;
  const words = wordsIn(locale).importer.missing;
  if (missing.length === REQUIRED_FIELDS.length) return words.nothing;
  return words.some([...new Set(missing.map((field) => words.facts[field]))]);
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
