import type { BrandLocale } from '@ballpark/common/brand-components';
import { listingAddressLine, listingDescription, listingSource, listingTitle } from '../listing/listing-texts';
import type { ListingEntity } from '../listing/listing.entity';
import { parseSoldRecord } from './king-county-row';

// The first row of the King County file.
const ROW: Record<string, string> = {
  id: '7129300520',
  date: '20141013T000000',
  year: '2014',
  month: '10',
  month_year: '10/2014',
  price: '221900',
  bedrooms: '3',
  bathrooms: '1',
  sqft_living: '1180',
  sqft_lot: '5650',
  floors: '1',
  waterfront: '0',
  view: '0',
  condition: '3',
  grade: '7',
  sqft_above: '1180',
  sqft_basement: '0',
  yr_built: '1955',
  yr_renovated: '0',
  zipcode: '98178',
  lat: '47.5112',
  long: '-122.257',
  sqft_living15: '1340',
  sqft_lot15: '5650',
};

function listingOf(changes: Record<string, string>) {
  const parsed = parseSoldRecord({ ...ROW, ...changes }, 2);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.listing;
}

/** A record's texts as a reader in this locale reads them (composed from its facts: listing-texts.ts). */
function textsOf(changes: Record<string, string>, locale: BrandLocale = 'en') {
  const listing = { ...listingOf(changes), missingFacts: [], sourceUrl: null } as unknown as ListingEntity;
  return {
    title: listingTitle(listing, locale),
    addressLine: listingAddressLine(listing, locale),
    description: listingDescription(listing, locale),
    source: listingSource(listing, locale),
  };
}

