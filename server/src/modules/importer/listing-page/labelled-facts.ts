import type { CheerioAPI } from 'cheerio';
import { coerceFacts, type ListingFacts, type RawFacts } from './listing-facts';

/**
 * The facts a page shows its reader as labelled values, for pages whose data is in no structured form: definition
 * lists ("Bedrooms" / "4"), table rows, an element of a label and a value ("Wohnfläche<span>118 m²</span>",
 * <div><div>Tipologia</div><div>T3</div></div>, the value first too), "Label: value" items ("Bedrooms: 3",
 * "Wohnfläche: 120 m²") and counted items ("3 bedrooms", "2 baños", "3 chambres", "98 m²"), in English, Spanish,
 * French, German and Portuguese. Parts of a page about other homes (similar listings, nearby homes, the agent's
 * footer, a mortgage calculator) are skipped, and a fact shown twice with different values is left out: a wrong value
 * is worse than a missing one.
 */

// Parts of a page that are not about the home: navigation, footers, and blocks of other homes.
const NOT_THE_HOME = 'script, style, noscript, template, nav, header, footer, aside, form';
const OTHER_HOMES =
  /similar|related|nearby|recommend|others|also-like|you-may|similares|relacionad|parecid|mortgage|hipoteca|footer|cookie/i;

type LabelledField = 'price' | 'bedrooms' | 'bathrooms' | 'area' | 'propertyType' | 'address';

// "Number of bedrooms", "Número de quartos", "Anzahl Badezimmer" name the same fact as "Bedrooms".
const COUNT_OF = String.raw`(?:number of |no\.? of |número de |n\.?º de |anzahl (?:der )?)?`;

const LABELS: ReadonlyArray<readonly [LabelledField, RegExp]> = [
  [
    'price',
    /^(price|asking price|guide price|offers? (in excess of|over)|precio|prix|kaufpreis|preis|preço( de venda)?)$/,
  ],
  [
    'bedrooms',
    new RegExp(
      String.raw`^${COUNT_OF}(bedrooms?|beds?|bd|dormitorios?|habitaciones?|hab|chambres?|schlafzimmer|quartos?|tipologia)$`,
    ),
  ],
  [
    'bathrooms',
    new RegExp(
      String.raw`^${COUNT_OF}(bathrooms?|baths?|ba|baños?|aseos?|salles? de bains?|salles? d'eau|badezimmer|bäder|casas? de banho)$`,
    ),
  ],
  [
    'area',
    /^(floor area|living area|interior area|internal area|size|build size|built area|sq ?ft|square feet|superficie|superficie (construida|útil|habitable)|surface|surface habitable|wohnfläche|área|área (bruta|útil|bruta privativa|habitável))$/,
  ],
  [
    'propertyType',
    /^(property type|home type|type|tipo|tipo de (inmueble|vivienda|imóvel|propriedade)|type de bien|typ|objektart|objekttyp|immobilienart|haustyp|wohnungstyp)$/,
  ],
  ['address', /^(address|dirección|adresse|anschrift|morada|endereço|localização)$/],
];

// "3 bedrooms", "2 baños", "3 chambres", "4 Zimmer" is rooms, not bedrooms, so German counts only Schlafzimmer.
const COUNTED: ReadonlyArray<readonly [LabelledField, RegExp]> = [
  ['bedrooms', /^(\d{1,2})\s*(bedrooms?|beds?|dormitorios?|habitaciones?|chambres?|schlafzimmer|quartos?)$/i],
  ['bathrooms', /^(\d{1,2}(?:\.5)?)\s*(bathrooms?|baths?|baños?|salles? de bains?|badezimmer|bäder|casas? de banho)$/i],
];

/** A Portuguese typology, "T3", "T2+1" (two bedrooms and a room that may be one): its number of bedrooms. */
const TYPOLOGY = /^T(\d{1,2})(?:\+\d)?$/i;

const SQM = /^(\d[\d.,\s]*)\s*(m²|m2|sq\.?\s?m|sqm|square met(re|er)s?)$/i;
const SQFT = /^(\d[\d.,\s]*)\s*(sq\.?\s?ft\.?|sqft|ft²|square feet)$/i;

/** The area and its unit in "1,076 sq ft" or "98 m²"; a bare number only with a label that names the unit. */
function areaOf(value: string, label = ''): RawFacts | undefined {
  const sqm = SQM.exec(value);
  if (sqm) return { area: sqm[1], areaUnit: 'sqm' };
  const sqft = SQFT.exec(value);
  if (sqft) return { area: sqft[1], areaUnit: 'sqft' };
  if (/^\d[\d.,]*$/.test(value) && /sq ?ft|square feet/.test(label)) return { area: value, areaUnit: 'sqft' };
  if (/^\d[\d.,]*$/.test(value) && /m²|m2/.test(label)) return { area: value, areaUnit: 'sqm' };
  return undefined;
}

