import { readMetaTags, withoutSiteName } from './meta-tags';
import { loadHtml } from './plain-text';

const PAGE_URL = new URL('https://homes.example/listing/7');

function metaPage(head: string, body = ''): ReturnType<typeof loadHtml> {
  return loadHtml(`<html><head>${head}</head><body>${body}</body></html>`);
}

describe('readMetaTags', () => {
  it('reads Open Graph tags, with images in order and relative ones made absolute', () => {
    const $ = metaPage(`
      <meta property="og:title" content="Cottage for sale in Ambridge">
      <meta property="og:description" content="A cottage.">
      <meta property="og:image" content="/img/main.jpg">
      <meta property="og:image" content="https://cdn.example/2.jpg">
      <meta name="twitter:image" content="https://cdn.example/2.jpg">
      <meta property="og:street-address" content="1 Green Lane">
      <meta property="og:locality" content="Ambridge">
      <meta property="og:postal-code" content="AB1 2CD">
      <meta property="og:country-name" content="United Kingdom">`);
    expect(readMetaTags($, PAGE_URL)).toEqual({
      title: 'Cottage for sale in Ambridge',
      description: 'A cottage.',
      streetAddress: '1 Green Lane',
      city: 'Ambridge',
      postalCode: 'AB1 2CD',
      country: 'GB',
      forSale: true,
      photos: ['https://homes.example/img/main.jpg', 'https://cdn.example/2.jpg'],
    });
  });

  it.each([
    [
      'place:location',
      '<meta property="place:location:latitude" content="51.5"><meta property="place:location:longitude" content="-0.12">',
    ],
    ['geo.position', '<meta name="geo.position" content="51.5;-0.12">'],
    ['ICBM', '<meta name="ICBM" content="51.5, -0.12">'],
  ])('reads coordinates from %s', (_, head) => {
    expect(readMetaTags(metaPage(head), PAGE_URL)).toEqual({ latitude: 51.5, longitude: -0.12 });
  });

  it('reads room counts named by any vocabulary, and a price with its currency', () => {
    const $ = metaPage(`
      <meta property="zillow_fb:beds" content="5">
      <meta property="realestate.bathrooms" content="2.5">
      <meta property="product:price:amount" content="685900">
      <meta property="product:price:currency" content="USD">`);
    expect(readMetaTags($, PAGE_URL)).toEqual({ bedrooms: 5, bathrooms: 2.5, price: 685900, currency: 'USD' });
  });

  it("takes the document's <title> when no og:title is given, never an inline SVG's", () => {
    const $ = metaPage('<title>Bungalow, Sea Road - Homes Example</title>', '<svg><title>burger_menu</title></svg>');
    expect(readMetaTags($, PAGE_URL).title).toBe('Bungalow, Sea Road - Homes Example');
    const inBodyOnly = loadHtml('<html><body><svg><title>burger_menu</title></svg></body></html>');
    expect(readMetaTags(inBodyOnly, PAGE_URL).title).toBeUndefined();
  });

  it('says a price is sold when the title says so, and asking for "sold STC"', () => {
    expect(readMetaTags(metaPage('<title>Sold: 3 bed house, Elm Road</title>'), PAGE_URL).forSale).toBe(false);
    expect(readMetaTags(metaPage('<title>3 bed house, Elm Road (Sold STC)</title>'), PAGE_URL).forSale).toBe(true);
    expect(readMetaTags(metaPage('<title>3 bed house, Elm Road</title>'), PAGE_URL).forSale).toBeUndefined();
  });
});

