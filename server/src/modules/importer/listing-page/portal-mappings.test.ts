import { readPortalData, type PageData } from './portal-mappings';

const NO_DATA: PageData = { windowJson: new Map(), nextData: undefined };

describe('readPortalData', () => {
  it('reads a Rightmove PAGE_MODEL window variable, on any of its subdomains', () => {
    const model = {
      propertyData: {
        id: '123',
        text: { pageTitle: '2 bedroom flat for sale in Mill Road', description: 'Bright<br />flat' },
        prices: { primaryPrice: '£300,000' },
        address: { displayAddress: 'Mill Road, Cambridge', countryCode: 'GB', outcode: 'CB1', incode: '2AD' },
        transactionType: 'BUY',
        bedrooms: 2,
        bathrooms: 1,
        sizings: [
          { unit: 'ac', maximumSize: 0.02 },
          { unit: 'sqm', maximumSize: 60 },
        ],
        propertySubType: 'Flat',
        tenure: { tenureType: 'LEASEHOLD' },
        location: { latitude: 52.2, longitude: 0.14 },
        images: [{ url: 'https://media.example/1.jpg' }, { url: 'https://media.example/2.jpg' }],
      },
    };
    const page: PageData = { windowJson: new Map([['PAGE_MODEL', model]]), nextData: undefined };

    expect(readPortalData(new URL('https://m.rightmove.co.uk/properties/123'), page)).toEqual({
      portal: 'rightmove.co.uk',
      facts: {
        title: '2 bedroom flat for sale in Mill Road',
        address: 'Mill Road, Cambridge',
        postalCode: 'CB1 2AD',
        country: 'GB',
        price: 300000,
        currency: 'GBP',
        forSale: true,
        bedrooms: 2,
        bathrooms: 1,
        area: 60,
        areaUnit: 'sqm',
        propertyType: 'Flat',
        tenure: 'LEASEHOLD',
        latitude: 52.2,
        longitude: 0.14,
        photos: ['https://media.example/1.jpg', 'https://media.example/2.jpg'],
        description: 'Bright\nflat',
        reference: '123',
      },
    });
  });

  it('leaves a Rightmove letting without a sale status', () => {
    const model = { propertyData: { transactionType: 'RENT', prices: { primaryPrice: '£1,500 pcm' } } };
    const page: PageData = { windowJson: new Map([['PAGE_MODEL', model]]), nextData: undefined };
    expect(readPortalData(new URL('https://www.rightmove.co.uk/properties/9'), page)?.facts.forSale).toBeUndefined();
  });

  it("reads a Zillow property from the Next.js data's cache, whatever its query key", () => {
    const property = {
      zpid: 99,
      address: { streetAddress: '1 Elm St', city: 'Springfield', state: 'IL', zipcode: '62701' },
      country: 'USA',
      price: 250000,
      currency: 'USD',
      homeStatus: 'RECENTLY_SOLD',
      bedrooms: 3,
      bathrooms: 2.5,
      livingAreaValue: 1800,
      livingAreaUnitsShort: 'sqft',
      yearBuilt: 1990,
      homeType: 'TOWNHOUSE',
      latitude: 39.8,
      longitude: -89.6,
      photos: [
        {
          url: 'https://photos.example/a-small.jpg',
          mixedSources: {
            jpeg: [
              { url: 'https://photos.example/a-192.jpg', width: 192 },
              { url: 'https://photos.example/a-1536.jpg', width: 1536 },
              { url: 'https://photos.example/a-768.jpg', width: 768 },
            ],
          },
        },
        { url: 'https://photos.example/b.jpg' },
      ],
    };
    const nextData = {
      props: { pageProps: { componentProps: { gdpClientCache: { 'Query{"zpid":99}': { property } } } } },
    };

    expect(readPortalData(new URL('https://www.zillow.com/homedetails/x/99_zpid/'), { ...NO_DATA, nextData })).toEqual({
      portal: 'zillow.com',
      facts: {
        streetAddress: '1 Elm St',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
        price: 250000,
        currency: 'USD',
        forSale: false,
        bedrooms: 3,
        bathrooms: 2.5,
        area: 1800,
        areaUnit: 'sqft',
        yearBuilt: 1990,
        propertyType: 'TOWNHOUSE',
        latitude: 39.8,
        longitude: -89.6,
        photos: ['https://photos.example/a-1536.jpg', 'https://photos.example/b.jpg'],
        reference: '99',
      },
    });
  });

  it("chooses a mapping by the portal's data in the page, not by the page's host", () => {
    const model = { propertyData: { id: '7', bedrooms: 3 } };
    const page: PageData = { windowJson: new Map([['PAGE_MODEL', model]]), nextData: undefined };
    expect(readPortalData(new URL('https://archive.example/saved/7.html'), page)).toEqual({
      portal: 'rightmove.co.uk',
      facts: { bedrooms: 3, reference: '7' },
    });
    // A portal's own page whose data has moved, or another site's PAGE_MODEL, is left to the general mechanisms.
    expect(readPortalData(new URL('https://www.zillow.com/homedetails/x/'), NO_DATA)).toBeNull();
    const otherModel: PageData = { windowJson: new Map([['PAGE_MODEL', { page: 'home' }]]), nextData: undefined };
    expect(readPortalData(new URL('https://www.rightmove.co.uk/'), otherModel)).toBeNull();
  });
});
