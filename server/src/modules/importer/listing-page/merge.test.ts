import { mergeFacts, SOURCE_PRECEDENCE } from './merge';

describe('mergeFacts', () => {
  it('takes each fact from the portal mapping first, then JSON-LD, microdata, embedded state, labelled values, then meta tags', () => {
    expect(SOURCE_PRECEDENCE).toEqual(['portal', 'json-ld', 'microdata', 'embedded-state', 'labelled', 'meta']);
    const merged = mergeFacts({
      meta: { title: 'Meta title', price: 3, bedrooms: 3, description: 'Meta description' },
      'json-ld': { title: 'JSON-LD title', price: 2, bedrooms: 2 },
      portal: { price: 1 },
    });
    expect(merged.facts).toEqual({ title: 'JSON-LD title', price: 1, bedrooms: 2, description: 'Meta description' });
    expect(merged.sourceOf).toEqual({ title: 'json-ld', price: 'portal', bedrooms: 'json-ld', description: 'meta' });
  });

  it('takes coordinates and an area with its unit from one source, never mixed', () => {
    const merged = mergeFacts({
      'json-ld': { latitude: 1, longitude: 2, area: 100, areaUnit: 'sqm' },
      meta: { latitude: 5, longitude: 6, area: 1000, areaUnit: 'sqft' },
    });
    expect(merged.facts).toEqual({ latitude: 1, longitude: 2, area: 100, areaUnit: 'sqm' });
  });

  it('takes the photo list whole from the first source that has photos', () => {
    const merged = mergeFacts({
      portal: { photos: ['https://a.example/1-large.jpg', 'https://a.example/2-large.jpg'] },
      meta: { photos: ['https://a.example/1-small.jpg'] },
    });
    expect(merged.facts.photos).toEqual(['https://a.example/1-large.jpg', 'https://a.example/2-large.jpg']);
  });

  it("composes a source's address from its parts, and names a listing without a title by its address", () => {
    const merged = mergeFacts({
      portal: { streetAddress: '4836 Sicily Dr', city: 'Lake Elsinore', region: 'CA', postalCode: '92530' },
      meta: { address: 'Sicily Dr' },
    });
    expect(merged.facts.address).toBe('4836 Sicily Dr, Lake Elsinore, CA 92530');
    expect(merged.facts.title).toBe('4836 Sicily Dr, Lake Elsinore, CA 92530');
    expect(merged.sourceOf).toMatchObject({ address: 'portal', title: 'portal' });
  });

  it('keeps an address the page gives as it is', () => {
    const merged = mergeFacts({
      'json-ld': { address: 'Stephen Road, Headington, OX3', streetAddress: 'Stephen Road' },
    });
    expect(merged.facts.address).toBe('Stephen Road, Headington, OX3');
  });
});
