// Illustrative UK homes for the demo: invented homes on real streets, postcodes and neighbourhoods. They are
// labelled illustrative wherever they are shown. Their prices follow what moves real prices (neighbourhood, street,
// condition, plot, age, outlook, size), each of which the facts or the description show, plus variation no fact
// explains, so that a city's price per square foot alone is a poor guide (see demo-games.test.ts).

import type { NewListing } from '../../modules/importer/new-listing';
import type { PropertyType } from '@ballpark/common/listing-vocabulary';
import {
  between,
  hashString,
  intBetween,
  mulberry32,
  normal,
  pick,
  shuffle,
  weighted,
  type Rng,
} from '../../platform/seeded-random';
import { monthName, numberWord } from '../../i18n/english-words';

export const ILLUSTRATIVE_SOURCE = 'invented for the demo; its price comes from a model';

type Range = readonly [number, number];

interface Neighbourhood {
  name: string;
  lat: number;
  lng: number;
  /** Outward codes. */
  postal: readonly string[];
  streets: readonly string[];
  /** Price multiplier relative to the city's base price per sq ft. */
  mult: number;
  only?: readonly PropertyType[];
  built?: Range;
  /** On a harbour, dock or seafront: some homes face the water. */
  water?: boolean;
}

interface CitySpec {
  slug: string;
  name: string;
  region: string;
  latitude: number;
  longitude: number;
  count: number;
  /** Base price per sq ft of a typical flat. */
  ppsf: number;
  houseNumbers: Range;
  lotScale: number;
  typeWeights: Partial<Record<PropertyType, number>>;
  flatStyle?: 'glasgow' | 'edinburgh';
  areas: readonly Neighbourhood[];
}

type HoodOptions = Pick<Neighbourhood, 'only' | 'built' | 'water'>;

/** Compact neighbourhood row: postal codes space-separated, streets comma-separated. */
const hood = (
  name: string,
  lat: number,
  lng: number,
  postal: string,
  mult: number,
  streets: string,
  options: HoodOptions = {},
): Neighbourhood => ({
  name,
  lat,
  lng,
  mult,
  postal: postal.split(' '),
  streets: streets.split(', '),
  ...options,
});

const UK_WEIGHTS = { flat: 35, terraced: 25, 'semi-detached': 20, detached: 12, bungalow: 8 };
const SCOTS_WEIGHTS = { flat: 55, terraced: 12, 'semi-detached': 15, detached: 12, bungalow: 6 };
const HOUSES: readonly PropertyType[] = ['terraced', 'semi-detached', 'detached', 'bungalow'];

