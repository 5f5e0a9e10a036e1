import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractListing, REQUIRED_FIELDS } from './listing-page-importer';

const FIXTURES = path.resolve(__dirname, '../../../../test/fixtures/listing-pages');

interface ExpectedPage {
  sourceUrl: string;
  expected: Record<string, string | number | boolean>;
}
const expectedPages = JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as Record<
  string,
  ExpectedPage | string
>;

// expected.json names countries as the portals do; the importer gives ISO 3166-1 codes.
const ISO_COUNTRY: Record<string, string> = { UK: 'GB', USA: 'US' };

describe('extractListing on saved portal pages', () => {
  const pages = Object.entries(expectedPages).filter((entry): entry is [string, ExpectedPage] => entry[0] !== '_about');

  it('has both saved pages to read', () => {
    expect(pages.map(([file]) => file).sort()).toEqual(['uk_rightmove.html', 'us_zillow.html']);
  });

  it.each(pages)('reads every expected fact of %s', (file, { sourceUrl, expected }) => {
    const { draft, missing, message } = extractListing(readFileSync(path.join(FIXTURES, file), 'utf8'), sourceUrl);
    for (const [field, value] of Object.entries(expected)) {
      if (field === 'mainImageUrl') expect(draft.photos?.[0]).toBe(value);
      else if (field === 'country') expect(draft.country).toBe(ISO_COUNTRY[value as string]);
      else expect({ field, value: draft[field as keyof typeof draft] }).toEqual({ field, value });
    }
    expect(missing).toEqual([]);
    expect(message).toBeNull();
  });

  it('reads the Rightmove page through its window JSON, photos in the portal order and the description as text', () => {
    const { sourceUrl } = expectedPages['uk_rightmove.html'] as ExpectedPage;
    const result = extractListing(readFileSync(path.join(FIXTURES, 'uk_rightmove.html'), 'utf8'), sourceUrl);
    expect(result.portal).toBe('rightmove.co.uk');
    expect(result.sourceOf.price).toBe('portal');
    expect(result.draft).toMatchObject({ area: 1631, areaUnit: 'sqft' });
    expect(result.draft.photos).toHaveLength(11);
    expect(result.draft.description).toMatch(/^Property Description\n\nOffered with no onward chain/);
    expect(result.draft.description).not.toMatch(/<[a-z]/i);
  });

  it('reads the Zillow page through the JSON string nested in its Next.js data', () => {
    const { sourceUrl } = expectedPages['us_zillow.html'] as ExpectedPage;
    const result = extractListing(readFileSync(path.join(FIXTURES, 'us_zillow.html'), 'utf8'), sourceUrl);
    expect(result.portal).toBe('zillow.com');
    expect(result.sourceOf).toMatchObject({ price: 'portal', latitude: 'portal', title: 'meta' });
    expect(result.draft.propertyType).toBe('Single Family Residence');
    expect(result.draft.photos).toHaveLength(44);
    expect(result.draft.photos?.[0]).toBe(
      'https://photos.zillowstatic.com/fp/973ededd2fb25c7e38cf0dd9344996a7-cc_ft_1536.jpg',
    );
  });

  it.each(pages)('reads %s served from another address as at its portal: by its data, not its host', (file, page) => {
    const html = readFileSync(path.join(FIXTURES, file), 'utf8');
    const atPortal = extractListing(html, page.sourceUrl);
    const elsewhere = extractListing(html, 'https://mirror.example/listing/1');
    expect(elsewhere.portal).toBe(atPortal.portal);
    expect(elsewhere.draft).toEqual(atPortal.draft);
    expect(elsewhere.missing).toEqual([]);
  });
});

const PAGE_URL = 'https://homes.example/listing/42';

