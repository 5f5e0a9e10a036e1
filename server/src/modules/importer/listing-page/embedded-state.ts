import { coerceFacts, type AreaUnit, type ListingFacts, type ListingField, type RawFacts } from './listing-facts';

type JsonObject = Record<string, unknown>;

/**
 * The names portals give each fact in the state their pages embed (Next.js data, window and global variables), in
 * order of preference, compared lower-cased without `_` and `-`: `list_price`, `numBedrooms`, `bathNumber`... A name
 * alone proves nothing: values are read only from the one object that looks most like a listing (embeddedListing).
 */
const NAMES = {
  price: [
    'price',
    'listprice',
    'askingprice',
    'saleprice',
    'currentprice',
    'internalvalue',
    'priceunformatted',
    'purchaseprice',
    'precio',
  ],
  currency: ['currency', 'currencycode', 'pricecurrency'],
  bedrooms: ['bedrooms', 'beds', 'numbedrooms', 'bedroomcount', 'bedroomsnumber', 'numberofbedrooms', 'habitaciones'],
  bathrooms: [
    'bathrooms',
    'baths',
    'numbathrooms',
    'bathroomcount',
    'bathnumber',
    'bathroomstotal',
    'totalbathrooms',
    'numberofbathrooms',
    'bathroomsnum',
  ],
  area: [
    'livingarea',
    'livingareavalue',
    'floorarea',
    'floorsize',
    'floorspace',
    'sqft',
    'squarefeet',
    'squarefootage',
    'constructedarea',
    'builtarea',
    'surface',
    'superficie',
    'livingspace',
    'squaremeters',
    // Last: a bare "area" is the floor area only where nothing names it better.
    'area',
  ],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng'],
  address: ['displayaddress', 'formattedaddress', 'fulladdress', 'address'],
  streetAddress: ['streetaddress', 'street', 'line', 'addressline1'],
  city: ['city', 'locality', 'town', 'municipality'],
  region: ['statecode', 'state', 'province', 'region'],
  postalCode: ['postalcode', 'postcode', 'zipcode', 'zip'],
  country: ['countrycode', 'country'],
  propertyType: ['propertytype', 'hometype', 'propertysubtype', 'typology', 'buildingtype', 'subtype', 'type'],
  forSale: ['homestatus', 'listingstatus', 'status', 'transactiontype', 'operation', 'section', 'unifiedlistingtype'],
  yearBuilt: ['yearbuilt'],
  description: ['detaileddescription', 'description'],
} as const satisfies { readonly [F in ListingField]?: readonly string[] };
type StateField = keyof typeof NAMES;

/**
 * A home's count of rooms: its bedrooms where the country counts so (Spain's habitaciones, Portugal's T3), otherwise
 * every room but kitchens and bathrooms (Germany's Zimmer); a listing's sign either way.
 */
const ROOM_NAMES = ['rooms', 'roomnumber', 'roomsnum', 'numberofrooms', 'roomcount'];

/** Parts of the state about something other than the home: its agent, schools, neighbours, other homes, history. */
const OTHER_THINGS =
  /agent|branch|advertiser|office|broker|seller|contact|school|nearby|similar|^pois?$|pointsofinterest|recommend|history|tax|mortgage|estimate|comparable|neighbo|^user|tracking|analytics|banner/;
/** How deep under the listing's object a fact may be ("location.address.coordinate.lat" is three steps). */
const MAX_FACT_DEPTH = 3;
const MAX_NODES = 50_000;

/** A kind of fact that marks a listing: a field, or a count of rooms. */
type Sign = StateField | 'rooms';

/** What makes an object look like a listing: how many of these kinds of fact it holds near its top. */
const LISTING_SIGNS: ReadonlyArray<readonly Sign[]> = [
  ['price'],
  ['bedrooms', 'rooms'],
  ['bathrooms'],
  ['area'],
  ['latitude'],
  ['address', 'streetAddress', 'postalCode'],
];
const MIN_SIGNS = 3;

export interface EmbeddedState {
  facts: ListingFacts;
  /** The state holds a list of several homes alike and no one listing: a page of search results. */
  isListOfHomes: boolean;
}