const CITIES: readonly CitySpec[] = [
  {
    slug: 'london',
    name: 'London',
    region: 'Greater London',
    latitude: 51.5072,
    longitude: -0.1276,
    count: 20,
    ppsf: 650,
    houseNumbers: [1, 140],
    lotScale: 0.7,
    typeWeights: { flat: 50, terraced: 25, 'semi-detached': 10, detached: 10, bungalow: 5 },
    areas: [
      hood('Islington', 51.5465, -0.1058, 'N1', 1.25, 'Liverpool Road, Cloudesley Road, Barnsbury Street'),
      hood('Clapham', 51.4618, -0.1384, 'SW4', 1.15, 'Abbeville Road, Clapham Manor Street, Crescent Lane'),
      hood('Walthamstow', 51.583, -0.02, 'E17', 0.85, 'Hoe Street, Orford Road, Grove Road, Shernhall Street'),
      hood('Hampstead', 51.556, -0.178, 'NW3', 1.6, 'Flask Walk, Well Walk, Downshire Hill, Church Row'),
      hood('Croydon', 51.3762, -0.0982, 'CR0', 0.65, 'Chatsworth Road, Park Lane, Addiscombe Road'),
      hood('Greenwich', 51.4826, -0.0077, 'SE10', 1.0, 'Crooms Hill, Royal Hill, Greenwich South Street, Maze Hill'),
      hood('Canary Wharf', 51.5054, -0.0235, 'E14', 1.05, 'Westferry Road, Manchester Road, Marsh Wall', {
        only: ['flat'],
        water: true,
        built: [1990, 2024],
      }),
    ],
  },
  {
    slug: 'manchester',
    name: 'Manchester',
    region: 'Greater Manchester',
    latitude: 53.4808,
    longitude: -2.2426,
    count: 18,
    ppsf: 250,
    houseNumbers: [1, 180],
    lotScale: 1,
    typeWeights: UK_WEIGHTS,
    areas: [
      hood('Didsbury', 53.4167, -2.231, 'M20', 1.3, 'Lapwing Lane, Burton Road, Barlow Moor Road, Wilmslow Road'),
      hood('Chorlton', 53.442, -2.277, 'M21', 1.15, 'Wilbraham Road, Beech Road, Manchester Road, Sandy Lane'),
      hood('Ancoats', 53.484, -2.227, 'M4', 1.15, 'Blossom Street, Jersey Street, Great Ancoats Street', {
        only: ['flat'],
      }),
      hood('Levenshulme', 53.444, -2.192, 'M19', 0.85, 'Stockport Road, Chapel Street, Albert Road, Cromwell Grove'),
      hood('Fallowfield', 53.443, -2.219, 'M14', 0.95, 'Wilmslow Road, Ladybarn Lane, Mauldeth Road'),
    ],
  },
  {
    slug: 'birmingham',
    name: 'Birmingham',
    region: 'West Midlands',
    latitude: 52.4862,
    longitude: -1.8904,
    count: 18,
    ppsf: 240,
    houseNumbers: [1, 200],
    lotScale: 1.1,
    typeWeights: UK_WEIGHTS,
    areas: [
      hood('Harborne', 52.46, -1.953, 'B17', 1.3, 'Lordswood Road, War Lane, Metchley Lane, Greenfield Road'),
      hood('Moseley', 52.446, -1.888, 'B13', 1.2, 'Wake Green Road, Salisbury Road, Oxford Road, Alcester Road'),
      hood('Jewellery Quarter', 52.489, -1.911, 'B18', 1.05, 'Vyse Street, Warstone Lane, Frederick Street', {
        only: ['flat'],
      }),
      hood('Kings Heath', 52.433, -1.893, 'B14', 0.95, 'Howard Road, Vicarage Road, Valentine Road, Poplar Road'),
      hood('Erdington', 52.524, -1.839, 'B23', 0.8, 'Sutton Road, Orphanage Road, Gravelly Lane'),
      hood('Edgbaston', 52.462, -1.925, 'B15', 1.45, 'Calthorpe Road, Carpenter Road, Wellington Road, Church Road'),
    ],
  },
  {
    slug: 'edinburgh',
    name: 'Edinburgh',
    region: 'Scotland',
    latitude: 55.9533,
    longitude: -3.1883,
    count: 18,
    ppsf: 350,
    houseNumbers: [1, 120],
    lotScale: 0.9,
    typeWeights: SCOTS_WEIGHTS,
    flatStyle: 'edinburgh',
    areas: [
      hood('Marchmont', 55.937, -3.193, 'EH9', 1.15, 'Marchmont Road, Warrender Park Road, Spottiswoode Street', {
        only: ['flat'],
        built: [1876, 1910],
      }),
      hood('Leith', 55.976, -3.17, 'EH6', 0.9, 'Constitution Street, Great Junction Street, Ferry Road, Easter Road', {
        only: ['flat'],
      }),
      hood('Morningside', 55.927, -3.21, 'EH10', 1.3, 'Morningside Road, Comiston Road, Braid Road, Cluny Gardens'),
      hood('Portobello', 55.953, -3.11, 'EH15', 1.0, 'Bath Street, Brighton Place, Joppa Road, Rosefield Avenue', {
        water: true,
      }),
      hood('Corstorphine', 55.941, -3.282, 'EH12', 0.95, "St John's Road, Featherhall Avenue, Drum Brae South"),
    ],
  },
  {
    slug: 'bristol',
    name: 'Bristol',
    region: 'South West England',
    latitude: 51.4545,
    longitude: -2.5879,
    count: 18,
    ppsf: 400,
    houseNumbers: [1, 160],
    lotScale: 0.9,
    typeWeights: UK_WEIGHTS,
    areas: [
      hood('Clifton', 51.456, -2.62, 'BS8', 1.35, 'Royal York Crescent, Pembroke Road, Princess Victoria Street'),
      hood('Bedminster', 51.441, -2.602, 'BS3', 0.95, 'North Street, East Street, Greville Road, Cotswold Road'),
      hood('Bishopston', 51.48, -2.591, 'BS7', 1.1, 'Gloucester Road, Berkeley Road, Egerton Road, Longmead Avenue'),
      hood('Harbourside', 51.449, -2.6, 'BS1', 1.1, 'Canons Way, Hannover Quay, Cumberland Road', {
        only: ['flat'],
        water: true,
        built: [1998, 2022],
      }),
      hood('Westbury-on-Trym', 51.494, -2.618, 'BS9', 1.2, 'Canford Lane, Falcondale Road, Stoke Lane', {
        only: HOUSES,
      }),
      hood('Fishponds', 51.48, -2.527, 'BS16', 0.85, 'Fishponds Road, Downend Road, Manor Road'),
    ],
  },
  {
    slug: 'leeds',
    name: 'Leeds',
    region: 'West Yorkshire',
    latitude: 53.8008,
    longitude: -1.5491,
    count: 18,
    ppsf: 240,
    houseNumbers: [1, 190],
    lotScale: 1.1,
    typeWeights: UK_WEIGHTS,
    areas: [
      hood('Headingley', 53.819, -1.578, 'LS6', 1.1, "Otley Road, North Lane, Cardigan Road, St Michael's Road"),
      hood('Roundhay', 53.837, -1.5, 'LS8', 1.3, 'Street Lane, Wetherby Road, Lidgett Lane, Park Avenue'),
      hood('Chapel Allerton', 53.829, -1.537, 'LS7', 1.15, 'Harrogate Road, Stainbeck Lane, Regent Street'),
      hood('Leeds Dock', 53.791, -1.533, 'LS10', 0.95, 'Clarence Road, Armouries Drive, The Boulevard', {
        only: ['flat'],
        water: true,
        built: [2000, 2020],
      }),
      hood('Armley', 53.798, -1.59, 'LS12', 0.75, 'Tong Road, Armley Ridge Road, Stanningley Road', { only: HOUSES }),
      hood('Horsforth', 53.841, -1.637, 'LS18', 1.15, 'Town Street, Low Lane, Long Row, Featherbank Lane'),
    ],
  },
  {
    slug: 'cardiff',
    name: 'Cardiff',
    region: 'Wales',
    latitude: 51.4816,
    longitude: -3.1791,
    count: 18,
    ppsf: 280,
    houseNumbers: [1, 170],
    lotScale: 1,
    typeWeights: UK_WEIGHTS,
    areas: [
      hood('Pontcanna', 51.488, -3.199, 'CF11', 1.25, 'Cathedral Road, Pontcanna Street, Conway Road'),
      hood('Roath', 51.492, -3.162, 'CF24', 0.95, 'Albany Road, Wellfield Road, City Road, Arabella Street'),
      hood('Cardiff Bay', 51.463, -3.165, 'CF10', 0.95, 'Bute Street, Schooner Way, Lloyd George Avenue', {
        only: ['flat'],
        water: true,
        built: [1995, 2022],
      }),
      hood('Llandaff', 51.496, -3.218, 'CF5', 1.2, 'Cardiff Road, Palace Road, Fairwater Road'),
      hood('Whitchurch', 51.52, -3.22, 'CF14', 1.05, 'Merthyr Road, Park Road, Velindre Road'),
      hood('Splott', 51.48, -3.156, 'CF24', 0.8, 'Splott Road, Carlisle Street, Railway Street', { only: HOUSES }),
    ],
  },
  {
    slug: 'glasgow',
    name: 'Glasgow',
    region: 'Scotland',
    latitude: 55.8642,
    longitude: -4.2518,
    count: 18,
    ppsf: 230,
    houseNumbers: [1, 200],
    lotScale: 1,
    typeWeights: SCOTS_WEIGHTS,
    flatStyle: 'glasgow',
    areas: [
      hood('Hyndland', 55.879, -4.304, 'G12', 1.3, 'Hyndland Road, Clarence Drive, Great Western Road'),
      hood('Finnieston', 55.865, -4.285, 'G3', 1.1, 'Argyle Street, Kelvingrove Street, Derby Street, Gilbert Street', {
        only: ['flat'],
      }),
      hood('Shawlands', 55.829, -4.292, 'G41', 0.95, 'Kilmarnock Road, Pollokshaws Road, Moss-side Road'),
      hood('Dennistoun', 55.86, -4.213, 'G31', 0.85, 'Duke Street, Alexandra Parade, Whitehill Street', {
        only: ['flat'],
        built: [1880, 1915],
      }),
      hood('Pollokshields', 55.841, -4.282, 'G41', 1.15, 'Albert Drive, Maxwell Drive, St Andrews Drive', {
        only: HOUSES,
      }),
      hood('Knightswood', 55.889, -4.342, 'G13', 0.85, 'Knightswood Road, Alderman Road, Lincoln Avenue', {
        only: HOUSES,
      }),
    ],
  },
];

