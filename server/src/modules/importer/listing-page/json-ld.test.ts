import { readJsonLd } from './json-ld';
import { loadHtml } from './plain-text';

const PAGE_URL = new URL('https://homes.example/listing/7');

function jsonLdPage(...blocks: Array<unknown | string>): ReturnType<typeof loadHtml> {
  const scripts = blocks.map(
    (block) =>
      `<script type="application/ld+json">${typeof block === 'string' ? block : JSON.stringify(block)}</script>`,
  );
  return loadHtml(`<html><head>${scripts.join('')}</head><body></body></html>`);
}

describe('readJsonLd', () => {
  it('reads a Product with its Offer and the home it offers', () => {
    const $ = jsonLdPage({
      '@context': 'http://schema.org',
      '@type': 'Product',
      name: 'Two-bed flat',
      sku: 'P-991',
      image: 'https://cdn.example/a.jpg',
      offers: {
        '@type': 'Offer',
        price: '£250,000',
        availability: 'http://schema.org/SoldOut',
        itemOffered: {
          '@type': 'Apartment',
          numberOfBedrooms: '2',
          numberOfFullBathrooms: 1,
          numberOfPartialBathrooms: 1,
          floorSize: { value: '710', unitText: 'sq ft' },
        },
      },
    });
    expect(readJsonLd($, PAGE_URL)).toEqual({
      title: 'Two-bed flat',
      price: 250000,
      currency: 'GBP',
      forSale: false,
      bedrooms: 2,
      bathrooms: 2,
      area: 710,
      areaUnit: 'sqft',
      propertyType: 'Apartment',
      photos: ['https://cdn.example/a.jpg'],
      reference: 'P-991',
    });
  });

  it("follows an Event's location and offers (an open house) to the home's address and price", () => {
    const $ = jsonLdPage({
      '@type': 'Event',
      name: 'Open House - 12:00 PM',
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Elm St',
          addressLocality: 'Springfield',
          addressRegion: 'IL',
          postalCode: '62701',
        },
      },
      offers: { '@type': 'Offer', price: 300000, priceCurrency: 'USD' },
      performer: 'Builder Co',
    });
    // The event's own name is not the listing's title.
    expect(readJsonLd($, PAGE_URL)).toEqual({
      streetAddress: '1 Elm St',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      price: 300000,
      currency: 'USD',
    });
  });

  it("never takes the agent's address or other homes' lists for the home's", () => {
    const $ = jsonLdPage(
      {
        '@type': 'RealEstateAgent',
        name: 'Best Agents',
        image: 'https://agents.example/logo.png',
        address: { '@type': 'PostalAddress', streetAddress: '9 High St', addressLocality: 'Agentville' },
      },
      {
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'House', name: 'Another home', numberOfBedrooms: 6 }],
      },
      {
        '@type': 'House',
        name: 'The home',
        numberOfBedrooms: 3,
        address: '5 Low Rd, Hometown',
        offers: {
          '@type': 'Offer',
          price: 200000,
          priceCurrency: 'GBP',
          seller: { '@type': 'Organization', address: 'x' },
        },
      },
    );
    expect(readJsonLd($, PAGE_URL)).toEqual({
      title: 'The home',
      address: '5 Low Rd, Hometown',
      price: 200000,
      currency: 'GBP',
      bedrooms: 3,
      propertyType: 'House',
    });
  });

  it('reads rooms and size stated on the listing itself when its home does not state them', () => {
    const $ = jsonLdPage({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Golf estate home',
      offers: { '@type': 'Offer', price: 3000000, priceCurrency: 'ZAR' },
      numberOfBedrooms: 3,
      numberOfBathrooms: 2,
      floorSize: { '@type': 'QuantitativeValue', value: 307, unitCode: 'MTK' },
      itemOffered: { '@type': 'House', numberOfBedrooms: 4 },
    });
    expect(readJsonLd($, PAGE_URL)).toMatchObject({ bedrooms: 4, bathrooms: 2, area: 307, areaUnit: 'sqm' });
  });

  it('skips a block that is not JSON and reads the others, comment-wrapped ones included', () => {
    const $ = jsonLdPage(
      '{ not json',
      '<!--{"@type":"Residence","numberOfBedrooms":4,"geo":{"latitude":"40.1","longitude":"-3.7"}}-->',
    );
    expect(readJsonLd($, PAGE_URL)).toEqual({ bedrooms: 4, latitude: 40.1, longitude: -3.7 });
  });

  it('reads nothing from a page without JSON-LD', () => {
    expect(readJsonLd(loadHtml('<p>Hello</p>'), PAGE_URL)).toEqual({});
  });

  it("follows an Offer's availableAtOrFrom to the home's place, never to its seller", () => {
    const $ = jsonLdPage({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      price: '329000',
      priceCurrency: 'EUR',
      availableAtOrFrom: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Braga', addressCountry: 'Portugal' },
        geo: { '@type': 'GeoCoordinates', latitude: 41.56052, longitude: -8.39781 },
      },
      seller: { '@type': 'RealEstateAgent', address: { streetAddress: 'Avenida da Liberdade 540' } },
    });
    expect(readJsonLd($, PAGE_URL)).toEqual({
      city: 'Braga',
      country: 'PT',
      price: 329000,
      currency: 'EUR',
      latitude: 41.56052,
      longitude: -8.39781,
    });
  });
});
