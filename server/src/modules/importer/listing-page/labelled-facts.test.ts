import { readLabelledFacts } from './labelled-facts';
import { loadHtml } from './plain-text';

const read = (body: string) =>
  readLabelledFacts(loadHtml(`<html><body>${body}</body></html>`), new URL('https://agent.example/home/1'));

describe('readLabelledFacts', () => {
  it('reads definition lists, table rows and "Label: value" items in several languages', () => {
    expect(
      read(
        '<dl><dt>Dormitorios</dt><dd>4</dd><dt>Superficie construida</dt><dd>285 m²</dd></dl>' +
          '<table><tr><th>Baths</th><td>2</td></tr></table><ul><li>Type: Detached</li></ul>',
      ),
    ).toEqual({ bedrooms: 4, bathrooms: 2, area: 285, areaUnit: 'sqm', propertyType: 'Detached' });
    expect(read('<ul><li>3 chambres</li><li>1 salle de bains</li><li>1,076 sq ft</li></ul>')).toEqual({
      bedrooms: 3,
      bathrooms: 1,
      area: 1076,
      areaUnit: 'sqft',
    });
  });

  it('skips blocks of other homes and leaves out a fact shown with two values', () => {
    expect(read('<ul><li>3 bedrooms</li></ul><section class="similar"><p>5 bedrooms</p></section>')).toEqual({
      bedrooms: 3,
    });
    expect(read('<ul><li>3 bedrooms</li><li>Bedrooms: 4</li></ul>')).toEqual({});
  });

  it('reads no area without its unit and no price without its currency', () => {
    expect(read('<dl><dt>Superficie</dt><dd>98</dd><dt>Price</dt><dd>250000</dd></dl>')).toEqual({});
  });
});