export const ILLUSTRATIVE_CITIES: readonly {
  slug: string;
  name: string;
  region: string;
  latitude: number;
  longitude: number;
}[] = CITIES.map(({ slug, name, region, latitude, longitude }) => ({ slug, name, region, latitude, longitude }));

interface TypeSpec {
  noun: string;
  /** Bedroom counts with their weights. */
  beds: readonly (readonly [number, number])[];
  /** Floor area = (base + perBed * bedrooms) +/- 15%. */
  area: readonly [base: number, perBed: number];
  /** Lot area range in sq ft, before the city's lot scale; null for flats. */
  lot: Range | null;
  /** Year-built eras with weights. */
  eras: readonly (readonly [number, number, number])[];
  ppsfFactor: number;
}

// prettier-ignore
const TYPES: Partial<Record<PropertyType, TypeSpec>> = {
  flat: {
    noun: 'flat', area: [250, 220], lot: null, ppsfFactor: 1,
    beds: [[1, 35], [2, 45], [3, 20]],
    eras: [[1870, 1910, 35], [1930, 1939, 10], [1960, 1985, 20], [1995, 2024, 35]],
  },
  terraced: {
    noun: 'terraced house', area: [300, 280], lot: [800, 2000], ppsfFactor: 1,
    beds: [[2, 35], [3, 45], [4, 20]],
    eras: [[1870, 1914, 75], [1920, 1939, 10], [2000, 2023, 15]],
  },
  'semi-detached': {
    noun: 'semi-detached house', area: [300, 300], lot: [2000, 5000], ppsfFactor: 0.95,
    beds: [[2, 15], [3, 60], [4, 25]],
    eras: [[1920, 1939, 50], [1945, 1975, 35], [1990, 2023, 15]],
  },
  detached: {
    noun: 'detached house', area: [300, 420], lot: [4000, 15000], ppsfFactor: 1,
    beds: [[3, 30], [4, 45], [5, 25]],
    eras: [[1900, 1939, 30], [1950, 1990, 35], [1995, 2024, 35]],
  },
  bungalow: {
    noun: 'bungalow', area: [250, 300], lot: [3000, 8000], ppsfFactor: 1.05,
    beds: [[2, 55], [3, 45]],
    eras: [[1950, 1980, 90], [1990, 2015, 10]],
  },
};

