import type { CheerioAPI } from 'cheerio';
import { coerceFacts, type ListingFacts } from './listing-facts';
import { plainText } from './plain-text';

/**
 * What a page says of itself in its head: Open Graph and Twitter cards (og:title, og:image, og:description,
 * og:street-address, product:price:amount...), geo tags (geo.position, ICBM, place:location:latitude, geo.region),
 * facts named by any vocabulary (`zillow_fb:beds`, `realestate:bathrooms`, `twitter:text:price`, `twitter:text:sqft`,
 * `twitter:text:street_address`), the document's <title>, and its map's position (`data-latitude`). A title loses the
 * site's name ("... | Zillow"). The page's own summary, its titles and description, gives what the tags do not: the
 * rooms and area ("3 bed, 2 bath, 1,180 sq ft", "3 habitaciones, 1 baño, 85 m²"), the kind of home ("Semi-detached
 * house", "Piso en venta"), the address ("... for sale in Stephen Road, OX3") and whether it is for sale or sold.
 */
export function readMetaTags($: CheerioAPI, pageUrl: URL): ListingFacts {
  const meta = metaContents($);
  const one = (...keys: string[]) => keys.map((key) => meta.get(key)?.[0]).find((value) => value !== undefined);
  const siteName = one('og:site_name', 'application-name');
  // The document's own <title>, not an inline SVG's (which names an icon).
  const title = one('og:title', 'twitter:title') ?? ($('title').not('svg title').first().text() || undefined);
  const ownTitle = title && withoutSiteName(plainText(title), siteName);
  const description = one('og:description', 'description', 'twitter:description');
  const tagged = coordinates(meta);
  const [latitude, longitude] = tagged.length ? tagged : mapPosition($);
  const titles = [title, $('title').not('svg title').first().text()].filter(Boolean).join(' \n ');
  const summary = summaryFacts(`${titles} \n ${description ?? ''}`);
  const area = bySuffix(meta, /(^|[:._])(sqft|square_?feet)$/);
  const streetAddress = one('og:street-address', 'place:street_address') ?? bySuffix(meta, /[:._]street_address$/);
  const geoRegion = /^([A-Za-z]{2})(?:-([A-Za-z0-9]{1,3}))?$/.exec(one('geo.region') ?? '');

  return coerceFacts(
    {
      title: ownTitle,
      description,
      // A title's "for sale in <place>" is the address only when the tags give no street.
      address: streetAddress ? undefined : ownTitle && addressInTitle(ownTitle),
      streetAddress,
      city: one('og:locality', 'geo.placename') ?? bySuffix(meta, /[:._]city$/),
      region: one('og:region') ?? bySuffix(meta, /[:._]state_code$/) ?? geoRegion?.[2],
      postalCode: one('og:postal-code') ?? bySuffix(meta, /[:._](zip|postal_code)$/),
      country: one('og:country-name') ?? geoRegion?.[1],
      latitude,
      longitude,
      price: one('product:price:amount', 'og:price:amount') ?? bySuffix(meta, /^twitter:text:price$/),
      currency: one('product:price:currency', 'og:price:currency'),
      forSale: saleStatusIn(title, description),
      bedrooms: bySuffix(meta, /(^|[:._])(beds|bedrooms)$/) ?? summary.bedrooms,
      bathrooms: bySuffix(meta, /(^|[:._])(baths|bathrooms)$/) ?? summary.bathrooms,
      area: area ?? summary.area,
      areaUnit: area ? 'sqft' : summary.areaUnit,
      propertyType: typeInTitle(titles),
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

/** The position a page's one map element carries (`data-latitude`, `data-lat`...); none when several do. */
function mapPosition($: CheerioAPI): [string?, string?] {
  const positions = new Map<string, [string, string]>();
  $('[data-latitude], [data-lat]').each((_, element) => {
    const latitude = $(element).attr('data-latitude') ?? $(element).attr('data-lat');
    const longitude = ['data-longitude', 'data-lng', 'data-lon'].map((name) => $(element).attr(name)).find(Boolean);
    if (latitude && longitude) positions.set(`${latitude},${longitude}`, [latitude, longitude]);
  });
  return positions.size === 1 ? [...positions.values()][0] : [];
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)*)`;
// German "Zimmer" counts every room, so only "Schlafzimmer" are bedrooms.
const BEDROOMS_IN_TEXT = new RegExp(
  String.raw`${NUMBER}\s*(?:bed(?:room)?s?|habitaci(?:ón|ones)|habs?\.?|dormitorios?|schlafzimmer|quartos?)(?![\p{L}])`,
  'iu',
);
/** A Portuguese home's typology, "Apartamento T3", "Moradia Geminada T4": its number of bedrooms. */
const TYPOLOGY_IN_TEXT =
  /(?<![\p{L}])(?:apartamento|moradia|vivenda|casa|andar|duplex|penthouse|loft|estúdio)(?:\s+\p{L}+){0,2}\s+T(\d{1,2})(?![\p{L}\d])/iu;
const BATHROOMS_IN_TEXT = new RegExp(
  String.raw`${NUMBER}\s*(?:bath(?:room)?s?|baños?|badezimmer|bäder|casas? de banho)(?![\p{L}])`,
  'iu',
);
const AREA_IN_TEXT = new RegExp(String.raw`${NUMBER}\s*(sq\.?\s*ft\.?|sqft|square\s+feet|m²|m2)(?![\p{L}\d])`, 'iu');

/**
 * Rooms and floor area as a page's summary states them: "2 bed, 2 bath, 1,180 Sq. Ft.", "3 habitaciones, 85 m²",
 * "Apartamento T3, 2 casas de banho".
 */
function summaryFacts(text: string): { bedrooms?: string; bathrooms?: string; area?: string; areaUnit?: string } {
  const area = AREA_IN_TEXT.exec(text);
  return {
    bedrooms: BEDROOMS_IN_TEXT.exec(text)?.[1] ?? TYPOLOGY_IN_TEXT.exec(text)?.[1],
    bathrooms: BATHROOMS_IN_TEXT.exec(text)?.[1],
    area: area?.[1],
    areaUnit: area ? (/ft|feet/i.test(area[2]) ? 'sqft' : 'sqm') : undefined,
  };
}

/**
 * The kinds of home titles name, the longer names first: "semi-detached" before "detached". Words that are often a
 * street's name ("Villa Road", "House") are left to the page's data.
 */
const HOME_KIND = new RegExp(
  String.raw`(?<![\p{L}-])(${[
    'semi-detached',
    'end of terrace',
    'terraced',
    'detached',
    'bungalow',
    'maisonette',
    'flat',
    'apartment',
    'penthouse',
    'studio',
    'condominium',
    'condo',
    'townhouse',
    'townhome',
    'single[- ]family',
    'casa adosada',
    'casa pareada',
    'chalet adosado',
    'chalet pareado',
    'chalet independiente',
    'chalet',
    'adosado',
    'pareado',
    'piso',
    'apartamento',
    'ático',
    'dúplex',
    'estudio',
    'moradia geminada',
    'moradia em banda',
    'moradia isolada',
    'moradia',
    'doppelhaushälfte',
    'reihenmittelhaus',
    'reiheneckhaus',
    'reihenendhaus',
    'reihenhaus',
    'einfamilienhaus',
    'eigentumswohnung',
    'etagenwohnung',
    'dachgeschosswohnung',
    'erdgeschosswohnung',
    'wohnung',
  ].join('|')})(?![\p{L}])`,
  'iu',
);

/** "3 bed semi-detached house for sale in ..." -> "semi-detached"; "Piso en venta en ..." -> "Piso". */
function typeInTitle(titles: string): string | undefined {
  return HOME_KIND.exec(titles)?.[1];
}

/**
 * "4 bedroom detached house for sale in Stephen Road, Headington, OX3" -> "Stephen Road, Headington, OX3";
 * "Apartamento T3 à venda na Rua de Cedofeita, Porto" -> "Rua de Cedofeita, Porto".
 */
function addressInTitle(title: string): string | undefined {
  const address =
    /(?<![\p{L}])(?:(?:for sale|to rent|en venta|en alquiler)\s+(?:in|en)|à venda\s+(?:em|na|no|nas|nos))\s+(.+)$/iu;
  return address.exec(title)?.[1];
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

/**
 * True when the page's summary says the home is for sale ("for sale", "en venta", "zum Kauf", "venda"), false when its
 * title says sold (but not "sold STC").
 */
function saleStatusIn(title: string | undefined, description: string | undefined): boolean | undefined {
  const summary = `${title ?? ''} ${description ?? ''}`;
  if (
    /\bfor\s+sale\b|\bunder\s+offer\b|\bsold\s+(stc|subject\s+to\s+contract)\b|\ben\s+venta\b|\bzum\s+kauf\b|(?<!\p{L})venda(?!\p{L})/iu.test(
      summary,
    )
  )
    return true;
  if (/\b(recently\s+)?sold\b/i.test(title ?? '')) return false;
  return undefined;
}
