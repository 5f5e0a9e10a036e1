import type { CheerioAPI } from 'cheerio';
import { coerceFacts, type ListingFacts, type RawFacts } from './listing-facts';

/**
 * The facts a page shows its reader as labelled values, for pages whose data is in no structured form: definition
 * lists ("Bedrooms" / "4"), table rows, "Label: value" items ("Bedrooms: 3", "Wohnfläche: 120 m²") and counted
 * items ("3 bedrooms", "2 baños", "3 chambres", "98 m²"), in English, Spanish, French, German and Portuguese. Parts
 * of a page about other homes (similar listings, nearby homes, the agent's footer, a mortgage calculator) are skipped,
 * and a fact shown twice with different values is left out: a wrong value is worse than a missing one.
 */

// Parts of a page that are not about the home: navigation, footers, and blocks of other homes.
const NOT_THE_HOME = 'script, style, noscript, template, nav, header, footer, aside, form';
const OTHER_HOMES =
  /similar|related|nearby|recommend|others|also-like|you-may|similares|relacionad|parecid|mortgage|hipoteca|footer|cookie/i;

type LabelledField = 'price' | 'bedrooms' | 'bathrooms' | 'area' | 'propertyType' | 'address';

const LABELS: ReadonlyArray<readonly [LabelledField, RegExp]> = [
  ['price', /^(price|asking price|guide price|offers? (in excess of|over)|precio|prix|kaufpreis|preis|preço)$/],
  ['bedrooms', /^(bedrooms?|beds?|bd|dormitorios?|habitaciones?|hab|chambres?|schlafzimmer|quartos?)$/],
  [
    'bathrooms',
    /^(bathrooms?|baths?|ba|baños?|aseos?|salles? de bains?|salles? d'eau|badezimmer|bäder|casas? de banho)$/,
  ],
  [
    'area',
    /^(floor area|living area|interior area|internal area|size|build size|built area|sq ?ft|square feet|superficie|superficie (construida|útil|habitable)|surface|surface habitable|wohnfläche|área|área (bruta|útil))$/,
  ],
  [
    'propertyType',
    /^(property type|home type|type|tipo|tipo de (inmueble|vivienda|imóvel)|type de bien|objektart|immobilienart)$/,
  ],
  ['address', /^(address|dirección|adresse|anschrift|morada|localização)$/],
];

// "3 bedrooms", "2 baños", "3 chambres", "4 Zimmer" is rooms, not bedrooms, so German counts only Schlafzimmer.
const COUNTED: ReadonlyArray<readonly [LabelledField, RegExp]> = [
  ['bedrooms', /^(\d{1,2})\s*(bedrooms?|beds?|dormitorios?|habitaciones?|chambres?|schlafzimmer|quartos?)$/i],
  ['bathrooms', /^(\d{1,2}(?:\.5)?)\s*(bathrooms?|baths?|baños?|salles? de bains?|badezimmer|casas? de banho)$/i],
];

const SQM = /^(\d[\d.,\s]*)\s*(m²|m2|sq\.?\s?m|sqm|square met(re|er)s?)$/i;
const SQFT = /^(\d[\d.,\s]*)\s*(sq\.?\s?ft\.?|sqft|ft²|square feet)$/i;

/** The area and its unit in "1,076 sq ft" or "98 m²"; a bare number only with a label that names the unit. */
function areaOf(value: string, label = ''): RawFacts | undefined {
  const sqm = SQM.exec(value);
  if (sqm) return { area: sqm[1], areaUnit: 'sqm' };
  const sqft = SQFT.exec(value);
  if (sqft) return { area: sqft[1], areaUnit: 'sqft' };
  if (/^\d[\d.,]*$/.test(value) && /sq ?ft|square feet/.test(label)) return { area: value, areaUnit: 'sqft' };
  return undefined;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const labelOf = (text: string) => clean(text).toLowerCase().replace(/[:.]/g, '');

export function readLabelledFacts($: CheerioAPI, pageUrl: URL): ListingFacts {
  const body = $('body').clone();
  body.find(NOT_THE_HOME).remove();
  body
    .find('[class], [id]')
    .filter((_, element) => OTHER_HOMES.test(`${$(element).attr('class') ?? ''} ${$(element).attr('id') ?? ''}`))
    .remove();

  const found = new Map<string, Set<string>>();
  const raw: RawFacts = {};
  const note = (facts: RawFacts) => {
    for (const [field, value] of Object.entries(facts)) {
      const values = found.get(field) ?? new Set<string>();
      values.add(String(value));
      found.set(field, values);
      Object.assign(raw, { [field]: value });
    }
  };
  const labelled = (label: string, value: string) => {
    const field = LABELS.find(([, pattern]) => pattern.test(labelOf(label)))?.[0];
    const text = clean(value);
    if (!field || !text) return;
    if (field === 'area') {
      const area = areaOf(text, labelOf(label));
      if (area) note(area);
    } else if (field === 'bedrooms' || field === 'bathrooms') {
      if (/^\d{1,2}(\.5)?$/.test(text)) note({ [field]: text });
    } else if (text.length <= 120) note({ [field]: text });
  };

  body.find('dt').each((_, dt) => labelled($(dt).text(), $(dt).nextAll('dd').first().text()));
  body.find('tr').each((_, row) => {
    const cells = $(row).children('th, td');
    if (cells.length === 2) labelled(cells.first().text(), cells.last().text());
  });
  body.find('li, p, span').each((_, element) => {
    if ($(element).children('li, p, div, dl, ul, table').length) return;
    const text = clean($(element).text());
    const pair = /^([^:]{2,40}):\s*(.+)$/.exec(text);
    if (pair) return labelled(pair[1], pair[2]);
    for (const [field, pattern] of COUNTED) {
      const count = pattern.exec(text);
      if (count) return note({ [field]: count[1] });
    }
    const area = $(element).is('li') ? areaOf(text) : undefined;
    if (area) note(area);
  });
  if (found.get('price') === undefined) {
    const prices = body
      .find('[class*="price" i], [class*="precio" i], [class*="prix" i]')
      .toArray()
      .map((element) => clean($(element).text()))
      .filter((text) =>
        /^(guide price|offers over|asking price)?\s*[£$€]?\s?\d[\d.,\s]*\s?(€|eur|usd|gbp)?$/i.test(text),
      );
    for (const price of prices) note({ price: price.replace(/^[a-z\s]+(?=[£$€\d])/i, '') });
  }
  const addressElement = clean(body.find('address, [class~="address"], [class~="location"]').first().text());
  if (addressElement && found.get('address') === undefined) note({ address: addressElement });

  const points = new Set(
    body
      .find('[data-lat][data-lng], [data-latitude][data-longitude]')
      .toArray()
      .map((element) => {
        const at = $(element);
        return `${at.attr('data-lat') ?? at.attr('data-latitude')},${at.attr('data-lng') ?? at.attr('data-longitude')}`;
      }),
  );
  if (points.size === 1) {
    const [latitude, longitude] = [...points][0].split(',');
    note({ latitude, longitude });
  }

  // A fact shown with two different values is not known; an area and its unit go together.
  for (const [field, values] of found) if (values.size > 1) delete raw[field as keyof RawFacts];
  if (raw.area === undefined || raw.areaUnit === undefined) delete raw.area;
  if (raw.price !== undefined && !/[£$€]|eur|usd|gbp/i.test(String(raw.price))) delete raw.price;
  return coerceFacts(raw, pageUrl);
}