/** A price as pages show it: "£640,000", "Guide price £640,000", "1.150.000 EUR", "419.000 € VB" (negotiable). */
const PRICE_TEXT =
  /^(guide price|offers over|asking price)?\s*[£$€]?\s?\d[\d.,\s]*\s?(€|eur|usd|gbp)?(\s(vb|verhandlungsbasis|negociável|negotiable|ono))?$/i;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** "Wohnfläche ca.:" -> "wohnfläche", "Área útil (m²):" -> "área útil": a label without its colon, unit or "about". */
const labelOf = (text: string) =>
  clean(text)
    .toLowerCase()
    .replace(/[:.]/g, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+(ca|approx)$/, '');

/** Class, id and test-id words naming a home's address; an agent's, office's or map's address is not the home's. */
const ADDRESS_WORDS = /(^|[-_])(street-?address|address|location|locality)($|[-_])/i;
const NOT_THE_HOMES_ADDRESS = /agent|realtor|makler|office|contact|seller|broker|company|agency|professional|map|mail/i;

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
  /** Notes the value of a known label; false when the label names no fact. */
  const labelled = (label: string, value: string): boolean => {
    const name = labelOf(label);
    const field = LABELS.find(([, pattern]) => pattern.test(name))?.[0];
    const text = clean(value);
    if (!field || !text) return false;
    if (field === 'area') {
      // The unit a label names may be in its parentheses: "Área útil (m²)".
      const area = areaOf(text, clean(label).toLowerCase().replace(/[:.]/g, ''));
      if (area) note(area);
    } else if (field === 'bedrooms' || field === 'bathrooms') {
      const typology = TYPOLOGY.exec(text);
      if (typology && field === 'bedrooms') note({ bedrooms: typology[1] });
      else if (/^\d{1,2}(\.5)?$/.test(text)) note({ [field]: text });
    } else if (text.length <= 120) note({ [field]: text });
    return true;
  };

  body.find('dt').each((_, dt) => void labelled($(dt).text(), $(dt).nextAll('dd').first().text()));
  body.find('tr').each((_, row) => {
    const cells = $(row).children('th, td');
    if (cells.length === 2) labelled(cells.first().text(), cells.last().text());
  });
  // An element holding a label and a value: two parts, or its own text and one part; either may come first. Parts
  // are short texts, at most a tag within a tag: a page's sections are not read as a label and its value.
  body.find('div, li, p').each((_, element) => {
    const parts = $(element).children();
    if (parts.length > 2 || parts.children().children().length) return;
    const ownText = clean(
      $(element)
        .contents()
        .filter((_, node) => node.type === 'text')
        .text(),
    );
    const [first, second] =
      parts.length === 2 && !ownText
        ? [parts.eq(0).text(), parts.eq(1).text()]
        : parts.length === 1 && ownText
          ? [ownText, parts.text()]
          : [];
    if (first === undefined || second === undefined || Math.max(clean(first).length, clean(second).length) > 120)
      return;
    if (!labelled(first, second)) labelled(second, first);
  });
  body.find('li, p, span').each((_, element) => {
    if ($(element).children('li, p, div, dl, ul, table').length) return;
    const text = clean($(element).text());
    const pair = /^([^:]{2,40}):\s*(.+)$/.exec(text);
    if (pair) return void labelled(pair[1], pair[2]);
    for (const [field, pattern] of COUNTED) {
      const count = pattern.exec(text);
      if (count) return note({ [field]: count[1] });
    }
    const area = $(element).is('li') ? areaOf(text) : undefined;
    if (area) note(area);
  });
  if (found.get('price') === undefined) {
    const prices = body
      .find('[class*="price" i], [class*="precio" i], [class*="prix" i], [class*="preis" i], [class*="preco" i]')
      .toArray()
      .map((element) => clean($(element).text()))
      .filter((text) => PRICE_TEXT.test(text));
    for (const price of prices) note({ price: price.replace(/^[a-z\s]+(?=[£$€\d])/i, '') });
  }
  if (found.get('address') === undefined) {
    const element = body
      .find('address, [class], [id], [data-testid]')
      .toArray()
      .find((candidate) => {
        if (candidate.tagName === 'address') return true;
        const words = ['class', 'id', 'data-testid'].flatMap((name) => ($(candidate).attr(name) ?? '').split(/\s+/));
        return (
          words.some((word) => ADDRESS_WORDS.test(word)) && !words.some((word) => NOT_THE_HOMES_ADDRESS.test(word))
        );
      });
    const address = element && clean($(element).text()).replace(/[\s,]+$/, '');
    if (address && address.length <= 120) note({ address });
  }

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