describe('extractListing on pages of no known portal', () => {
  it('reads a page that has only JSON-LD', () => {
    const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Homes Example', mainEntity: { '@id': '#listing' } },
        {
          '@type': 'RealEstateListing',
          name: 'Three-bed terrace on Mill Lane',
          description: '<p>Sunny garden.</p><p>Close to the park.</p>',
          image: [{ '@type': 'ImageObject', url: '/photos/front.jpg' }, 'https://cdn.example/back.jpg'],
          identifier: { '@type': 'PropertyValue', value: 'HX-42' },
          offers: {
            '@type': 'Offer',
            price: '325000',
            priceCurrency: 'GBP',
            availability: 'https://schema.org/InStock',
          },
          about: {
            '@type': ['SingleFamilyResidence'],
            numberOfBedrooms: 3,
            numberOfBathroomsTotal: 1,
            floorSize: { '@type': 'QuantitativeValue', value: 92, unitCode: 'MTK' },
            yearBuilt: 1905,
            address: {
              '@type': 'PostalAddress',
              streetAddress: '12 Mill Lane',
              addressLocality: 'Bristol',
              postalCode: 'BS3 1AA',
              addressCountry: 'GB',
            },
            geo: { '@type': 'GeoCoordinates', latitude: 51.44, longitude: -2.6 },
          },
        },
      ],
    })}</script></head><body></body></html>`;

    const result = extractListing(html, PAGE_URL);

    expect(result.portal).toBeNull();
    expect(result.draft).toEqual({
      title: 'Three-bed terrace on Mill Lane',
      address: '12 Mill Lane, Bristol, BS3 1AA',
      streetAddress: '12 Mill Lane',
      city: 'Bristol',
      postalCode: 'BS3 1AA',
      country: 'GB',
      price: 325000,
      currency: 'GBP',
      forSale: true,
      bedrooms: 3,
      bathrooms: 1,
      area: 92,
      areaUnit: 'sqm',
      yearBuilt: 1905,
      propertyType: 'Single Family Residence',
      latitude: 51.44,
      longitude: -2.6,
      photos: ['https://homes.example/photos/front.jpg', 'https://cdn.example/back.jpg'],
      description: 'Sunny garden.\n\nClose to the park.',
      reference: 'HX-42',
    });
    expect(result.missing).toEqual([]);
    expect(new Set(Object.values(result.sourceOf))).toEqual(new Set(['json-ld']));
  });

  it('reads a page that has only Open Graph and other meta tags, and names what they do not say', () => {
    const html = `<html><head>
      <title>Ignored when og:title is there</title>
      <meta property="og:site_name" content="Casas Example">
      <meta property="og:title" content="Piso luminoso en Gràcia | Casas Example">
      <meta property="og:description" content="Piso en venta: 2 dormitorios. For sale at 385.000 €.">
      <meta property="og:image" content="https://img.example/1.jpg">
      <meta property="og:image" content="https://img.example/2.jpg">
      <meta name="geo.position" content="41.4036;2.1565">
      <meta name="geo.region" content="ES-CT">
      <meta name="geo.placename" content="Barcelona">
      <meta property="product:price:amount" content="385000">
      <meta property="product:price:currency" content="EUR">
      <meta property="casas:bedrooms" content="2">
      <meta property="casas:bathrooms" content="1">
    </head><body><h1>Piso</h1></body></html>`;

    const result = extractListing(html, PAGE_URL);

    expect(result.draft).toEqual({
      title: 'Piso luminoso en Gràcia',
      city: 'Barcelona',
      region: 'CT',
      country: 'ES',
      price: 385000,
      currency: 'EUR',
      forSale: true,
      bedrooms: 2,
      bathrooms: 1,
      latitude: 41.4036,
      longitude: 2.1565,
      photos: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      description: 'Piso en venta: 2 dormitorios. For sale at ••• €.',
      propertyType: 'Piso',
    });
    expect(result.maskedPrices).toEqual([{ field: 'description', original: '385.000 €' }]);
    expect(result.missing).toEqual(['address', 'area']);
    expect(result.message).toBe('This page did not give the address and floor area: please fill them in by hand.');
  });

  it('names everything as missing for a page with no listing on it', () => {
    const result = extractListing('<html><body><p>Please verify you are a human.</p></body></html>', PAGE_URL);
    expect(result.draft).toEqual({});
    expect(result.missing).toEqual([...REQUIRED_FIELDS]);
    expect(result.message).toBe("No listing could be read from this page: fill in the home's details by hand.");
  });

  it('keeps a title plain text: tags and entities become text, a script in it is dropped, never kept as markup', () => {
    const html = `<html><head>
      <title>Lovely &lt;b&gt;cottage&lt;/b&gt; <script>alert("title")</script>&amp; garden</title>
      <meta property="og:description" content="&lt;img src=x onerror=alert(1)&gt;Quiet &quot;lane&quot;">
    </head><body></body></html>`;

    const { draft } = extractListing(html, PAGE_URL);

    expect(draft.title).toBe('Lovely cottage & garden');
    expect(draft.description).toBe('Quiet "lane"');
    for (const text of [draft.title, draft.description]) expect(text).not.toMatch(/[<>]|alert/);
  });

  it('masks the price where the texts state it, and lists what it masked', () => {
    const html = `<html><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'Product',
      name: 'Guide price £450,000: cottage with a view',
      description: 'Offers over 450k. Service charge £1,200 a year.',
      offers: { '@type': 'Offer', price: 450000, priceCurrency: 'GBP' },
    })}</script></head></html>`;

    const { draft, maskedPrices } = extractListing(html, PAGE_URL);

    expect(draft.price).toBe(450000);
    expect(draft.title).toBe('Guide price £•••: cottage with a view');
    expect(draft.description).toBe('Offers over •••. Service charge £••• a year.');
    expect(maskedPrices).toEqual([
      { field: 'title', original: '£450,000' },
      { field: 'description', original: 'Offers over 450k' },
      { field: 'description', original: '£1,200' },
    ]);
  });
});
