import { parseSoldRecord } from '../importer/king-county-row';
import type { ListingEntity } from './listing.entity';
import { listingAddressLine, listingDescription, listingSource, listingTitle } from './listing-texts';

// The first row of the King County file.
const ROW: Record<string, string> = {
  id: '7129300520',
  date: '20141013T000000',
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
  yr_built: '1955',
  yr_renovated: '0',
  zipcode: '98052',
  lat: '47.5112',
  long: '-122.257',
};

function record(changes: Partial<ListingEntity> = {}): ListingEntity {
  const parsed = parseSoldRecord(ROW, 2);
  if ('error' in parsed) throw new Error(parsed.error);
  return { ...parsed.listing, missingFacts: [], sourceUrl: null, ...changes } as ListingEntity;
}

describe("a listing's texts, as a reader reads them", () => {
  it("are composed for a King County record in the reader's locale", () => {
    expect([listingTitle(record(), 'en'), listingAddressLine(record(), 'en')]).toEqual([
      '3 bed house',
      'Home in ZIP 98052',
    ]);
    expect([listingTitle(record(), 'es'), listingAddressLine(record(), 'es')]).toEqual([
      'Casa de 3 dormitorios',
      'Casa en el código postal 98052',
    ]);
  });

  it('stay as people wrote them, in every locale', () => {
    const rewritten = record({ title: 'Our first home', addressLine: '1 Lake St', description: 'Ours.', source: 'Us' });
    for (const locale of ['en', 'es'] as const)
      expect([
        listingTitle(rewritten, locale),
        listingAddressLine(rewritten, locale),
        listingDescription(rewritten, locale),
        listingSource(rewritten, locale),
      ]).toEqual(['Our first home', '1 Lake St', 'Ours.', 'Us']);
  });

  it("name the site a pasted listing came from in the reader's locale", () => {
    const pasted = { sourceRef: 'url:https://www.idealista.com/inmueble/1/', source: null, actualPrice: 245_000 };
    const from = { ...pasted, sourceUrl: 'https://www.idealista.com/inmueble/1/' };
    expect(listingSource(from, 'en')).toBe('Listing on idealista.com');
    expect(listingSource(from, 'es')).toBe('Anuncio en idealista.com');
  });

  it('are masked against the price as written texts are', () => {
    // An address masks only the price itself: here the ZIP code.
    expect(listingAddressLine(record({ actualPrice: 98_052 }), 'en')).toBe('Home in ZIP •••');
    expect(listingAddressLine(record({ actualPrice: 98_052, missingFacts: ['price'] }), 'en')).toBe(
      'Home in ZIP 98052',
    );
  });
});
