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

  it('reads German labels, counting Zimmer as rooms, not bedrooms', () => {
    expect(
      read(
        '<dl><dt>Typ:</dt><dd>Etagenwohnung</dd><dt>Wohnfläche ca.:</dt><dd>78,5 m²</dd><dt>Zimmer:</dt><dd>3</dd>' +
          '<dt>Schlafzimmer:</dt><dd>2</dd><dt>Badezimmer:</dt><dd>1</dd><dt>Kaufpreis:</dt><dd>495.000 €</dd></dl>',
      ),
    ).toEqual({
      price: 495000,
      currency: 'EUR',
      bedrooms: 2,
      bathrooms: 1,
      area: 78.5,
      areaUnit: 'sqm',
      propertyType: 'Etagenwohnung',
    });
    expect(read('<ul><li>Zimmer: 4</li><li>4 Zimmer</li></ul>')).toEqual({});
  });

  it("reads an element's label and value, whichever comes first, and Portuguese typologies", () => {
    expect(
      read(
        '<ul><li>Wohnfläche<span>118 m²</span></li><li>Haustyp<span>Reihenmittelhaus</span></li></ul>' +
          '<div><div>495.000 €</div><div>Kaufpreis</div></div>',
      ),
    ).toEqual({ area: 118, areaUnit: 'sqm', propertyType: 'Reihenmittelhaus', price: 495000, currency: 'EUR' });
    expect(
      read(
        '<div><div>Tipologia:</div><div>T3</div></div><div><div>Área útil (m²):</div><div>210</div></div>' +
          '<div><span>Número de casas de banho</span><span>2</span></div>',
      ),
    ).toEqual({ bedrooms: 3, bathrooms: 2, area: 210, areaUnit: 'sqm' });
    expect(read('<div><div>Casas de banho</div><div>T3</div></div>')).toEqual({});
  });

  it("reads a price with its negotiability and the home's address element, not the agent's", () => {
    expect(
      read(
        '<p class="realtor-address">Grindelallee 80, 20146 Hamburg</p><h2 class="boxedarticle--price">419.000 € VB</h2>' +
          '<div id="viewad-locality-box"><span id="street-address">Glogauer Straße 27,</span> <span>90473 Nürnberg</span></div>',
      ),
    ).toEqual({ price: 419000, currency: 'EUR', address: 'Glogauer Straße 27, 90473 Nürnberg' });
  });
});