export interface EmbeddedStateOptions {
  /** The unit of an area the state gives as a bare number: the country's (sq ft in the US and UK, m² in Spain). */
  areaUnit?: AreaUnit;
  /** Whether a count of rooms is the bedrooms (Spain, Portugal). */
  roomsAreBedrooms?: boolean;
}

/**
 * A listing in the state a page embeds for its scripts, whatever the portal: the object that holds most kinds of
 * listing fact (price, rooms, area, position, address) near its top, skipping the parts about agents, schools and
 * other homes; each fact is then read by its usual names (NAMES), nearest the object's top first. A list of labelled
 * facts (`[{ key: "price", value: "890000" }, { type: "livingSpace", value: "132 m²" }]`) reads as an object of them,
 * and a GeoJSON point as a position. A position the object lacks is taken from the one map position elsewhere in the
 * state, if there is exactly one.
 */
export function readEmbeddedState(roots: unknown[], pageUrl: URL, options: EmbeddedStateOptions = {}): EmbeddedState {
  const candidates = listingCandidates(roots);
  const best = candidates.reduce<Candidate | undefined>(
    (top, candidate) =>
      !top || candidate.signs > top.signs || (candidate.signs === top.signs && candidate.weight > top.weight)
        ? candidate
        : top,
    undefined,
  );
  if (!best || best.signs < MIN_SIGNS || !(['price', 'bedrooms', 'rooms'] as const).some((sign) => best.has.has(sign)))
    return { facts: {}, isListOfHomes: false };
  // Homes alike in one list, this one among them: the page shows many homes, not one.
  const siblings = best.list
    ? candidates.filter(
        (other) => other.list === best.list && other.pathInItem === best.pathInItem && other.signs >= MIN_SIGNS,
      )
    : [];
  if (siblings.length >= 2) return { facts: {}, isListOfHomes: true };

  const names = (field: StateField): readonly string[] =>
    field === 'bedrooms' && options.roomsAreBedrooms ? [...NAMES.bedrooms, ...ROOM_NAMES] : NAMES[field];
  const entries = entriesUnder(best.object);
  const raw: RawFacts = {};
  for (const field of Object.keys(NAMES) as StateField[]) {
    if (field === 'latitude' || field === 'longitude') continue;
    const found = firstEntry(entries, names(field), field);
    if (found) raw[field] = unwrap(found.value);
    if (field === 'area' && found) raw.areaUnit = areaUnitOf(found, options.areaUnit);
  }
  const position = positionIn(best.object) ?? onlyPosition(roots);
  if (position) [raw.latitude, raw.longitude] = position;
  // An "address" object is the address's parts, read above; only a line of text is the address.
  if (typeof raw.address !== 'string') delete raw.address;
  return { facts: coerceFacts(raw, pageUrl), isListOfHomes: false };
}

interface Candidate {
  object: JsonObject;
  /** The array the object is in, as an item or near within one (`[{ "@id": 1, "realEstate": {...} }]`), if any. */
  list: unknown[] | undefined;
  /** Where in that list's item the object is: "" for the item itself, ".realEstate" below it. */
  pathInItem: string;
  has: Set<Sign>;
  signs: number;
  /** Nearer facts weigh more: a tie between an object and its parent goes to the object. */
  weight: number;
}

/** How far below a list's item an object still counts as that item's. */
const MAX_DEPTH_IN_ITEM = 2;

function listingCandidates(roots: unknown[]): Candidate[] {
  const candidates: Candidate[] = [];
  let visited = 0;
  const visit = (value: unknown, list: unknown[] | undefined, pathInItem: string) => {
    if (++visited > MAX_NODES || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, value, '');
      return;
    }
    const object = value as JsonObject;
    const has = new Set<Sign>();
    let weight = 0;
    const entries = entriesUnder(object);
    for (const entry of entries) {
      const sign = signOf(entry.key);
      if (sign && !has.has(sign) && usable(sign === 'rooms' ? 'bedrooms' : sign, entry.value)) {
        has.add(sign);
        weight += MAX_FACT_DEPTH + 1 - entry.depth;
      }
    }
    const signsOf = () => LISTING_SIGNS.filter((sign) => sign.some((field) => has.has(field))).length;
    // A position counts where it could make the object a listing (it is looked for in the object's parts).
    if (!has.has('latitude') && signsOf() >= MIN_SIGNS - 1 && positionIn(object, entries)) has.add('latitude');
    const signs = signsOf();
    if (signs) candidates.push({ object, list, pathInItem, has, signs, weight });
    const depthInItem = pathInItem ? pathInItem.split('.').length - 1 : 0;
    const inItem = list && depthInItem < MAX_DEPTH_IN_ITEM;
    for (const [key, child] of Object.entries(object))
      if (!isOtherThing(key)) visit(child, inItem ? list : undefined, inItem ? `${pathInItem}.${key}` : '');
  };
  for (const root of roots) visit(root, undefined, '');
  return candidates;
}

