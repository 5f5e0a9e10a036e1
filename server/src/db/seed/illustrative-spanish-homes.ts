// Illustrative Spanish homes for the Spanish brands' games: invented homes on real streets and postcodes, priced in
// euros, labelled illustrative wherever they are shown, exactly as the UK ones (illustrative-homes.ts). Their prices
// follow what moves Spanish prices (neighbourhood, type, size, condition, a lift for an upper-floor flat, a terrace
// or sea view), plus variation no fact explains.

import type { PropertyType } from '@ballpark/common/listing-vocabulary';
import type { NewListing } from '../../modules/importer/new-listing';
import { ILLUSTRATIVE_SOURCE } from './illustrative-homes';
import {
  between,
  hashString,
  intBetween,
  mulberry32,
  normal,
  pick,
  weighted,
  type Rng,
} from '../../platform/seeded-random';

interface Barrio {
  name: string;
  lat: number;
  lng: number;
  postal: string;
  mult: number;
  streets: readonly string[];
  types: readonly PropertyType[];
  sea?: boolean;
}

interface SpanishCity {
  slug: string;
  name: string;
  region: string;
  /** Base price per sq ft of a typical flat, in euros. */
  ppsf: number;
  count: number;
  barrios: readonly Barrio[];
}

const FLATS: readonly PropertyType[] = ['flat'];
const ALL: readonly PropertyType[] = ['flat', 'townhouse', 'detached'];
const HOUSES: readonly PropertyType[] = ['townhouse', 'detached'];

const barrio = (
  name: string,
  lat: number,
  lng: number,
  postal: string,
  mult: number,
  streets: string,
  types = FLATS,
  sea = false,
): Barrio => ({ name, lat, lng, postal, mult, streets: streets.split(', '), types, sea });

export const SPANISH_CITIES: readonly SpanishCity[] = [
  {
    slug: 'madrid',
    name: 'Madrid',
    region: 'Comunidad de Madrid',
    ppsf: 470,
    count: 24,
    barrios: [
      barrio('Salamanca', 40.43, -3.679, '28001', 1.5, 'Calle de Serrano, Calle de Velázquez, Calle de Goya'),
      barrio(
        'Chamberí',
        40.434,
        -3.704,
        '28010',
        1.3,
        'Calle de Almagro, Calle de Santa Engracia, Calle de Fuencarral',
      ),
      barrio('Lavapiés', 40.409, -3.701, '28012', 1.0, 'Calle de Argumosa, Calle del Ave María, Calle de la Fe'),
      barrio('Carabanchel', 40.383, -3.727, '28025', 0.6, 'Calle del General Ricardos, Calle de Eugenia de Montijo'),
      barrio('Arganzuela', 40.398, -3.696, '28045', 0.95, 'Paseo de las Delicias, Calle de Embajadores'),
      barrio('Aravaca', 40.459, -3.785, '28023', 1.25, 'Calle de la Golondrina, Avenida de la Osa Mayor', HOUSES),
    ],
  },
  {
    slug: 'barcelona',
    name: 'Barcelona',
    region: 'Cataluña',
    ppsf: 430,
    count: 24,
    barrios: [
      barrio('Eixample', 41.392, 2.162, '08008', 1.35, "Carrer de Mallorca, Carrer d'Aragó, Carrer de Provença"),
      barrio('Gràcia', 41.403, 2.157, '08012', 1.15, 'Carrer de Verdi, Carrer de Torrijos, Travessera de Gràcia'),
      barrio('Poblenou', 41.401, 2.2, '08005', 1.1, 'Rambla del Poblenou, Carrer de Pujades'),
      barrio('Sant Andreu', 41.435, 2.19, '08030', 0.8, 'Carrer Gran de Sant Andreu, Carrer de Segre'),
      barrio(
        'Barceloneta',
        41.38,
        2.19,
        '08003',
        1.2,
        'Passeig de Joan de Borbó, Carrer de la Maquinista',
        FLATS,
        true,
      ),
      barrio('Sarrià', 41.4, 2.122, '08017', 1.6, 'Carrer Major de Sarrià, Passeig de la Bonanova', ALL),
    ],
  },
  {
    slug: 'valencia',
    name: 'Valencia',
    region: 'Comunitat Valenciana',
    ppsf: 230,
    count: 20,
    barrios: [
      barrio('Ruzafa', 39.461, -0.374, '46006', 1.15, 'Carrer de Sueca, Carrer de Cuba, Carrer de Puerto Rico'),
      barrio('El Cabanyal', 39.467, -0.329, '46011', 1.0, 'Carrer de la Reina, Carrer del Rosari', ALL, true),
      barrio('Benimaclet', 39.487, -0.358, '46020', 0.85, 'Carrer de Murta, Avinguda de Valladolid'),
      barrio('El Pla del Real', 39.476, -0.36, '46010', 1.3, 'Avinguda de Blasco Ibáñez, Carrer de Jaume Roig'),
      barrio('Patraix', 39.461, -0.395, '46018', 0.8, 'Carrer de Patraix, Carrer de Sant Vicent Màrtir', ALL),
    ],
  },
  {
    slug: 'malaga',
    name: 'Málaga',
    region: 'Andalucía',
    ppsf: 320,
    count: 20,
    barrios: [
      barrio('Centro', 36.721, -4.421, '29008', 1.2, 'Calle Granada, Calle Carretería'),
      barrio('El Limonar', 36.722, -4.395, '29016', 1.6, 'Paseo de Miramar, Calle Pintor Sorolla', HOUSES, true),
      barrio('Pedregalejo', 36.72, -4.38, '29017', 1.3, 'Paseo Marítimo El Pedregal, Calle Bolivia', ALL, true),
      barrio('Teatinos', 36.718, -4.47, '29010', 0.9, 'Avenida Plutarco, Calle Navarro Ledesma'),
      barrio('Huelin', 36.704, -4.44, '29002', 0.85, 'Calle Ayala, Calle Héroe de Sostoa'),
    ],
  },
  {
    slug: 'sevilla',
    name: 'Sevilla',
    region: 'Andalucía',
    ppsf: 220,
    count: 20,
    barrios: [
      barrio('Triana', 37.385, -6.003, '41010', 1.15, 'Calle Betis, Calle Pureza, Calle San Jacinto'),
      barrio('Los Remedios', 37.376, -5.995, '41011', 1.25, 'Calle Asunción, Avenida de la República Argentina'),
      barrio('Nervión', 37.383, -5.973, '41005', 1.05, 'Avenida de Eduardo Dato, Calle Luis Montoto'),
      barrio('Macarena', 37.403, -5.989, '41003', 0.85, 'Calle Feria, Calle San Luis', ALL),
    ],
  },
];

