import path from 'node:path';
import type { NewListing } from '../../modules/importer/new-listing';
import { listingAddressLine, listingDescription, listingSource } from '../../modules/listing/listing-texts';
import { buildDemoCatalogue } from './demo-catalogue';
import { generateIllustrativeHomes, ILLUSTRATIVE_CITIES } from './illustrative-homes';
import { DEMO_SALES_COUNT, kingCountyCsvPath, readKingCountySales, selectDemoSales } from './king-county-sales';

const catalogue = buildDemoCatalogue();
const real = catalogue.filter((home) => !home.illustrative);
const invented = catalogue.filter((home) => home.illustrative);

// A record's texts are composed as it is read (listing-texts.ts): here as the default, English, site reads them.
const descriptionOf = (home: NewListing) => listingDescription(home, 'en');
const addressLineOf = (home: NewListing) => listingAddressLine(home, 'en');

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const ppsf = (homes: NewListing[]) => mean(homes.map((home) => home.actualPrice / home.floorAreaSqft));

describe('the demo catalogue', () => {
  it('holds a few hundred real King County sales and the illustrative UK homes', () => {
    expect(real).toHaveLength(DEMO_SALES_COUNT);
    expect(DEMO_SALES_COUNT).toBeGreaterThanOrEqual(200);
    expect(invented.length).toBeGreaterThanOrEqual(120);
    expect(real.every((home) => home.country === 'US' && home.sourceRef.startsWith('kc:'))).toBe(true);
    expect(invented.every((home) => home.country === 'GB' && home.sourceRef.startsWith('demo:'))).toBe(true);
    expect(new Set(catalogue.map((home) => home.sourceRef)).size).toBe(catalogue.length);
  });

  it('is the same on every build', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
    expect(generateIllustrativeHomes(7)).toEqual(generateIllustrativeHomes(7));
    expect(generateIllustrativeHomes(7).map((home) => home.actualPrice)).not.toEqual(
      invented.map((home) => home.actualPrice),
    );
  });

  it('finds the records from the built server too', () => {
    const root = path.resolve(__dirname, '../../../..');
    const built = path.join(root, 'server/dist/server/src/db/seed');
    expect(kingCountyCsvPath(built)).toBe(path.join(root, 'data/king-county-house-sales-2014-2015.csv'));
    expect(() => kingCountyCsvPath('/')).toThrow(/needs data\/king-county-house-sales-2014-2015.csv/);
  });

  describe('real homes', () => {
    const all = readKingCountySales(kingCountyCsvPath());
    const records = new Map(all.map((sale) => [sale.sourceRef, sale]));

    it('are the selection, as king-county-demo-sales.json names it (npm run select-demo-sales -w server)', () => {
      expect(real.map((home) => home.sourceRef)).toEqual(
        selectDemoSales(all, DEMO_SALES_COUNT).map((s) => s.sourceRef),
      );
    });

    it('are the recorded sales: facts, price, date and position as the record has them, and say so', () => {
      for (const home of real) {
        expect(home).toEqual(records.get(home.sourceRef));
        expect(home).toMatchObject({ priceKind: 'sold', currency: 'USD' });
        expect(listingSource(home, 'en')).toBe('King County public sale record');
        expect(home.latitude).toBeGreaterThan(47.1);
        expect(home.latitude).toBeLessThan(47.8);
        expect(home.longitude).toBeGreaterThan(-122.6);
        expect(home.longitude).toBeLessThan(-121.3);
      }
    });

    it('are spread over price, size, age, view, waterfront, type, condition and place', () => {
      const prices = real.map((home) => home.actualPrice);
      expect(Math.min(...prices)).toBeLessThan(200_000);
      expect(Math.max(...prices)).toBeGreaterThan(2_000_000);
      expect(prices.filter((price) => price > 1_000_000).length).toBeGreaterThan(20);
      const areas = real.map((home) => home.floorAreaSqft);
      expect(Math.min(...areas)).toBeLessThan(800);
      expect(Math.max(...areas)).toBeGreaterThan(5000);
      const years = real.map((home) => home.yearBuilt!);
      expect(Math.min(...years)).toBeLessThan(1915);
      expect(Math.max(...years)).toBeGreaterThan(2010);
      expect(real.filter((home) => home.waterfront).length).toBeGreaterThanOrEqual(10);
      expect(real.filter((home) => home.viewRating! >= 3).length).toBeGreaterThanOrEqual(20);
      expect(real.filter((home) => home.condition! <= 2).length).toBeGreaterThanOrEqual(3);
      expect(real.filter((home) => home.propertyType === 'townhouse').length).toBeGreaterThanOrEqual(10);
      expect(new Set(real.map((home) => home.city)).size).toBeGreaterThanOrEqual(20);
      const seattle = real.filter((home) => home.city === 'Seattle').length / real.length;
      expect(seattle).toBeGreaterThan(0.2);
      expect(seattle).toBeLessThan(0.5);
    });

    it('leave out parcels sold twice in the period', () => {
      const parcels = real.map((home) => home.sourceRef.split(':')[1]);
      const soldTwice = new Set(
        [...records.keys()].map((ref) => ref.split(':')[1]).filter((parcel, i, all) => all.indexOf(parcel) !== i),
      );
      expect(parcels.filter((parcel) => soldTwice.has(parcel))).toEqual([]);
    });
  });

  describe('illustrative homes', () => {
    it('are labelled as invented, with a modelled price', () => {
      for (const home of invented) expect(home.source).toBe('invented for the demo; its price comes from a model');
      expect(ILLUSTRATIVE_CITIES.map((city) => city.name).sort()).toEqual(
        ['Birmingham', 'Bristol', 'Cardiff', 'Edinburgh', 'Glasgow', 'Leeds', 'London', 'Manchester'].sort(),
      );
    });

    it('are priced by what moves real prices: place, condition, outlook, plot', () => {
      expect(ppsf(invented.filter((h) => h.city === 'London'))).toBeGreaterThan(
        1.8 * ppsf(invented.filter((h) => h.city === 'Manchester')),
      );
      const relative = (home: NewListing) => {
        const city = invented.filter((other) => other.city === home.city && other.propertyType === home.propertyType);
        return home.actualPrice / home.floorAreaSqft / ppsf(city);
      };
      expect(mean(invented.filter((h) => h.condition! >= 5).map(relative))).toBeGreaterThan(
        1.2 * mean(invented.filter((h) => h.condition! <= 2).map(relative)),
      );
      expect(mean(invented.filter((h) => h.viewRating! >= 2).map(relative))).toBeGreaterThan(
        mean(invented.filter((h) => h.viewRating === 0).map(relative)),
      );
      for (const city of ILLUSTRATIVE_CITIES) {
        const avg = (type: NewListing['propertyType']) =>
          mean(invented.filter((h) => h.city === city.name && h.propertyType === type).map((h) => h.actualPrice));
        expect(avg('detached')).toBeGreaterThan(avg('flat'));
      }
    });

    it('have UK facts: postcodes, whole bathrooms, tenure, flats without a plot', () => {
      for (const home of invented) {
        expect(home.postalCode).toMatch(/^[A-Z]{1,2}\d{1,2}[A-Z]? \d[ABD-HJLNP-UW-Z]{2}$/);
        expect(Number.isInteger(home.bathrooms)).toBe(true);
        expect(['freehold', 'leasehold']).toContain(home.tenure);
        if (home.region === 'Scotland') expect(home.tenure).toBe('freehold');
        expect(home.lotAreaSqft === null).toBe(home.propertyType === 'flat');
        expect(home.floors).toBe(home.propertyType === 'flat' || home.propertyType === 'bungalow' ? 1 : home.floors);
        expect(home.floors).toBeGreaterThanOrEqual(1);
      }
    });
  });

  describe('descriptions', () => {
    it('never give the price away', () => {
      for (const home of catalogue) {
        for (const form of [String(home.actualPrice), home.actualPrice.toLocaleString('en-US')])
          expect(descriptionOf(home)).not.toContain(form);
        expect(descriptionOf(home)).not.toMatch(/[£$]|\d+k\b/);
      }
    });

    it('never contradict a sale, nor call an invented home sold', () => {
      for (const home of real) {
        expect(descriptionOf(home)).not.toMatch(/tour|viewing|for sale|on the market|book|call/i);
        expect(descriptionOf(home)).toMatch(/[Ss]old|sale was recorded/);
      }
      for (const home of invented) {
        expect(descriptionOf(home)).not.toMatch(/\b(sold|listed|tour|viewing)\b/i);
        expect(descriptionOf(home)).toMatch(
          new RegExp(`Illustrative: its ${home.priceKind === 'sold' ? 'sale' : 'asking'} price is modelled for`),
        );
      }
    });

    it('state the facts that move the price', () => {
      for (const home of catalogue) {
        expect(descriptionOf(home)).toContain(home.floorAreaSqft.toLocaleString('en-US'));
        if (home.waterfront) expect(descriptionOf(home)).toMatch(/water/i);
        if (home.lotAreaSqft) expect(descriptionOf(home)).toContain(home.lotAreaSqft.toLocaleString('en-US'));
      }
      for (const home of real) expect(descriptionOf(home)).toMatch(new RegExp(`\\(${home.condition} of 5\\)`));
    });

    it('vary in shape instead of repeating one template', () => {
      // A description's shape: its words with names, numbers and number words blanked out.
      const shape = (home: NewListing) =>
        descriptionOf(home)
          .replace(
            new RegExp(`${home.city}|${addressLineOf(home).replace(/^[\d/A-Z]*,? ?(Flat \S+, )?\d*\s*/, '')}`, 'g'),
            'X',
          )
          .replace(/\b(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten)\b/g, 'N')
          .split('. ')[0];
      for (const group of [real, invented]) {
        const counts = new Map<string, number>();
        for (const home of group) counts.set(shape(home), (counts.get(shape(home)) ?? 0) + 1);
        expect(Math.max(...counts.values()) / group.length).toBeLessThan(0.25);
        const openers = new Set(group.map((home) => descriptionOf(home).split(' ').slice(0, 2).join(' ')));
        expect(openers.size).toBeGreaterThanOrEqual(3);
      }
    });
  });
});