describe('parseSoldRecord', () => {
  it('maps a King County sale to a sold listing of its facts, leaving its texts to be composed as it is read', () => {
    expect(parseSoldRecord(ROW, 2)).toEqual({
      listing: {
        sourceRef: 'kc:7129300520:2014-10-13',
        title: null,
        addressLine: null,
        city: 'Seattle',
        region: 'Washington',
        postalCode: '98178',
        country: 'US',
        latitude: 47.5112,
        longitude: -122.257,
        propertyType: 'single-family',
        bedrooms: 3,
        bathrooms: 1,
        floorAreaSqft: 1180,
        lotAreaSqft: 5650,
        yearBuilt: 1955,
        tenure: null,
        floors: 1,
        waterfront: false,
        viewRating: 0,
        condition: 3,
        yearRenovated: null,
        grade: 7,
        description: null,
        illustrative: false,
        source: null,
        actualPrice: 221900,
        currency: 'USD',
        priceKind: 'sold',
        priceDate: '2014-10-13',
      },
    });
  });

  it('reads in English as the importer used to write it', () => {
    expect(textsOf({})).toEqual({
      title: '3 bed house',
      addressLine: 'Home near Rainier Beach and Skyway',
      description:
        'Three bedrooms and one bathroom in a single-level house in Rainier Beach and Skyway. ' +
        '1,180 sq ft of living space on a 5,650 sq ft lot. Built in 1955. Condition rated average (3 of 5). ' +
        'Building grade 7 of 13 (average). Rainier Beach and Skyway, Seattle; sold October 2014.',
      source: 'King County public sale record',
    });
  });

  it('reads in Spanish on a Spanish site, its areas in square metres', () => {
    expect(textsOf({}, 'es')).toEqual({
      title: 'Casa de 3 dormitorios',
      addressLine: 'Casa cerca de Rainier Beach y Skyway',
      description:
        'Tres dormitorios y un baño en una casa de una planta en Rainier Beach y Skyway. ' +
        '110 m² de superficie habitable en una parcela de 525 m². Construida en 1955. ' +
        'Estado calificado como normal (3 de 5). Calidad de construcción 7 de 13 (media). ' +
        'Rainier Beach y Skyway, Seattle; vendida en octubre de 2014.',
      source: 'Registro público de ventas del condado de King',
    });
    expect(textsOf({ zipcode: '98105', bedrooms: '0', sqft_lot: '1200', floors: '2' }, 'es')).toMatchObject({
      title: 'Casa adosada tipo estudio',
      addressLine: 'Casa cerca del University District',
    });
    expect(textsOf({ zipcode: '98105' }, 'en').addressLine).toBe('Home near the University District');
  });

  it('describes waterfront, view, levels and renovation, and never the price', () => {
    const changes = { waterfront: '1', view: '4', yr_renovated: '1991', floors: '1.5', price: '1350000' };
    expect(listingOf(changes)).toMatchObject({ waterfront: true, viewRating: 4, floors: 1.5, yearRenovated: 1991 });
    const { description } = textsOf(changes);
    expect(description).toMatch(/one-and-a-half-story house/);
    expect(description).toMatch(/waterfront/);
    expect(description).toMatch(/excellent.*\(4 of 4\)/);
    expect(description).toMatch(/renovated in 1991/);
    expect(description).not.toMatch(/1,?350,?000|\$/);
    const spanish = textsOf(changes, 'es').description;
    expect(spanish).toMatch(/casa de planta y media/);
    expect(spanish).toMatch(/frente al agua/);
    expect(spanish).toMatch(/excelentes \(4 de 4\)/);
    expect(spanish).toMatch(/reform(ada|ó) en 1991/);
  });

  it('words its descriptions differently from record to record, each the same shape in every language', () => {
    const ids = ['1', '2', '3', '4', '5', '6', '7', '8'];
    const openers = new Set(ids.map((id) => textsOf({ id }).description.split(' ').slice(0, 2).join(' ')));
    expect(openers.size).toBeGreaterThan(1);
    expect(textsOf({ id: '5' }).description).toBe(textsOf({ id: '5' }).description);
    const sentences = (locale: BrandLocale) => ids.map((id) => textsOf({ id }, locale).description.split('. ').length);
    expect(sentences('es')).toEqual(sentences('en'));
  });

  it('calls a house of two or more floors on a small lot a townhouse', () => {
    expect(listingOf({ sqft_lot: '1200', floors: '2', bedrooms: '2' }).propertyType).toBe('townhouse');
    expect(textsOf({ sqft_lot: '1200', floors: '2', bedrooms: '2' }).title).toBe('2 bed townhouse');
    expect(listingOf({ sqft_lot: '1200', floors: '1' }).propertyType).toBe('single-family');
    expect(listingOf({ sqft_lot: '2500', floors: '3' }).propertyType).toBe('single-family');
  });

  it('names the city and area of the ZIP code, or the ZIP where the area is the city or not in the table', () => {
    // Shown as "addressLine, city": never "Home near Redmond, Redmond".
    expect(listingOf({ zipcode: '98052' }).city).toBe('Redmond');
    expect(textsOf({ zipcode: '98052' }).addressLine).toBe('Home in ZIP 98052');
    expect(textsOf({ zipcode: '98052' }, 'es').addressLine).toBe('Casa en el código postal 98052');
    expect(listingOf({ zipcode: '98107' }).city).toBe('Seattle');
    expect(textsOf({ zipcode: '98107' }).addressLine).toBe('Home near Ballard');
    expect(listingOf({ zipcode: '98999' })).toMatchObject({ city: 'King County', postalCode: '98999' });
    expect(textsOf({ zipcode: '98999' }).addressLine).toBe('Home in ZIP 98999');
  });

  it('reads prices in scientific notation, as spreadsheets write them', () => {
    expect(listingOf({ price: '1.23E+06' }).actualPrice).toBe(1_230_000);
  });

  it('restores the leading zeros of 10-digit parcel numbers in the source reference', () => {
    expect(listingOf({ id: '822039084', date: '20150311T000000' }).sourceRef).toBe('kc:0822039084:2015-03-11');
  });

  it('calls a home with no bedroom a studio and leaves missing optional facts null', () => {
    const changes = { bedrooms: '0', sqft_lot: '', yr_built: '', yr_renovated: '' };
    expect(listingOf(changes)).toMatchObject({ lotAreaSqft: null, yearBuilt: null });
    expect(textsOf(changes)).toMatchObject({
      title: 'Studio house',
      description: expect.not.stringMatching(/lot|[Bb]uilt in/),
    });
  });

  it.each([
    [{ price: 'abc' }, 'price must be a number, got "abc"'],
    [{ price: '' }, 'price is missing'],
    [{ price: '0' }, 'price must be greater than 0, got 0'],
    [{ price: '-5000' }, 'price must be greater than 0, got -5000'],
    [{ price: '221900.5' }, 'price must be a whole number, got 221900.5'],
    [{ price: '3000000000' }, 'price must be at most 2147483647, got 3000000000'],
    [{ id: '' }, 'id is missing'],
    [{ id: '71293-00520' }, 'id must be digits only, got "71293-00520"'],
    [{ date: '2014-10-13' }, 'date must look like 20141013T000000, got "2014-10-13"'],
    [{ date: '20140231T000000' }, 'date must be a real calendar date, got "20140231T000000"'],
    [{ bedrooms: '2.5' }, 'bedrooms must be a whole number, got 2.5'],
    [{ bedrooms: '-1' }, 'bedrooms must be at least 0, got -1'],
    [{ bathrooms: 'two' }, 'bathrooms must be a number, got "two"'],
    [{ sqft_living: '0' }, 'sqft_living must be greater than 0, got 0'],
    [{ sqft_living: '-1180' }, 'sqft_living must be greater than 0, got -1180'],
    [{ sqft_lot: '-5' }, 'sqft_lot must be greater than 0, got -5'],
    [{ floors: '0' }, 'floors must be at least 1, got 0'],
    [{ waterfront: 'yes' }, 'waterfront must be a number, got "yes"'],
    [{ view: '5' }, 'view must be at most 4, got 5'],
    [{ condition: '0' }, 'condition must be at least 1, got 0'],
    [{ grade: '14' }, 'grade must be at most 13, got 14'],
    [{ yr_built: '2030' }, 'yr_built must be at most 2015, got 2030'],
    [{ yr_renovated: '5' }, 'yr_renovated must be 0 (never) or a year from 1800, got 5'],
    [{ zipcode: '9817' }, 'zipcode must be 5 digits, got "9817"'],
    [{ lat: '95' }, 'lat must be at most 90, got 95'],
    [{ long: '-200' }, 'long must be at least -180, got -200'],
    [{ long: '' }, 'long is missing'],
  ])('rejects %j: %s', (changes, message) => {
    expect(parseSoldRecord({ ...ROW, ...changes }, 57)).toEqual({ error: `line 57: ${message}` });
  });

  it('reports a column absent from the record as missing', () => {
    const { zipcode: _zipcode, ...withoutZip } = ROW;
    expect(parseSoldRecord(withoutZip, 3)).toEqual({ error: 'line 3: zipcode is missing' });
  });

  it("names the line and the column in the reader's language", () => {
    const { zipcode: _zipcode, ...withoutZip } = ROW;
    expect(parseSoldRecord(withoutZip, 3, 'es')).toEqual({ error: 'línea 3: falta zipcode' });
    expect(parseSoldRecord({ ...ROW, bedrooms: '2.5' }, 4, 'es')).toEqual({
      error: 'línea 4: bedrooms debe ser un número entero, no 2.5',
    });
  });
});
