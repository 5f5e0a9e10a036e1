import type { CheerioAPI } from 'cheerio';
import { WordedError, type ServerWords } from '../../../i18n';
import type { ListingFacts } from './listing-facts';

/** Why a page is not one home's listing, in the creator's words. */
export type NotAListingReason = (words: ServerWords['importer']['notAListing']) => string;

/**
 * A page that is not one home's listing: refused with a message for the creator (in the brand's locale: `messageIn`),
 * never saved as a home.
 */
export class NotAListingError extends WordedError {
  constructor(reason: NotAListingReason) {
    super('BAD_USER_INPUT', (words) => reason(words.importer.notAListing));
    this.name = 'NotAListingError';
  }
}

/** What the readers found that tells a listing from other pages. */
export interface PageSignals {
  /** The facts read from the page's structured data (portal data, JSON-LD, microdata, embedded state), not its summary. */
  structured: ListingFacts;
  /** The schema.org types the page declares at its top level (json-ld.ts's topLevelTypes). */
  schemaTypes: string[];
  /** The page's embedded state holds a list of homes and no one listing (embedded-state.ts). */
  isListOfHomes: boolean;
}

const BOT_CHECK_TITLE =
  /^\s*(just a moment|attention required|access denied|pardon our interruption|are you a (robot|human)|verify(ing)? you are (a )?human|security check|one more step|please verify|robot check|captcha|verificaci[oó]n de seguridad|v[ée]rification de s[ée]curit[ée])/i;
// Cloudflare's challenge, DataDome (idealista, among others), PerimeterX (Zillow, Realtor.com), Imperva, hCaptcha.
const BOT_CHECK_MARKERS =
  /cdn-cgi\/challenge-platform\/h\/|_cf_chl_opt|captcha-delivery\.com|px-captcha|_pxCaptcha|_Incapsula_Resource|g-recaptcha|google\.com\/recaptcha|hcaptcha\.com\/captcha/i;
// Consent platforms' containers: IAB CMPs (Didomi, OneTrust, Cookiebot, Quantcast, Sourcepoint, Funding Choices,
// Usercentrics, consentmanager.net's cmpbox).
const CONSENT_MARKERS =
  /consent|didomi|onetrust|cookiebot|qc-cmp|sp_message|fc-consent|cookie-?wall|usercentrics|cmpbox|cmpwrapper/i;
const CONSENT_WORDS =
  /cookie|consent|privacy|privacidad|consentimiento|einwilligung|datenschutz|privatsphäre|privacidade|consentimento/i;
const ARTICLE_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle', 'Report', 'TechArticle']);
const AGENT_TYPES = new Set(['RealEstateAgent', 'Organization', 'LocalBusiness', 'AboutPage']);
const LIST_TYPES = new Set(['ItemList', 'SearchResultsPage', 'OfferCatalog']);

/**
 * Why a page is not a listing, or undefined when it may be one: a bot check in place of the page ("Just a moment...",
 * a captcha titled "idealista.com"), a cookie consent wall, an article (a blog post on house prices states prices and
 * rooms too) or a page of search results. Each is told by its own markers and by the absence of one listing's data,
 * so a listing that merely loads a consent banner or a challenge script still imports.
 */
export function notAListingReason($: CheerioAPI, signals: PageSignals): NotAListingReason | undefined {
  const { structured } = signals;
  const hasListingData = ['price', 'bedrooms', 'bathrooms', 'area', 'latitude'].some(
    (field) => structured[field as keyof ListingFacts] !== undefined,
  );
  const title = $('title').not('svg title').first().text().trim();
  const html = $.html();
  if (BOT_CHECK_TITLE.test(title) || (!hasListingData && BOT_CHECK_MARKERS.test(html)))
    return (words) => words.botCheck(title || null);
  if (hasListingData) return undefined;
  const consentWall = $('[id], [class]')
    .toArray()
    .some((element) => CONSENT_MARKERS.test(`${$(element).attr('id') ?? ''} ${$(element).attr('class') ?? ''}`));
  if (consentWall && CONSENT_WORDS.test($.root().text())) return (words) => words.consentWall;
  const ogType = $('meta[property="og:type"]').attr('content')?.trim().toLowerCase();
  if (ogType === 'article' || signals.schemaTypes.some((type) => ARTICLE_TYPES.has(type)))
    return (words) => words.article;
  if (signals.isListOfHomes || signals.schemaTypes.some((type) => LIST_TYPES.has(type)))
    return (words) => words.searchResults;
  // Many prices and no one home's data: a results page without structured data.
  const prices = new Set(
    $('body')
      .text()
      .match(/[£$€]\s?\d[\d.,]{2,}|\d[\d.,]{2,}\s?€/g) ?? [],
  );
  if (prices.size >= 4) return (words) => words.searchResults;
  if (signals.schemaTypes.some((type) => AGENT_TYPES.has(type))) return (words) => words.estateAgent;
  return undefined;
}