describe("readMetaTags on a page's summary", () => {
  it('reads rooms, area, the kind of home and the address from titles and description, in English and Spanish', () => {
    const english = loadHtml(`<title>2 Bed, 2 Bath Condo for sale in 1450 Post St, San Francisco | Homes</title>
      <meta name="description" content="A 2 bed, 2 bath, 1,180 Sq. Ft. condo home.">`);
    expect(readMetaTags(english, PAGE_URL)).toMatchObject({
      address: '1450 Post St, San Francisco',
      bedrooms: 2,
      bathrooms: 2,
      area: 1180,
      areaUnit: 'sqft',
      propertyType: 'Condo',
    });
    const spanish = loadHtml(`<meta property="og:title" content="Piso en venta en calle de Embajadores, 150, Madrid">
      <meta name="description" content="3 habitaciones, 1 baño, 85 m² construidos, 78 m² útiles.">`);
    expect(readMetaTags(spanish, PAGE_URL)).toMatchObject({
      address: 'calle de Embajadores, 150, Madrid',
      bedrooms: 3,
      bathrooms: 1,
      area: 85,
      areaUnit: 'sqm',
      propertyType: 'Piso',
    });
  });

  it('reads German and Portuguese summaries: Schlafzimmer and T3 are bedrooms, Zimmer are not', () => {
    const portuguese = loadHtml(`<title>Apartamento T3 à venda na Rua de Cedofeita, Porto — idealista</title>
      <meta name="description" content="120 m² área bruta, 2 casas de banho.">`);
    expect(readMetaTags(portuguese, PAGE_URL)).toMatchObject({
      address: 'Rua de Cedofeita, Porto',
      forSale: true,
      bedrooms: 3,
      bathrooms: 2,
      area: 120,
      areaUnit: 'sqm',
      propertyType: 'Apartamento',
    });
    const german = loadHtml(`<title>Doppelhaushälfte zum Kauf in Leipzig</title>
      <meta name="description" content="5 Zimmer, 3 Schlafzimmer, 2 Badezimmer, 132,5 m² Wohnfläche.">`);
    expect(readMetaTags(german, PAGE_URL)).toMatchObject({
      forSale: true,
      bedrooms: 3,
      bathrooms: 2,
      area: 132.5,
      propertyType: 'Doppelhaushälfte',
    });
    const rooms = readMetaTags(loadHtml('<title>Helle 3-Zimmer-Wohnung, 4 Zimmer</title>'), PAGE_URL);
    expect(rooms).not.toHaveProperty('bedrooms');
    expect(rooms).not.toHaveProperty('propertyType');
  });

  it("reads Redfin-style twitter:text tags, and a map element's position only when it is the page's one map", () => {
    const $ = loadHtml(`<meta name="twitter:text:price" content="$1,395,000">
      <meta name="twitter:text:sqft" content="2,410"><meta name="twitter:text:street_address" content="2208 Fairview Ave E">
      <meta name="twitter:text:state_code" content="WA"><meta name="twitter:text:zip" content="98102">
      <div id="map" data-latitude="47.64" data-longitude="-122.32"></div>`);
    expect(readMetaTags($, PAGE_URL)).toMatchObject({
      price: 1395000,
      currency: 'USD',
      area: 2410,
      areaUnit: 'sqft',
      streetAddress: '2208 Fairview Ave E',
      region: 'WA',
      postalCode: '98102',
      latitude: 47.64,
      longitude: -122.32,
    });
    const twoMaps = loadHtml('<div data-lat="1" data-lng="2"></div><div data-lat="3" data-lng="4"></div>');
    expect(readMetaTags(twoMaps, PAGE_URL)).not.toHaveProperty('latitude');
  });

  it('takes no kind of home from a street name', () => {
    expect(readMetaTags(loadHtml('<title>House for sale in Villa Road</title>'), PAGE_URL)).not.toHaveProperty(
      'propertyType',
    );
  });
});

describe('withoutSiteName', () => {
  it.each([
    [
      '4836 Sicily Dr, Lake Elsinore, CA 92530 | MLS #IG26033705 | Zillow',
      'Zillow',
      '4836 Sicily Dr, Lake Elsinore, CA 92530',
    ],
    ['Flat to rent - Rightmove', 'Rightmove.co.uk', 'Flat to rent'],
    ['Semi-detached - two storeys', 'Rightmove.co.uk', 'Semi-detached - two storeys'],
    ['Casa — Idealista', undefined, 'Casa'],
  ])('%s -> %s', (title, siteName, expected) => {
    expect(withoutSiteName(title, siteName)).toBe(expected);
  });
});