const TYPES: Partial<
  Record<PropertyType, { noun: string; beds: readonly (readonly [number, number])[]; perBed: number; factor: number }>
> = {
  flat: {
    noun: 'Piso',
    beds: [
      [1, 20],
      [2, 40],
      [3, 30],
      [4, 10],
    ],
    perBed: 230,
    factor: 1,
  },
  townhouse: {
    noun: 'Casa adosada',
    beds: [
      [3, 50],
      [4, 40],
      [5, 10],
    ],
    perBed: 300,
    factor: 0.95,
  },
  detached: {
    noun: 'Chalet independiente',
    beds: [
      [3, 25],
      [4, 45],
      [5, 30],
    ],
    perBed: 420,
    factor: 1.05,
  },
};

const CONDITIONS = [
  { rating: 2, factor: 0.8, words: 'Necesita una reforma integral' },
  { rating: 3, factor: 1, words: 'Está en buen estado' },
  { rating: 4, factor: 1.1, words: 'Se reformó hace poco' },
  { rating: 5, factor: 1.2, words: 'Se ha renovado con calidades altas' },
] as const;

const DAY_MS = 86_400_000;
const WINDOW_START = Date.UTC(2024, 10, 1);
const WINDOW_END = Date.UTC(2026, 9, 31);
const SQFT_PER_M2 = 10.7639;
// Spanish listings speak metres: "85 m²", "3.400 m²".
const squareMetres = (sqft: number) => `${Math.round(sqft / SQFT_PER_M2).toLocaleString('es-ES')} m²`;
const MONTH_YEAR = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function listing(rng: Rng, city: SpanishCity, index: number): NewListing {
  const area = pick(rng, city.barrios);
  const type = pick(rng, area.types);
  const spec = TYPES[type]!;
  const street = pick(rng, area.streets);
  const bedrooms = weighted(rng, spec.beds);
  const floorAreaSqft = Math.round((250 + spec.perBed * bedrooms) * between(rng, 0.85, 1.15));
  const lotAreaSqft = type === 'detached' ? Math.round(between(rng, 3000, 12000) / 10) * 10 : null;
  const yearBuilt =
    type === 'flat'
      ? pick(rng, [intBetween(rng, 1880, 1936), intBetween(rng, 1955, 1985), intBetween(rng, 1995, 2024)])
      : intBetween(rng, 1970, 2022);
  const condition = weighted(
    rng,
    CONDITIONS.map((c) => [c, [15, 45, 28, 12][CONDITIONS.indexOf(c)]] as const),
  );
  const floor = type === 'flat' ? intBetween(rng, 0, 7) : null;
  const lift = floor !== null && floor > 0 && rng() < 0.7;
  const seaView = area.sea === true && rng() < 0.5;
  const terrace = rng() < 0.3;
  const dayMs = between(rng, WINDOW_START, WINDOW_END);
  const priceDate = new Date(Math.floor(dayMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  const priceKind = rng() < 0.7 ? 'sold' : 'asking';

  const raw =
    floorAreaSqft *
    city.ppsf *
    area.mult *
    spec.factor *
    (floorAreaSqft / 1000) ** -0.15 *
    condition.factor *
    // An upper floor without a lift is a climb buyers price in; with one, height is light and quiet.
    (floor === null || floor === 0 ? 1 : lift ? 1 + 0.02 * floor : 1 - 0.04 * floor) *
    (seaView ? 1.25 : 1) *
    (terrace ? 1.08 : 1) *
    (lotAreaSqft ? 1 + 0.15 * Math.log(1 + lotAreaSqft / floorAreaSqft) : 1) *
    Math.exp(0.25 * normal(rng));
  const step = raw >= 1_000_000 ? 5_000 : 1_000;

  const number = intBetween(rng, 1, 120);
  const addressLine =
    floor === null
      ? `${street} ${number}`
      : `${street} ${number}, ${floor === 0 ? 'Bajo' : `${floor}º ${pick(rng, 'ABCD')}`}`;
  const bathrooms = bedrooms >= 4 ? 3 : bedrooms >= 2 ? intBetween(rng, 1, 2) : 1;
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  // The home is written as a Spanish listing: in Spanish, areas in square metres (the facts keep square feet).
  const description = [
    `${spec.noun} de ${plural(bedrooms, 'dormitorio', 'dormitorios')} en ${street}, ${area.name} (${city.name}).`,
    `${squareMetres(floorAreaSqft)} con ${plural(bathrooms, 'baño', 'baños')}.`,
    floor === null
      ? ''
      : floor === 0
        ? 'Es un bajo.'
        : `Está en la planta ${floor}.ª, ${lift ? 'con' : 'sin'} ascensor.`,
    `${condition.words}.`,
    seaView ? 'Tiene vistas al mar.' : '',
    terrace ? 'Tiene terraza.' : '',
    lotAreaSqft ? `La parcela mide ${squareMetres(lotAreaSqft)}.` : '',
    `Casa ilustrativa: su ${priceKind === 'sold' ? 'precio de venta' : 'precio de salida'} está modelado para ${MONTH_YEAR.format(new Date(`${priceDate}T00:00:00Z`))}.`,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    sourceRef: `demo:es-${city.slug}:${String(index + 1).padStart(3, '0')}`,
    title: `${spec.noun} de ${plural(bedrooms, 'dormitorio', 'dormitorios')}`,
    addressLine,
    city: city.name,
    region: city.region,
    postalCode: area.postal,
    country: 'ES',
    latitude: Number((area.lat + between(rng, -0.005, 0.005)).toFixed(6)),
    longitude: Number((area.lng + between(rng, -0.007, 0.007)).toFixed(6)),
    propertyType: type,
    bedrooms,
    bathrooms,
    floorAreaSqft,
    lotAreaSqft,
    yearBuilt,
    // Tenure (freehold, leasehold) is a UK notion: a Spanish home has none.
    tenure: null,
    floors: type === 'flat' ? 1 : 2,
    waterfront: seaView,
    viewRating: seaView ? 4 : terrace ? 2 : 0,
    condition: condition.rating,
    yearRenovated: null,
    grade: null,
    illustrative: true,
    source: ILLUSTRATIVE_SOURCE,
    actualPrice: Math.round(raw / step) * step,
    currency: 'EUR',
    priceKind,
    priceDate,
    description,
  };
}

/** The illustrative Spanish homes, the same for the same seed; each city has its own stream of randomness. */
export function generateSpanishHomes(seed = 20261126): NewListing[] {
  return SPANISH_CITIES.flatMap((city) => {
    const rng = mulberry32(seed ^ hashString(`es:${city.slug}`));
    return Array.from({ length: city.count }, (_, index) => listing(rng, city, index));
  });
}
