import type { CheerioAPI } from 'cheerio';
import { wordsIn } from '../../../i18n';
import { notAListingReason as reasonOf, type PageSignals } from './page-kind';
import { loadHtml } from './plain-text';

const NOTHING: PageSignals = { structured: {}, schemaTypes: [], isListOfHomes: false };

/** The reason in English; undefined for a page that may be a listing. */
function notAListingReason($: CheerioAPI, signals: PageSignals, locale: 'en' | 'es' = 'en'): string | undefined {
  return reasonOf($, signals)?.(wordsIn(locale).importer.notAListing);
}

describe('notAListingReason', () => {
  it('tells a bot check by its title, or by its challenge with no listing data', () => {
    expect(notAListingReason(loadHtml('<title>Just a moment...</title>'), NOTHING)).toMatch(
      /^This page is a bot check/,
    );
    const dataDome = loadHtml(
      '<title>idealista.com</title><script src="https://ct.captcha-delivery.com/c.js"></script>',
    );
    expect(notAListingReason(dataDome, NOTHING)).toMatch(/bot check \("idealista\.com"\)/);
    expect(notAListingReason(dataDome, NOTHING, 'es')).toMatch(
      /^Esta página es una comprobación antibots \(«idealista\.com»\)/,
    );
    // Sites load the same scripts on their listings: a listing's data keeps it a listing.
    expect(notAListingReason(dataDome, { ...NOTHING, structured: { price: 1 } })).toBeUndefined();
  });

  it('tells a consent wall, an article and search results only when no listing data is on the page', () => {
    const consent = loadHtml('<div id="didomi-host"><p>We use cookies. Accept to continue.</p></div>');
    expect(notAListingReason(consent, NOTHING)).toMatch(/cookie consent wall/);
    expect(notAListingReason(consent, { ...NOTHING, structured: { bedrooms: 2 } })).toBeUndefined();
    const article = loadHtml('<meta property="og:type" content="article"><title>Five ways to value your home</title>');
    expect(notAListingReason(article, NOTHING)).toMatch(/an article, not a listing/);
    expect(notAListingReason(article, NOTHING, 'es')).toMatch(/^Esta página es un artículo, no un anuncio/);
    expect(notAListingReason(loadHtml('<p></p>'), { ...NOTHING, schemaTypes: ['BlogPosting'] })).toMatch(/article/);
    expect(notAListingReason(loadHtml('<p></p>'), { ...NOTHING, isListOfHomes: true })).toMatch(/search results/);
    expect(notAListingReason(loadHtml('<p></p>'), { ...NOTHING, schemaTypes: ['ItemList'] })).toMatch(/search results/);
    expect(notAListingReason(loadHtml('<title>Cottage in Headington</title>'), NOTHING)).toBeUndefined();
    const cmpbox = loadHtml(
      '<div id="cmpbox" class="cmpbox"><p>Wir und unsere Partner speichern Cookies. Alle akzeptieren</p></div>',
    );
    expect(notAListingReason(cmpbox, NOTHING)).toMatch(/cookie consent wall/);
  });
});