/** Condition from 1 to 5, as the King County records rate it: how it reads and what it does to the price. */
const CONDITIONS: readonly { weight: number; factor: number; words: readonly string[] }[] = [
  { weight: 0, factor: 1, words: [] },
  { weight: 6, factor: 0.7, words: ['It needs full renovation', 'It is in need of complete modernisation'] },
  { weight: 16, factor: 0.86, words: ['It needs updating throughout', 'The kitchen and bathroom are dated'] },
  { weight: 44, factor: 1, words: ['It has been well kept', 'It is in good order'] },
  { weight: 24, factor: 1.1, words: ['It was refurbished recently', 'It has been carefully updated'] },
  { weight: 10, factor: 1.22, words: ['It has been renovated to a high standard', 'It was remodelled throughout'] },
];

/** What a street is like: fixed per street, so every home on it shares the premium. */
const STREET_CHARACTERS: readonly { factor: number; words: string }[] = [
  { factor: 0.86, words: 'on a busy main road' },
  { factor: 1, words: 'on a residential street' },
  { factor: 1.1, words: 'on a quiet, tree-lined street' },
  { factor: 1.2, words: "on one of the neighbourhood's most sought-after streets" },
];

/** Outlook: the view rating (0 to 4) it gets, its effect on the price and how it reads. */
const OUTLOOKS = {
  none: { view: 0, factor: 1, words: '' },
  park: { view: 2, factor: 1.08, words: 'It looks out over a park' },
  city: { view: 3, factor: 1.12, words: 'It has open views across the city' },
  water: { view: 4, factor: 1.25, words: 'It faces the water' },
} as const;

