import { PROPERTY_TYPES } from '@ballpark/common/listing-vocabulary';
import { buildDemoCatalogue } from '../../db/seed/demo-catalogue';
import { pictureAlt, PICTURE_KINDS, renderListingPicture, type PictureListing } from './listing-pictures';
import { listingTitle } from './listing-texts';

const semi: PictureListing = {
  id: '5b0d8a9e-8f0e-4a43-9d3c-1c7f2f7d9b10',
  propertyType: 'semi-detached',
  bedrooms: 3,
  bathrooms: 1,
  floorAreaSqft: 1050,
  yearBuilt: 1932,
  country: 'GB',
  city: 'Leeds',
  title: '3 bed semi-detached house',
  floors: 2,
  waterfront: false,
  viewRating: 0,
  condition: 3,
  illustrative: false,
};

/** Minimal well-formedness check: tags nest and close properly, and every '&' starts an entity. */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/&(?!(lt|gt|amp|#39|quot);)/);
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('renderListingPicture', () => {
  it.each(PICTURE_KINDS)('draws a responsive, titled, well-formed SVG document (%s)', (kind) => {
    const svg = renderListingPicture(kind, semi);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.slice(0, svg.indexOf('>'))).not.toMatch(/\s(width|height)=/);
    expectWellFormed(svg);
  });

  it('titles each picture for screen readers', () => {
    const titleOf = (svg: string) => /<title>(.*?)<\/title>/.exec(svg)?.[1];
    expect(titleOf(renderListingPicture('front', semi))).toBe('Front of a 3 bed semi-detached house in Leeds');
    expect(titleOf(renderListingPicture('street', semi))).toBe('Street view of a 3 bed semi-detached house in Leeds');
    expect(titleOf(renderListingPicture('plan', { ...semi, bedrooms: 8, title: '8 bed detached house' }))).toBe(
      'Floor plan of an 8 bed detached house in Leeds',
    );
  });

  it('is deterministic for the same listing', () => {
    for (const kind of PICTURE_KINDS)
      expect(renderListingPicture(kind, { ...semi })).toBe(renderListingPicture(kind, semi));
  });

  it('varies with the id', () => {
    for (const kind of PICTURE_KINDS) {
      const pictures = new Set(['a', 'b', 'c', 'd'].map((id) => renderListingPicture(kind, { ...semi, id })));
      expect(pictures.size).toBeGreaterThan(1);
    }
  });

  it('draws each property type differently', () => {
    const types = PROPERTY_TYPES;
    const stripTitle = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');
    for (const kind of ['front', 'street'] as const) {
      const pictures = types.map((propertyType) =>
        stripTitle(renderListingPicture(kind, { ...semi, propertyType, floors: null })),
      );
      expect(new Set(pictures).size).toBe(types.length);
    }
  });

  it('reflects the size of the home in its facade', () => {
    const detached = { ...semi, propertyType: 'detached' as const };
    const front = (facts: Partial<PictureListing>) => renderListingPicture('front', { ...detached, ...facts });
    expect(front({ floorAreaSqft: 3200 })).not.toBe(front({ floorAreaSqft: 1400 }));
    expect(front({ bedrooms: 5 })).not.toBe(front({ bedrooms: 2 }));
  });

  it('follows the facts of the record: levels, waterfront, view, condition, and says when it is invented', () => {
    const house = { ...semi, propertyType: 'single-family' as const, country: 'US' as const, floorAreaSqft: 2200 };
    const front = (facts: Partial<PictureListing>) => renderListingPicture('front', { ...house, ...facts });
    // One level: a ranch with its garage door; two levels: none.
    expect(front({ floors: 1 })).toContain('fill="#e4e2dc"');
    expect(front({ floors: 2 })).not.toContain('fill="#e4e2dc"');
    expect(front({ floors: 3 })).not.toBe(front({ floors: 2 }));
    for (const kind of ['front', 'street'] as const) {
      const draw = (facts: Partial<PictureListing>) => renderListingPicture(kind, { ...house, ...facts });
      expect(draw({ waterfront: true })).toContain('fill="#4f8fb5"');
      expect(draw({ waterfront: false })).not.toContain('fill="#4f8fb5"');
      expect(draw({ viewRating: 4 })).toContain('fill="#8ea3b8"');
      expect(draw({ viewRating: 1 })).not.toContain('fill="#8ea3b8"');
      expect(draw({ condition: 1 })).toContain('fill="#6f8a3a"');
      expect(draw({ condition: 4 })).not.toContain('fill="#6f8a3a"');
    }
    for (const kind of PICTURE_KINDS) {
      expect(renderListingPicture(kind, { ...semi, illustrative: true })).toContain('>Illustrative</text>');
      expect(renderListingPicture(kind, semi)).not.toContain('>Illustrative</text>');
    }
    expect(renderListingPicture('front', { ...semi, waterfront: true, illustrative: true })).toContain(
      '<title>Front of a 3 bed semi-detached house in Leeds, facing the water (an illustrative, invented home)</title>',
    );
  });

  it("writes every word of a drawing in the locale of the site that shows it (a Spanish brand's in Spanish)", () => {
    const piso: PictureListing = {
      ...semi,
      city: 'Madrid',
      country: 'ES',
      title: 'Adosado de 3 dormitorios',
      illustrative: true,
    };
    const titleOf = (svg: string) => /<title>(.*?)<\/title>/.exec(svg)?.[1];
    expect(titleOf(renderListingPicture('front', piso, 'es'))).toBe(
      'Fachada: Adosado de 3 dormitorios, Madrid (casa ilustrativa, inventada)',
    );
    const plan = renderListingPicture('plan', { ...piso, bedrooms: 4, bathrooms: 2.5, floorAreaSqft: 2400 }, 'es');
    for (const words of ['Dormitorio 1', 'Salón', 'Cocina', 'Baño', 'Aseo', 'Planta baja', 'Ilustrativa'])
      expect(plan).toContain(`>${words}<`);
    expect(plan).toContain('Aprox. 223 m² · solo ilustrativo');
    expect(plan).not.toMatch(/Bedroom|Bath|Kitchen|Living|Illustrative|Approx|sq ft|floor/);
    // The same home is the same drawing in either language: only its words differ.
    const shapes = (svg: string) => svg.replace(/<title>.*?<\/title>/, '').replace(/>[^<]*</g, '><');
    for (const kind of PICTURE_KINDS)
      expect(shapes(renderListingPicture(kind, piso, 'es'))).toBe(shapes(renderListingPicture(kind, piso, 'en')));
    expect(pictureAlt('street', piso, 'es', true)).toBe(
      'Vista de la calle: casa, Madrid (casa ilustrativa, inventada)',
    );
    expect(pictureAlt('street', { ...piso, waterfront: true }, 'en', true)).toBe(
      'Street view of a home in Madrid (an illustrative, invented home)',
    );
  });

  it('escapes text taken from the listing', () => {
    const svg = renderListingPicture('front', {
      ...semi,
      city: 'Bath & <Wells>',
      title: '3 bed <b>house</b> & garden',
    });
    expect(svg).toContain(
      '<title>Front of a 3 bed &lt;b&gt;house&lt;/b&gt; &amp; garden in Bath &amp; &lt;Wells&gt;</title>',
    );
    expect(svg).not.toContain('<b>');
    expectWellFormed(svg);
  });

  it('labels the rooms of the floor plan from the facts', () => {
    const plan = renderListingPicture('plan', {
      ...semi,
      bedrooms: 4,
      bathrooms: 2.5,
      country: 'US',
      propertyType: 'single-family',
      floorAreaSqft: 2400,
    });
    for (const room of ['Bedroom 1', 'Bedroom 4', 'Bathroom', 'Bath 2', 'Powder', 'Kitchen', 'Living'])
      expect(plan).toContain(`>${room}<`);
    expect(plan).not.toContain('>Bedroom 5<');
    expect(plan).toContain('Approx. 2,400 sq ft');
    expect(renderListingPicture('plan', semi)).toContain('Approx. 98 m² (1,050 sq ft)');
  });

  it('depends only on the facts it is given, never on a price', () => {
    const withPrice = (actualPrice: number) => ({ ...semi, actualPrice }) as PictureListing;
    for (const kind of PICTURE_KINDS) {
      expect(renderListingPicture(kind, withPrice(250_000))).toBe(renderListingPicture(kind, withPrice(900_000)));
    }
  });

  it('keeps every picture of the demo catalogue under 12 KB and free of NaN', () => {
    for (const listing of buildDemoCatalogue()) {
      for (const kind of PICTURE_KINDS) {
        const svg = renderListingPicture(kind, {
          ...listing,
          id: listing.sourceRef,
          title: listingTitle(listing, 'en'),
        });
        expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });

  it('copes with out-of-range facts', () => {
    const odd = { ...semi, bedrooms: 33, bathrooms: 0, floorAreaSqft: 0, yearBuilt: null };
    for (const kind of PICTURE_KINDS) {
      const svg = renderListingPicture(kind, odd);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expectWellFormed(svg);
    }
  });
});
