import type { CheerioAPI } from 'cheerio';
import { coerceFacts, type ListingFacts } from './listing-facts';
import { plainText } from './plain-text';

/**
 * What a page says of itself in its head: Open Graph and Twitter cards (og:title, og:image, og:description,
 * og:street-address, product:price:amount...), geo tags (geo.position, ICBM, place:location:latitude, geo.region),
 * room counts named by any vocabulary (`zillow_fb:beds`, `realestate:bathrooms`), and the document's <title>.
 * A title loses the site's name ("... | Zillow"); whether the price is asking or sold is read from the page's own
 * summary ("for sale", "sold").
 */
export function readMetaTags($: CheerioAPI, pageUrl: URL): ListingFacts {
  const meta = metaContents($);
  const one = (...keys: string[]) => keys.map((key) => meta.get(key)?.[0]).find((value) => value !== undefined);
  const siteName = one('og:site_name', 'application-name');
  // The document's own <title>, not an inline SVG's (which names an icon).
  const title = one('og:title', 'twitter:title') ?? ($('title').not('svg title').first().text() || undefined);
  const description = one('og:description', 'description', 'twitter:description');
  const [latitude, longitude] = coordinates(meta);
  const geoRegion = /^([A-Za-z]{2})(?:-([A-Za-z0-9]{1,3}))?$/.exec(one('geo.region') ?? '');

  return coerceFacts(
    {
      title: title && withoutSiteName(plainText(title), siteName),
      description,
      streetAddress: one('og:street-address', 'place:street_address'),
      city: one('og:locality', 'geo.placename'),
      region: one('og:region') ?? geoRegion?.[2],
      postalCode: one('og:postal-code'),
      country: one('og:country-name') ?? geoRegion?.[1],
      latitude,
      longitude,
      price: one('product:price:amount', 'og:price:amount'),
      currency: one('product:price:currency', 'og:price:currency'),
      forSale: saleStatusIn(title, description),
      bedrooms: bySuffix(meta, /(^|[:._])(beds|bedrooms)$/),
      bathrooms: bySuffix(meta, /(^|[:._])(baths|bathrooms)$/),
      photos: ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'].flatMap(
        (key) => meta.get(key) ?? [],
      ),
    },
    pageUrl,
  );
}

/** Meta tags' contents by their property or name, lower-cased; a key given many times (og:image) keeps each, in order. */
function metaContents($: CheerioAPI): Map<string, string[]> {
  const contents = new Map<string, string[]>();
  $('meta[content]').each((_, element) => {
    const key = ($(element).attr('property') ?? $(element).attr('name'))?.trim().toLowerCase();
    const content = $(element).attr('content')?.trim();
    if (!key || !content) return;
    contents.set(key, [...(contents.get(key) ?? []), content]);
  });
  return contents;
}

function coordinates(meta: Map<string, string[]>): [string?, string?] {
  const pair = (latitude?: string[], longitude?: string[]): [string?, string?] => [latitude?.[0], longitude?.[0]];
  for (const [latitude, longitude] of [
    pair(meta.get('place:location:latitude'), meta.get('place:location:longitude')),
    pair(meta.get('og:latitude'), meta.get('og:longitude')),
  ])
    if (latitude && longitude) return [latitude, longitude];
  // geo.position "51.76;-1.21", ICBM "51.76, -1.21"
  const position = meta.get('geo.position')?.[0] ?? meta.get('icbm')?.[0];
  const parts = position?.split(/\s*[;,]\s*/);
  return parts?.length === 2 ? [parts[0], parts[1]] : [];
}

function bySuffix(meta: Map<string, string[]>, suffix: RegExp): string | undefined {
  for (const [key, values] of meta) if (suffix.test(key)) return values[0];
  return undefined;
}

/**
 * "4836 Sicily Dr, Lake Elsinore, CA 92530 | MLS #IG26033705 | Zillow" -> "4836 Sicily Dr, Lake Elsinore, CA 92530";
 * "Flat to rent - Rightmove" -> "Flat to rent" (only a dash before the site's own name is cut).
 */
export function withoutSiteName(title: string, siteName: string | undefined): string {
  const firstPart = title.split(/\s+[|\u2013\u2014]\s+/)[0];
  const siteWord = siteName?.split(/[\s.]/)[0]?.toLowerCase();
  const dash = firstPart.lastIndexOf(' - ');
  return dash > 0 &&
    siteWord &&
    firstPart
      .slice(dash + 3)
      .toLowerCase()
      .includes(siteWord)
    ? firstPart.slice(0, dash).trim()
    : firstPart.trim();
}

/** True when the page's summary says the home is for sale, false when its title says sold (but not "sold STC"). */
function saleStatusIn(title: string | undefined, description: string | undefined): boolean | undefined {
  const summary = `${title ?? ''} ${description ?? ''}`;
  if (/\bfor\s+sale\b|\bunder\s+offer\b|\bsold\s+(stc|subject\s+to\s+contract)\b/i.test(summary)) return true;
  if (/\b(recently\s+)?sold\b/i.test(title ?? '')) return false;
  return undefined;
}