const DAY_MS = 86_400_000;
const WINDOW_START = Date.UTC(2024, 10, 1);
const WINDOW_END = Date.UTC(2026, 9, 31);
const ASKING_START = Date.UTC(2026, 6, 1);
// Inward codes never use C, I, K, M, O or V.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
// Spread of what no fact explains (the light, the layout, the buyer): a log-normal factor.
const UNEXPLAINED_SIGMA = 0.25;

/** Types for a city's listings: proportional to its weights, with at least two flats and two detached homes. */
function typeQuota(city: CitySpec, rng: Rng): PropertyType[] {
  const entries = Object.entries(city.typeWeights) as [PropertyType, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const counts = new Map(entries.map(([type, w]) => [type, (w / total) * city.count]));
  const result: PropertyType[] = [];
  for (const [type, exact] of counts) {
    const min = type === 'flat' || type === 'detached' ? 2 : 0;
    for (let i = 0; i < Math.max(min, Math.floor(exact)); i++) result.push(type);
  }
  const byRemainder = entries.map(([type]) => [type, (counts.get(type) ?? 0) % 1] as const).sort((a, b) => b[1] - a[1]);
  for (let i = 0; result.length < city.count; i++) result.push(byRemainder[i % byRemainder.length][0]);
  return shuffle(rng, result.slice(0, city.count));
}

function roundPrice(value: number, kind: 'sold' | 'asking'): number {
  const step = kind === 'asking' ? (value >= 1_000_000 ? 25_000 : 5_000) : value >= 1_000_000 ? 5_000 : 1_000;
  return Math.round(value / step) * step;
}

/** Period homes fetch a premium, 1960s-80s ones a discount, new builds a premium. */
function ageFactor(yearBuilt: number | null): number {
  if (yearBuilt === null) return 1;
  if (yearBuilt >= 2015) return 1.1;
  if (yearBuilt >= 1960 && yearBuilt <= 1985) return 0.88;
  return yearBuilt < 1919 ? 1.06 : 1;
}

function eraWord(yearBuilt: number | null): string {
  if (yearBuilt === null) return '';
  if (yearBuilt < 1901) return 'Victorian';
  if (yearBuilt < 1919) return 'Edwardian';
  if (yearBuilt < 1945) return '1930s';
  if (yearBuilt < 1990) return 'post-war';
  return yearBuilt >= 2015 ? 'newly built' : 'modern';
}

function ukPostcode(rng: Rng, outward: string): string {
  return `${outward} ${intBetween(rng, 1, 9)}${pick(rng, INWARD_LETTERS)}${pick(rng, INWARD_LETTERS)}`;
}

function addressLine(rng: Rng, city: CitySpec, street: string, type: PropertyType): string {
  const [lo, hi] = city.houseNumbers;
  const number = intBetween(rng, lo, hi);
  if (type !== 'flat') return `${number} ${street}`;
  const floor = intBetween(rng, 1, 6);
  switch (city.flatStyle) {
    case 'glasgow':
      return `Flat ${floor}/${intBetween(rng, 1, 2)}, ${number} ${street}`;
    case 'edinburgh':
      return `Flat ${floor}F${intBetween(rng, 1, 3)}, ${number} ${street}`;
    default:
      return `Flat ${intBetween(rng, 1, 40)}, ${number} ${street}`;
  }
}

function bathrooms(rng: Rng, type: PropertyType, beds: number): number {
  if (type === 'flat' || type === 'bungalow') return beds >= 2 && rng() < 0.45 ? 2 : 1;
  return beds >= 4 ? intBetween(rng, 2, 3) : intBetween(rng, 1, 2);
}

/** Levels of the home: a flat is one level; a house has two, or three when it is large. */
function floorsOf(type: PropertyType, bedrooms: number, area: number): number {
  if (type === 'flat' || type === 'bungalow') return 1;
  if (type === 'terraced') return bedrooms >= 4 || area > 1500 ? 3 : 2;
  return area > 2800 ? 3 : 2;
}

function tenure(rng: Rng, city: CitySpec, type: PropertyType): NewListing['tenure'] {
  // Scotland has no residential leasehold; flats there are owned outright.
  if (city.region === 'Scotland') return 'freehold';
  if (type === 'flat') return rng() < 0.92 ? 'leasehold' : 'freehold';
  return rng() < 0.04 ? 'leasehold' : 'freehold';
}

function outlookOf(rng: Rng, area: Neighbourhood, type: PropertyType): keyof typeof OUTLOOKS {
  if (area.water && rng() < 0.5) return 'water';
  const roll = rng();
  if (roll < 0.12) return 'park';
  return type === 'flat' && roll < 0.24 ? 'city' : 'none';
}

interface DescribedFacts {
  noun: string;
  area: Neighbourhood;
  street: string;
  streetWords: string;
  conditionWords: string;
  outlookWords: string;
  listing: Omit<NewListing, 'description'>;
}

/** A description from the facts that move the price, in one of several shapes; never the price itself. */
function describe(rng: Rng, facts: DescribedFacts): string {
  const { listing: home, area, noun } = facts;
  const era = eraWord(home.yearBuilt);
  const beds = `${numberWord(home.bedrooms)}-bedroom`;
  const what = `${era ? `${era} ` : ''}${beds} ${noun}`;
  const article = /^[aeiou]/i.test(what) ? 'An' : 'A';
  const sqft = home.floorAreaSqft.toLocaleString('en-US');
  const baths = `${numberWord(home.bathrooms)} bathroom${home.bathrooms === 1 ? '' : 's'}`;
  const opener = pick(rng, [
    `${article} ${what} ${facts.streetWords} in ${area.name}.`,
    `${area.name}: ${article.toLowerCase()} ${what} on ${facts.street}, ${facts.streetWords.replace(/^on /, '')}.`,
    `On ${facts.street} in ${area.name}, ${facts.streetWords.replace(/^on /, '')}: ${article.toLowerCase()} ${what}.`,
  ]);
  const inside = pick(rng, [
    `${sqft} sq ft with ${baths}.`,
    `Inside, ${sqft} sq ft and ${baths}.`,
    `It has ${baths} in ${sqft} sq ft.`,
  ]);
  const plot = home.lotAreaSqft
    ? pick(rng, [
        `The plot is ${home.lotAreaSqft.toLocaleString('en-US')} sq ft.`,
        `It stands on a ${home.lotAreaSqft.toLocaleString('en-US')} sq ft plot.`,
      ])
    : home.tenure === 'leasehold'
      ? 'Leasehold.'
      : '';
  const condition = `${facts.conditionWords}.`;
  const outlook = facts.outlookWords ? `${facts.outlookWords}.` : '';
  const [year, month] = home.priceDate.split('-').map(Number);
  // An invented home never claims a sale or a listing: its price is a model's, at a date.
  const closer = `Illustrative: its ${home.priceKind === 'sold' ? 'sale' : 'asking'} price is modelled for ${monthName(month)} ${year}.`;
  const middle = [inside, condition, outlook, plot].filter(Boolean);
  // The order of the middle sentences varies too, except that the size comes before the plot.
  if (rng() < 0.5) middle.splice(0, 2, middle[1], middle[0]);
  return [opener, ...middle, closer].join(' ');
}

function generateListing(rng: Rng, city: CitySpec, type: PropertyType, index: number): NewListing {
  const spec = TYPES[type];
  if (!spec) throw new Error(`${type} is not a UK property type`);
  const candidates = city.areas.filter((a) => !a.only || a.only.includes(type));
  if (candidates.length === 0) throw new Error(`No neighbourhood in ${city.name} allows ${type}`);
  const area = pick(rng, candidates);
  const street = pick(rng, area.streets);
  // The street's character and hidden premium are the same for every home on it.
  const streetRng = mulberry32(hashString(`${city.slug}:${street}`));
  const character = pick(streetRng, STREET_CHARACTERS);
  const streetPremium = Math.exp(0.1 * normal(streetRng));

  const bedrooms = weighted(rng, spec.beds);
  const floorAreaSqft = Math.round((spec.area[0] + spec.area[1] * bedrooms) * between(rng, 0.85, 1.15));
  const lotAreaSqft = spec.lot ? Math.round((between(rng, ...spec.lot) * city.lotScale) / 10) * 10 : null;
  const [from, to] =
    area.built ??
    weighted(
      rng,
      spec.eras.map(([a, b, w]) => [[a, b] as const, w] as const),
    );
  const yearBuilt = rng() < 0.05 ? null : intBetween(rng, from, to);
  const condition = weighted(
    rng,
    CONDITIONS.map((c, rating) => [rating, yearBuilt !== null && yearBuilt >= 2015 && rating < 4 ? 0 : c.weight]),
  );
  const outlook = OUTLOOKS[outlookOf(rng, area, type)];

  const priceKind = rng() < 0.75 ? 'sold' : 'asking';
  const dayMs = between(rng, priceKind === 'asking' ? ASKING_START : WINDOW_START, WINDOW_END);
  const priceDate = new Date(Math.floor(dayMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

  const sizeFactor = (floorAreaSqft / 1000) ** -0.15;
  const lotFactor = lotAreaSqft ? 1 + 0.2 * Math.log(1 + lotAreaSqft / floorAreaSqft) : 1;
  // Roughly 3% a year of house-price growth across the two-year window.
  const trend = 1 + (0.03 * (dayMs - WINDOW_START)) / (365 * DAY_MS);
  const raw =
    floorAreaSqft *
    city.ppsf *
    area.mult *
    spec.ppsfFactor *
    sizeFactor *
    lotFactor *
    ageFactor(yearBuilt) *
    CONDITIONS[condition].factor *
    character.factor *
    streetPremium *
    outlook.factor *
    trend *
    Math.exp(UNEXPLAINED_SIGMA * normal(rng));

  const listing: Omit<NewListing, 'description'> = {
    sourceRef: `demo:${city.slug}:${String(index + 1).padStart(3, '0')}`,
    title: `${bedrooms} bed ${spec.noun}`,
    addressLine: addressLine(rng, city, street, type),
    city: city.name,
    region: city.region,
    postalCode: ukPostcode(rng, pick(rng, area.postal)),
    country: 'GB',
    latitude: Number((area.lat + between(rng, -0.006, 0.006)).toFixed(6)),
    longitude: Number((area.lng + between(rng, -0.009, 0.009)).toFixed(6)),
    propertyType: type,
    bedrooms,
    bathrooms: bathrooms(rng, type, bedrooms),
    floorAreaSqft,
    lotAreaSqft,
    yearBuilt,
    tenure: tenure(rng, city, type),
    floors: floorsOf(type, bedrooms, floorAreaSqft),
    waterfront: outlook === OUTLOOKS.water,
    viewRating: outlook.view,
    condition,
    yearRenovated: null,
    grade: null,
    illustrative: true,
    source: ILLUSTRATIVE_SOURCE,
    actualPrice: roundPrice(raw, priceKind),
    currency: 'GBP',
    priceKind,
    priceDate,
  };
  const description = describe(rng, {
    noun: spec.noun,
    area,
    street,
    streetWords: character.words,
    conditionWords: pick(rng, CONDITIONS[condition].words),
    outlookWords: outlook.words,
    listing,
  });
  return { ...listing, description };
}

/** The illustrative UK homes, the same for the same seed; each city has its own stream of randomness. */
export function generateIllustrativeHomes(seed = 20261101): NewListing[] {
  return CITIES.flatMap((city) => {
    const rng = mulberry32(seed ^ hashString(city.slug));
    return typeQuota(city, rng).map((type, i) => generateListing(rng, city, type, i));
  });
}