function signOf(key: string): Sign | undefined {
  if (ROOM_NAMES.includes(key)) return 'rooms';
  for (const sign of LISTING_SIGNS.flat())
    if (sign !== 'rooms' && (NAMES[sign] as readonly string[]).includes(key)) return sign;
  return undefined;
}

interface Entry {
  /** The name, lower-cased without `_` and `-`. */
  key: string;
  /** The name of the object it is in ("sqft" in "description"). */
  parentKey: string;
  value: unknown;
  depth: number;
}

/**
 * The object's named values down to MAX_FACT_DEPTH, nearest first; a list of labelled facts is entered as an object of
 * them, other arrays, other things' parts and GeoJSON geometries (a position, not facts) are not entered.
 */
function entriesUnder(object: JsonObject): Entry[] {
  const entries: Entry[] = [];
  let level: Array<{ object: JsonObject; key: string }> = [{ object, key: '' }];
  for (let depth = 0; depth <= MAX_FACT_DEPTH && level.length; depth++) {
    const next: typeof level = [];
    for (const { object: current, key: parentKey } of level)
      for (const [name, item] of Object.entries(current)) {
        const key = normalName(name);
        if (isOtherThing(key)) continue;
        const value = factsOfList(item) ?? item;
        entries.push({ key, parentKey, value, depth });
        if (value && typeof value === 'object' && !Array.isArray(value) && !geoJsonPoint(value as JsonObject))
          next.push({ object: value as JsonObject, key });
      }
    level = next;
  }
  return entries;
}

const FACT_NAME_KEYS = ['key', 'type', 'name'];
const FACT_VALUE_KEYS = ['value', 'splitValue', 'localizedValue'];

/**
 * A list of labelled facts as an object of their values keyed by their names: `[{ key: "rooms_num", value: "4",
 * localizedValue: "T4" }]` -> `{ rooms_num: "4" }`; undefined for any other value.
 */
function factsOfList(value: unknown): JsonObject | undefined {
  if (!Array.isArray(value) || !value.length) return undefined;
  const facts: JsonObject = {};
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
    const fact = item as JsonObject;
    const name = FACT_NAME_KEYS.map((key) => fact[key]).find((candidate) => typeof candidate === 'string');
    const factValue = FACT_VALUE_KEYS.map((key) => fact[key]).find((candidate) => candidate !== undefined);
    if (typeof name !== 'string' || factValue === undefined) return undefined;
    facts[name] ??= factValue;
  }
  return facts;
}

