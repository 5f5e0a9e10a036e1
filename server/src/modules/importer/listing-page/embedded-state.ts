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
    'precio',
  ],
  currency: ['currency', 'currencycode', 'pricecurrency'],
  bedrooms: ['bedrooms', 'beds', 'numbedrooms', 'bedroomcount', 'bedroomsnumber', 'roomnumber', 'habitaciones'],
  bathrooms: ['bathrooms', 'baths', 'numbathrooms', 'bathroomcount', 'bathnumber', 'bathroomstotal', 'totalbathrooms'],
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

/** Spanish portals count a home's "rooms" (habitaciones) as its bedrooms; elsewhere rooms include living rooms. */
const BEDROOMS_AS_ROOMS = ['rooms'];

/** Parts of the state about something other than the home: its agent, schools, neighbours, other homes, history. */
const OTHER_THINGS =
  /agent|branch|advertiser|office|broker|seller|contact|school|nearby|similar|^pois?$|pointsofinterest|recommend|history|tax|mortgage|estimate|comparable|neighbo|^user|tracking|analytics|banner/;
/** How deep under the listing's object a fact may be ("location.address.coordinate.lat" is three steps). */
const MAX_FACT_DEPTH = 3;
const MAX_NODES = 50_000;

/** What makes an object look like a listing: how many of these kinds of fact it holds near its top. */
const LISTING_SIGNS: ReadonlyArray<readonly StateField[]> = [
  ['price'],
  ['bedrooms'],
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
  /** Whether "rooms" counts bedrooms (Spain). */
  roomsAreBedrooms?: boolean;
}

/**
 * A listing in the state a page embeds for its scripts, whatever the portal: the object that holds most kinds of
 * listing fact (price, rooms, area, position, address) near its top, skipping the parts about agents, schools and
 * other homes; each fact is then read by its usual names (NAMES), nearest the object's top first. A position the
 * object lacks is taken from the one map position elsewhere in the state, if there is exactly one.
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
  if (!best || best.signs < MIN_SIGNS || !(best.has.has('price') || best.has.has('bedrooms')))
    return { facts: {}, isListOfHomes: false };
  // Homes alike in one list, this one among them: the page shows many homes, not one.
  const siblings = best.list ? candidates.filter((other) => other.list === best.list && other.signs >= MIN_SIGNS) : [];
  if (siblings.length >= 2) return { facts: {}, isListOfHomes: true };

  const names = (field: StateField): readonly string[] =>
    field === 'bedrooms' && options.roomsAreBedrooms ? [...NAMES.bedrooms, ...BEDROOMS_AS_ROOMS] : NAMES[field];
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
  /** The array the object is an item of, if any. */
  list: unknown[] | undefined;
  has: Set<StateField>;
  signs: number;
  /** Nearer facts weigh more: a tie between an object and its parent goes to the object. */
  weight: number;
}

function listingCandidates(roots: unknown[]): Candidate[] {
  const candidates: Candidate[] = [];
  let visited = 0;
  const visit = (value: unknown, list: unknown[] | undefined) => {
    if (++visited > MAX_NODES || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, value);
      return;
    }
    const object = value as JsonObject;
    const has = new Set<StateField>();
    let weight = 0;
    for (const entry of entriesUnder(object)) {
      const field = signOf(entry.key);
      if (field && !has.has(field) && usable(field, entry.value)) {
        has.add(field);
        weight += MAX_FACT_DEPTH + 1 - entry.depth;
      }
    }
    const signs = LISTING_SIGNS.filter((sign) => sign.some((field) => has.has(field))).length;
    if (signs) candidates.push({ object, list, has, signs, weight });
    for (const [key, child] of Object.entries(object)) if (!isOtherThing(key)) visit(child, undefined);
  };
  for (const root of roots) visit(root, undefined);
  return candidates;
}

function signOf(key: string): StateField | undefined {
  for (const sign of LISTING_SIGNS.flat()) if ((NAMES[sign] as readonly string[]).includes(key)) return sign;
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

/** The object's named values down to MAX_FACT_DEPTH, nearest first; arrays and other things' parts are not entered. */
function entriesUnder(object: JsonObject): Entry[] {
  const entries: Entry[] = [];
  let level: Array<{ object: JsonObject; key: string }> = [{ object, key: '' }];
  for (let depth = 0; depth <= MAX_FACT_DEPTH && level.length; depth++) {
    const next: typeof level = [];
    for (const { object: current, key: parentKey } of level)
      for (const [name, value] of Object.entries(current)) {
        const key = normalName(name);
        if (isOtherThing(key)) continue;
        entries.push({ key, parentKey, value, depth });
        if (value && typeof value === 'object' && !Array.isArray(value))
          next.push({ object: value as JsonObject, key });
      }
    level = next;
  }
  return entries;
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
  if (field === 'propertyType') return typeof plain === 'string' && plain.length <= 40;
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

/** The object's own position: a pair of latitude and longitude in one object, nearest first. */
function positionIn(object: JsonObject): [unknown, unknown] | undefined {
  const holders = [{ value: object, depth: 0 }, ...entriesUnder(object)].filter(
    ({ value }) => value && typeof value === 'object' && !Array.isArray(value),
  );
  for (const { value } of holders) {
    const pair = pairOf(value as JsonObject);
    if (pair) return pair;
  }
  return undefined;
}

function pairOf(object: JsonObject): [unknown, unknown] | undefined {
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
