import { readEmbeddedState } from './embedded-state';

const PAGE_URL = new URL('https://homes.example/listing/1');

describe('readEmbeddedState', () => {
  it("reads the object most like a listing by facts' usual names, not its agent's, schools' or neighbours'", () => {
    const state = {
      props: {
        pageProps: {
          listing: {
            status: 'for_sale',
            list_price: 899000,
            description: { beds: 2, baths: 2, sqft: 1180, sub_type: 'condo', type: 'condos' },
            location: {
              address: { line: '1450 Post St', city: 'San Francisco', state_code: 'CA', postal_code: '94109' },
              coordinate: { lat: 37.78, lon: -122.42 },
            },
            advertisers: [{ office: { address: { line: '1 Market St' } } }],
            nearby_schools: { schools: [{ coordinate: { lat: 37.79, lon: -122.41 } }] },
            agent: { price: 1, location: { lat: 1, lon: 1 } },
          },
          similarHomes: { price: 755000, beds: 3 },
        },
      },
    };
    expect(readEmbeddedState([state], PAGE_URL)).toEqual({
      isListOfHomes: false,
      facts: {
        streetAddress: '1450 Post St',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94109',
        price: 899000,
        forSale: true,
        bedrooms: 2,
        bathrooms: 2,
        area: 1180,
        areaUnit: 'sqft',
        propertyType: 'condo',
        latitude: 37.78,
        longitude: -122.42,
      },
    });
  });

  it("gives a bare area the country's unit, counts rooms as bedrooms only where told, and unwraps values in objects", () => {
    const state = {
      realEstate: {
        price: { amount: 395000, currencyCode: 'EUR' },
        features: { rooms: 4, bathrooms: { formattedValue: '2 baños' }, surface: 165 },
        address: { street: 'Carrer de Sant Joan, 42', locality: 'Sabadell' },
      },
    };
    expect(readEmbeddedState([state], PAGE_URL).facts).toMatchObject({ price: 395000, currency: 'EUR', bathrooms: 2 });
    expect(readEmbeddedState([state], PAGE_URL).facts).not.toHaveProperty('bedrooms');
    expect(readEmbeddedState([state], PAGE_URL).facts).not.toHaveProperty('area');
    expect(readEmbeddedState([state], PAGE_URL, { areaUnit: 'sqm', roomsAreBedrooms: true }).facts).toMatchObject({
      bedrooms: 4,
      area: 165,
      areaUnit: 'sqm',
    });
  });

  it("takes a position outside the listing's object only when the state has exactly one", () => {
    const ad = { ad: { price: '289000', characteristics: { roomNumber: '3', bathNumber: '1' } } };
    const oneMap = { mapConfig: { latitude: '40.39', longitude: '-3.69' } };
    expect(readEmbeddedState([ad, oneMap], PAGE_URL).facts).toMatchObject({ latitude: 40.39, longitude: -3.69 });
    const twoMaps = { a: { lat: 40.1, lng: -3.1 }, b: { lat: 41.2, lng: -3.2 } };
    expect(readEmbeddedState([ad, twoMaps], PAGE_URL).facts).not.toHaveProperty('latitude');
  });

  it('finds no listing in a list of homes alike, and says it is one; nor in state with too few facts', () => {
    const home = (price: number) => ({ price, numBedrooms: 3, numBathrooms: 1, address: 'Lime Walk, Oxford' });
    const search = { results: [home(450000), home(895000), home(300000)], resultCount: 142 };
    expect(readEmbeddedState([search], PAGE_URL)).toEqual({ facts: {}, isListOfHomes: true });
    expect(readEmbeddedState([{ price: 12, theme: 'dark' }], PAGE_URL)).toEqual({ facts: {}, isListOfHomes: false });
  });

  it('reads lists of labelled facts and GeoJSON points, counting rooms as bedrooms only where told', () => {
    const ad = {
      ad: {
        adCategory: { name: 'HOUSE', type: 'SELL' },
        characteristics: [
          { key: 'price', value: '890000', label: 'Preço', currency: 'EUR' },
          { key: 'rooms_num', value: '4', localizedValue: 'T4' },
          { key: 'bathrooms_num', value: '3' },
          { type: 'livingSpace', splitValue: '210', value: '210 m²' },
        ],
        location: {
          geometry: { type: 'Point', coordinates: [-9.43651, 38.71482] },
          address: { street: { name: 'Rua do Pinhal', number: '12' }, postalCode: '2750-642' },
        },
      },
    };
    expect(readEmbeddedState([ad], PAGE_URL, { areaUnit: 'sqm', roomsAreBedrooms: true }).facts).toEqual({
      streetAddress: 'Rua do Pinhal',
      postalCode: '2750-642',
      price: 890000,
      bedrooms: 4,
      bathrooms: 3,
      area: 210,
      areaUnit: 'sqm',
      latitude: 38.71482,
      longitude: -9.43651,
    });
    // German Zimmer count the living room; "SELL" is an operation, not a kind of home.
    const facts = readEmbeddedState([ad], PAGE_URL, { areaUnit: 'sqm' }).facts;
    expect(facts).not.toHaveProperty('bedrooms');
    expect(facts).not.toHaveProperty('propertyType');
  });

  it("counts a room count as a sign of a listing, and tells homes alike nested in a list's items", () => {
    const expose = { purchasePrice: '495000', availableServicesData: { squareMeters: 78.5, numberOfRooms: 3 } };
    expect(readEmbeddedState([{ expose }], PAGE_URL).facts).toMatchObject({ price: 495000 });
    const entry = (price: number) => ({
      '@id': String(price),
      'resultlist.realEstate': {
        price: { value: price },
        livingSpace: 80,
        numberOfRooms: 3,
        address: { postcode: '1' },
      },
    });
    const results = { resultlistEntry: [entry(495000), entry(379000), entry(649000)] };
    expect(readEmbeddedState([results], PAGE_URL)).toEqual({ facts: {}, isListOfHomes: true });
  });
});