function normalName(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

function isOtherThing(key: string): boolean {
  return OTHER_THINGS.test(normalName(key));
}

/**
 * The nearest entry with one of the names and a value the field can use; the order of names breaks ties. A type may
 * also be named with a qualifier ("humanisedPropertyType").
 */
function firstEntry(entries: Entry[], names: readonly string[], field: StateField): Entry | undefined {
  const rankOf = (key: string) => {
    const rank = names.indexOf(key);
    return rank === -1 && field === 'propertyType' && /(propertytype|hometype)$/.test(key) ? names.length : rank;
  };
  let found: Entry | undefined;
  for (const entry of entries) {
    const rank = rankOf(entry.key);
    if (rank === -1 || !usable(field, entry.value)) continue;
    if (!found || entry.depth < found.depth || (entry.depth === found.depth && rank < rankOf(found.key))) found = entry;
  }
  return found;
}

const OPERATIONS = /^(sell|sale|buy|rent|let|lease|venta|alquiler|venda|arrendamento|kauf|miete)$/i;

const TEXT_FIELDS: readonly StateField[] = [
  'address',
  'streetAddress',
  'city',
  'region',
  'postalCode',
  'country',
  'description',
  'forSale',
  'currency',
];

/** Whether a value can be the field's: a number or text for numbers, text for texts, never a list. */
function usable(field: StateField, value: unknown): boolean {
  const plain = unwrap(value);
  if (plain === undefined || plain === null || plain === '' || Array.isArray(plain)) return false;
  if (typeof plain === 'object') return field === 'address';
  // An operation ("SELL", "venta") is not a kind of home.
  if (field === 'propertyType') return typeof plain === 'string' && plain.length <= 40 && !OPERATIONS.test(plain);
  if (TEXT_FIELDS.includes(field)) return typeof plain === 'string' || typeof plain === 'boolean';
  return typeof plain === 'number' || (typeof plain === 'string' && /\d/.test(plain));
}

/** A value given as an object ({ price: 469900, formattedPrice }, { formattedValue: "3 Beds" }) as its plain value. */
function unwrap(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = value as JsonObject;
  for (const key of [
    'value',
    'amount',
    'price',
    'internalValue',
    'formattedValue',
    'formattedDimension',
    'count',
    'total',
    // { street: { name: "Rua do Pinhal", number: "12" } }, { city: { name: "Cascais" } }
    'name',
  ])
    if (object[key] !== undefined && object[key] !== null && typeof object[key] !== 'object') return object[key];
  return value;
}

/** The unit an area's name or text states ("sqft", "1,520 sqft", "85 m²"), else the country's. */
function areaUnitOf(entry: Entry, countryUnit: AreaUnit | undefined): AreaUnit | undefined {
  const text = `${entry.key} ${entry.parentKey} ${typeof unwrap(entry.value) === 'string' ? String(unwrap(entry.value)) : ''}`;
  if (/sq\.?\s*ft|sqft|squarefe|squarefoot|ft²|ft2/i.test(text)) return 'sqft';
  if (/m²|m2\b|sqm|squaremet|metros/i.test(text)) return 'sqm';
  return countryUnit;
}

/** The object's own position: a pair of latitude and longitude in one object, or a GeoJSON point, nearest first. */
function positionIn(object: JsonObject, entries = entriesUnder(object)): [unknown, unknown] | undefined {
  const holders = [{ value: object, depth: 0 }, ...entries].filter(
    ({ value }) => value && typeof value === 'object' && !Array.isArray(value),
  );
  for (const { value } of holders) {
    const pair = pairOf(value as JsonObject);
    if (pair) return pair;
  }
  return undefined;
}

function pairOf(object: JsonObject): [unknown, unknown] | undefined {
  const point = geoJsonPoint(object);
  if (point) return point;
  const named = (names: readonly string[]) =>
    Object.entries(object).find(([key, value]) => names.includes(normalName(key)) && usable('latitude', value))?.[1];
  const latitude = named(NAMES.latitude);
  const longitude = named(NAMES.longitude);
  return latitude !== undefined && longitude !== undefined ? [latitude, longitude] : undefined;
}

/** The one map position in the state outside lists and other things' parts (a detail page's map); none if several. */
function onlyPosition(roots: unknown[]): [unknown, unknown] | undefined {
  const positions = new Map<string, [unknown, unknown]>();
  let visited = 0;
  const visit = (value: unknown) => {
    if (++visited > MAX_NODES || !value || typeof value !== 'object' || Array.isArray(value)) return;
    const pair = pairOf(value as JsonObject);
    if (pair) positions.set(`${Number(pair[0])},${Number(pair[1])}`, pair);
    for (const [key, child] of Object.entries(value)) if (!isOtherThing(key)) visit(child);
  };
  for (const root of roots) visit(root);
  return positions.size === 1 ? [...positions.values()][0] : undefined;
}

/** `{ "type": "Point", "coordinates": [longitude, latitude] }` as [latitude, longitude]. */
function geoJsonPoint(object: JsonObject): [number, number] | undefined {
  const coordinates = object.coordinates;
  if (object.type !== 'Point' || !Array.isArray(coordinates) || coordinates.length < 2) return undefined;
  const [longitude, latitude] = coordinates;
  return typeof latitude === 'number' && typeof longitude === 'number' ? [latitude, longitude] : undefined;
}
