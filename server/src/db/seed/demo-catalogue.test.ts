import { DEMO_CITIES, generateDemoCatalogue, type DemoListing } from './demo-catalogue';

const catalogue = generateDemoCatalogue();

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('generateDemoCatalogue', () => {
  it('produces at least 240 listings', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(240);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(generateDemoCatalogue()).toEqual(catalogue);
    expect(generateDemoCatalogue(7)).toEqual(generateDemoCatalogue(7));
    expect(generateDemoCatalogue(7).map((l) => l.actualPrice)).not.toEqual(catalogue.map((l) => l.actualPrice));
  });

  it('gives every listing a unique, stable sourceRef', () => {
    expect(new Set(catalogue.map((l) => l.sourceRef)).size).toBe(catalogue.length);
    expect(catalogue[0].sourceRef).toMatch(/^demo:[a-z-]+:\d{3}$/);
  });

  it('covers every demo city with about 15 listings, consistent with DEMO_CITIES', () => {
    expect(DEMO_CITIES.map((c) => c.name).sort()).toEqual(
      [
        'London',
        'Manchester',
        'Birmingham',
        'Edinburgh',
        'Bristol',
        'Leeds',
        'Cardiff',
        'Glasgow',
        'Seattle',
        'New York',
        'Los Angeles',
        'Chicago',
        'Miami',
        'Austin',
        'Boston',
        'Denver',
      ].sort(),
    );
    for (const city of DEMO_CITIES) {
      const listings = catalogue.filter((l) => l.city === city.name);
      expect(listings.length).toBeGreaterThanOrEqual(15);
      for (const l of listings) {
        expect(l).toMatchObject({ region: city.region, country: city.country, currency: city.currency });
        // Within ~25 km of the city centre.
        expect(Math.abs(l.latitude - city.latitude)).toBeLessThan(0.25);
        expect(Math.abs(l.longitude - city.longitude)).toBeLessThan(0.35);
      }
    }
  });

  it('keeps prices to whole, rounded, country-plausible amounts', () => {
    for (const l of catalogue) {
      const [min, max] = l.country === 'GB' ? [60_000, 5_000_000] : [80_000, 8_000_000];
      expect(l.actualPrice).toBeGreaterThanOrEqual(min);
      expect(l.actualPrice).toBeLessThanOrEqual(max);
      expect(l.actualPrice % 1000).toBe(0);
      expect(l.currency).toBe(l.country === 'GB' ? 'GBP' : 'USD');
    }
  });

  it('prices London above Manchester and New York above Chicago per square foot', () => {
    const ppsf = (city: string) =>
      mean(catalogue.filter((l) => l.city === city).map((l) => l.actualPrice / l.floorAreaSqft));
    expect(ppsf('London')).toBeGreaterThan(1.8 * ppsf('Manchester'));
    expect(ppsf('New York')).toBeGreaterThan(2 * ppsf('Chicago'));
  });

  it('prices a detached home above a flat in the same UK city on average', () => {
    for (const city of DEMO_CITIES.filter((c) => c.country === 'GB')) {
      const avg = (type: DemoListing['propertyType']) =>
        mean(catalogue.filter((l) => l.city === city.name && l.propertyType === type).map((l) => l.actualPrice));
      expect(avg('detached')).toBeGreaterThan(avg('flat'));
    }
  });

  it('prices single-family homes above condos across the US', () => {
    const avg = (type: DemoListing['propertyType']) =>
      mean(catalogue.filter((l) => l.propertyType === type).map((l) => l.actualPrice));
    expect(avg('single-family')).toBeGreaterThan(avg('condo'));
  });

  it('never mentions the price in the description', () => {
    for (const l of catalogue) {
      expect(l.description.length).toBeGreaterThan(80);
      for (const form of [String(l.actualPrice), l.actualPrice.toLocaleString('en-US'), `${l.actualPrice / 1000}k`]) {
        expect(l.description).not.toContain(form);
      }
      expect(l.description).not.toMatch(/[£$]/);
    }
  });

  it('gives flats and condos no lot, and houses a lot', () => {
    for (const l of catalogue) {
      if (l.propertyType === 'flat' || l.propertyType === 'condo') expect(l.lotAreaSqft).toBeNull();
      else expect(l.lotAreaSqft).toBeGreaterThan(0);
    }
  });

  it('sets tenure for UK homes only, with English and Welsh flats mostly leasehold', () => {
    const gb = catalogue.filter((l) => l.country === 'GB');
    expect(gb.every((l) => l.tenure === 'freehold' || l.tenure === 'leasehold')).toBe(true);
    expect(catalogue.filter((l) => l.country === 'US').every((l) => l.tenure === null)).toBe(true);
    const flats = gb.filter((l) => l.propertyType === 'flat' && l.region !== 'Scotland');
    expect(flats.filter((l) => l.tenure === 'leasehold').length / flats.length).toBeGreaterThan(0.7);
  });

  it('uses country-appropriate property types, postcodes and bathrooms', () => {
    const ukTypes = ['flat', 'terraced', 'semi-detached', 'detached', 'bungalow'];
    for (const l of catalogue) {
      expect(ukTypes.includes(l.propertyType)).toBe(l.country === 'GB');
      if (l.country === 'GB') {
        expect(l.postalCode).toMatch(/^[A-Z]{1,2}\d{1,2}[A-Z]? \d[ABD-HJLNP-UW-Z]{2}$/);
        expect(Number.isInteger(l.bathrooms)).toBe(true);
      } else {
        expect(l.postalCode).toMatch(/^\d{5}$/);
        expect(l.bathrooms * 2).toBe(Math.round(l.bathrooms * 2));
      }
      expect(l.title).toMatch(new RegExp(`^${l.bedrooms} bed `));
      expect(l.bathrooms).toBeGreaterThanOrEqual(1);
    }
  });

  it('dates prices within the 24 months before 2026-11-01', () => {
    for (const l of catalogue) {
      expect(l.priceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(l.priceDate >= '2024-11-01' && l.priceDate < '2026-11-01').toBe(true);
    }
    expect(new Set(catalogue.map((l) => l.priceKind))).toEqual(new Set(['sold', 'asking']));
  });
});
