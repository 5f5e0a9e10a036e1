// Deterministic demo catalogue, so the product runs offline with believable homes. All homes are fictional; streets,
// postcodes and neighbourhoods are real, prices follow a simple per-city price-per-square-foot model.

export type Country = 'GB' | 'US';
export type PropertyType =
  'flat' | 'terraced' | 'semi-detached' | 'detached' | 'bungalow' | 'condo' | 'townhouse' | 'single-family';

export interface ListingFacts {
  title: string;
  addressLine: string;
  city: string;
  region: string;
  postalCode: string;
  country: Country;
  latitude: number;
  longitude: number;
  propertyType: PropertyType;
  bedrooms: number;
  bathrooms: number;
  floorAreaSqft: number;
  lotAreaSqft: number | null;
  yearBuilt: number | null;
  tenure: 'freehold' | 'leasehold' | null;
  description: string;
}

export interface DemoListing extends ListingFacts {
  sourceRef: string;
  actualPrice: number;
  currency: 'GBP' | 'USD';
  priceKind: 'sold' | 'asking';
  priceDate: string;
}

export interface DemoCity {
  slug: string;
  name: string;
  region: string;
  country: Country;
  currency: 'GBP' | 'USD';
  latitude: number;
  longitude: number;
}

type Range = readonly [number, number];

interface Neighbourhood {
  name: string;
  lat: number;
  lng: number;
  /** UK outward codes or US ZIP codes. */
  postal: readonly string[];
  streets: readonly string[];
  /** Price multiplier relative to the city's base price per sq ft. */
  mult: number;
  only?: readonly PropertyType[];
  built?: Range;
  /** Queens-style hyphenated house numbers ("31-17 Ditmars Blvd"). */
  hyphenated?: boolean;
}

interface CitySpec extends DemoCity {
  count: number;
  /** Base price per sq ft of a typical flat/condo. */
  ppsf: number;
  houseNumbers: Range;
  lotScale: number;
  typeWeights: Partial<Record<PropertyType, number>>;
  flatStyle?: 'glasgow' | 'edinburgh' | 'nyc' | 'chicago';
  areas: readonly Neighbourhood[];
}

type HoodOptions = Pick<Neighbourhood, 'only' | 'built' | 'hyphenated'>;

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
const US_HOUSES: readonly PropertyType[] = ['townhouse', 'single-family'];

const CITIES: readonly CitySpec[] = [
  {
    slug: 'london',
    name: 'London',
    region: 'Greater London',
    country: 'GB',
    currency: 'GBP',
    latitude: 51.5072,
    longitude: -0.1276,
    count: 18,
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
        built: [1990, 2024],
      }),
    ],
  },
  {
    slug: 'manchester',
    name: 'Manchester',
    region: 'Greater Manchester',
    country: 'GB',
    currency: 'GBP',
    latitude: 53.4808,
    longitude: -2.2426,
    count: 15,
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
    country: 'GB',
    currency: 'GBP',
    latitude: 52.4862,
    longitude: -1.8904,
    count: 15,
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
    country: 'GB',
    currency: 'GBP',
    latitude: 55.9533,
    longitude: -3.1883,
    count: 15,
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
      hood('Portobello', 55.953, -3.11, 'EH15', 1.0, 'Bath Street, Brighton Place, Joppa Road, Rosefield Avenue'),
      hood('Corstorphine', 55.941, -3.282, 'EH12', 0.95, "St John's Road, Featherhall Avenue, Drum Brae South"),
    ],
  },
  {
    slug: 'bristol',
    name: 'Bristol',
    region: 'South West England',
    country: 'GB',
    currency: 'GBP',
    latitude: 51.4545,
    longitude: -2.5879,
    count: 15,
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
    country: 'GB',
    currency: 'GBP',
    latitude: 53.8008,
    longitude: -1.5491,
    count: 15,
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
    country: 'GB',
    currency: 'GBP',
    latitude: 51.4816,
    longitude: -3.1791,
    count: 15,
    ppsf: 280,
    houseNumbers: [1, 170],
    lotScale: 1,
    typeWeights: UK_WEIGHTS,
    areas: [
      hood('Pontcanna', 51.488, -3.199, 'CF11', 1.25, 'Cathedral Road, Pontcanna Street, Conway Road'),
      hood('Roath', 51.492, -3.162, 'CF24', 0.95, 'Albany Road, Wellfield Road, City Road, Arabella Street'),
      hood('Cardiff Bay', 51.463, -3.165, 'CF10', 0.95, 'Bute Street, Schooner Way, Lloyd George Avenue', {
        only: ['flat'],
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
    country: 'GB',
    currency: 'GBP',
    latitude: 55.8642,
    longitude: -4.2518,
    count: 15,
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
  {
    slug: 'seattle',
    name: 'Seattle',
    region: 'Washington',
    country: 'US',
    currency: 'USD',
    latitude: 47.6062,
    longitude: -122.3321,
    count: 15,
    ppsf: 550,
    houseNumbers: [100, 9800],
    lotScale: 0.9,
    typeWeights: { condo: 30, townhouse: 20, 'single-family': 50 },
    areas: [
      hood('Ballard', 47.6687, -122.384, '98107 98117', 1.0, 'NW 65th St, NW Market St, 24th Ave NW, 20th Ave NW'),
      hood('Capitol Hill', 47.6253, -122.3222, '98102 98112', 1.15, 'E Pine St, E Olive Way, E John St, 15th Ave E'),
      hood('Queen Anne', 47.6372, -122.3571, '98109 98119', 1.2, 'W Galer St, Queen Anne Ave N, W McGraw St'),
      hood('Ravenna', 47.676, -122.303, '98115', 1.05, 'NE 65th St, NE Ravenna Blvd, 35th Ave NE, NE 75th St', {
        only: US_HOUSES,
      }),
      hood('West Seattle', 47.565, -122.387, '98116 98136', 0.95, 'California Ave SW, SW Admiral Way, SW Alaska St'),
      hood('Beacon Hill', 47.568, -122.312, '98108 98144', 0.85, 'Beacon Ave S, S Columbian Way, 15th Ave S'),
    ],
  },
  {
    slug: 'new-york',
    name: 'New York',
    region: 'New York',
    country: 'US',
    currency: 'USD',
    latitude: 40.7128,
    longitude: -74.006,
    count: 18,
    ppsf: 1100,
    houseNumbers: [10, 480],
    lotScale: 0.5,
    typeWeights: { condo: 55, townhouse: 25, 'single-family': 20 },
    flatStyle: 'nyc',
    areas: [
      hood('Upper West Side', 40.787, -73.9754, '10024 10025', 1.3, 'W 86th St, Riverside Dr, West End Ave', {
        only: ['condo'],
      }),
      hood('Chelsea', 40.7465, -74.0014, '10011', 1.45, 'W 22nd St, W 19th St, 8th Ave, 9th Ave', { only: ['condo'] }),
      hood('Park Slope', 40.671, -73.9814, '11215', 1.05, 'Carroll St, President St, Garfield Pl, 7th Ave', {
        only: ['condo', 'townhouse'],
        built: [1885, 1912],
      }),
      hood('Harlem', 40.8116, -73.9465, '10026 10027', 0.8, 'W 122nd St, W 120th St, Lenox Ave', {
        only: ['condo', 'townhouse'],
      }),
      hood('Astoria', 40.7644, -73.9235, '11102 11105', 0.65, 'Ditmars Blvd, 31st Ave, Crescent St, 21st St', {
        hyphenated: true,
      }),
      hood('Forest Hills', 40.7181, -73.8448, '11375', 0.8, 'Austin St, Yellowstone Blvd, Ascan Ave, Burns St', {
        hyphenated: true,
      }),
      hood('Bay Ridge', 40.626, -74.03, '11209', 0.7, 'Shore Rd, Ridge Blvd, Colonial Rd, 81st St', {
        only: US_HOUSES,
      }),
    ],
  },
  {
    slug: 'los-angeles',
    name: 'Los Angeles',
    region: 'California',
    country: 'US',
    currency: 'USD',
    latitude: 34.0522,
    longitude: -118.2437,
    count: 15,
    ppsf: 750,
    houseNumbers: [100, 4800],
    lotScale: 1,
    typeWeights: { condo: 30, townhouse: 15, 'single-family': 55 },
    areas: [
      hood('Silver Lake', 34.0869, -118.2702, '90026 90039', 1.1, 'Silver Lake Blvd, Griffith Park Blvd, Hyperion Ave'),
      hood('Venice', 33.985, -118.4695, '90291', 1.5, 'Abbot Kinney Blvd, Rose Ave, Venice Blvd, Electric Ave'),
      hood('Koreatown', 34.0618, -118.3004, '90005 90010 90020', 0.85, 'Wilshire Blvd, S Berendo St, W 6th St', {
        only: ['condo', 'townhouse'],
      }),
      hood('Eagle Rock', 34.1392, -118.2127, '90041', 1.0, 'Colorado Blvd, Yosemite Dr, Eagle Rock Blvd, Merton Ave', {
        only: US_HOUSES,
      }),
      hood('Westwood', 34.0635, -118.4455, '90024', 1.25, 'Veteran Ave, Levering Ave, Kelton Ave, Wilshire Blvd'),
      hood('Highland Park', 34.1114, -118.1924, '90042', 0.95, 'N Figueroa St, York Blvd, N Avenue 56, Meridian St'),
    ],
  },
  {
    slug: 'chicago',
    name: 'Chicago',
    region: 'Illinois',
    country: 'US',
    currency: 'USD',
    latitude: 41.8781,
    longitude: -87.6298,
    count: 15,
    ppsf: 260,
    houseNumbers: [200, 5600],
    lotScale: 0.6,
    typeWeights: { condo: 45, townhouse: 15, 'single-family': 40 },
    flatStyle: 'chicago',
    areas: [
      hood('Lincoln Park', 41.9214, -87.6513, '60614', 1.6, 'N Halsted St, W Armitage Ave, N Fremont St'),
      hood('Logan Square', 41.9234, -87.7083, '60647', 1.2, 'N Kedzie Blvd, W Fullerton Ave, N Sacramento Ave'),
      hood('River North', 41.892, -87.634, '60654 60611', 1.5, 'N Wells St, W Huron St, E Ohio St, W Erie St', {
        only: ['condo'],
        built: [1995, 2022],
      }),
      hood('Hyde Park', 41.7943, -87.5907, '60615', 0.9, 'S Woodlawn Ave, S Dorchester Ave, E 55th St'),
      hood('Bridgeport', 41.8381, -87.651, '60608 60616', 0.85, 'S Halsted St, W 31st St, S Lowe Ave, S Morgan St'),
      hood('Andersonville', 41.98, -87.668, '60640', 1.1, 'N Clark St, W Balmoral Ave, N Wayne Ave, W Foster Ave'),
    ],
  },
  {
    slug: 'miami',
    name: 'Miami',
    region: 'Florida',
    country: 'US',
    currency: 'USD',
    latitude: 25.7617,
    longitude: -80.1918,
    count: 15,
    ppsf: 500,
    houseNumbers: [100, 3900],
    lotScale: 1,
    typeWeights: { condo: 55, townhouse: 10, 'single-family': 35 },
    areas: [
      hood('Brickell', 25.76, -80.1937, '33131 33129', 1.2, 'Brickell Ave, Brickell Bay Dr, S Miami Ave, SW 8th St', {
        only: ['condo'],
        built: [2000, 2024],
      }),
      hood('Coconut Grove', 25.727, -80.242, '33133', 1.35, 'Main Hwy, Tigertail Ave, S Bayshore Dr, Franklin Ave'),
      hood('Little Havana', 25.765, -80.219, '33135', 0.75, 'SW 8th St, SW 12th Ave, SW 17th Ave, SW 3rd St'),
      hood('Shenandoah', 25.753, -80.229, '33145', 0.9, 'SW 22nd St, SW 16th Ave, SW 19th Ter', { only: US_HOUSES }),
      hood('MiMo District', 25.83, -80.185, '33137 33138', 1.0, 'Biscayne Blvd, NE 4th Ave, NE 62nd St'),
      hood('Edgewater', 25.8, -80.189, '33137', 1.05, 'NE 31st St, Biscayne Blvd, NE Bayshore Ct', {
        only: ['condo'],
        built: [1998, 2024],
      }),
    ],
  },
  {
    slug: 'austin',
    name: 'Austin',
    region: 'Texas',
    country: 'US',
    currency: 'USD',
    latitude: 30.2672,
    longitude: -97.7431,
    count: 15,
    ppsf: 300,
    houseNumbers: [100, 6400],
    lotScale: 1.4,
    typeWeights: { condo: 25, townhouse: 15, 'single-family': 60 },
    areas: [
      hood('Travis Heights', 30.248, -97.74, '78704', 1.35, 'Travis Heights Blvd, Alta Vista Ave, E Live Oak St', {
        only: US_HOUSES,
      }),
      hood('Mueller', 30.298, -97.705, '78723', 1.1, 'Aldrich St, Berkman Dr, Philomena St, Zach Scott St', {
        built: [2010, 2024],
      }),
      hood('Rainey Street', 30.259, -97.739, '78701', 1.35, 'Rainey St, W 3rd St, Sabine St, Lavaca St', {
        only: ['condo'],
        built: [2005, 2024],
      }),
      hood('Hyde Park', 30.306, -97.729, '78751', 1.2, 'Avenue F, Speedway, E 43rd St, Duval St'),
      hood('East Austin', 30.262, -97.717, '78702', 1.1, 'E Cesar Chavez St, Holly St, Chicon St, E 7th St'),
      hood('Crestview', 30.348, -97.73, '78757', 1.05, 'Burnet Rd, Arroyo Seco, W Anderson Ln, Woodrow Ave'),
    ],
  },
  {
    slug: 'boston',
    name: 'Boston',
    region: 'Massachusetts',
    country: 'US',
    currency: 'USD',
    latitude: 42.3601,
    longitude: -71.0589,
    count: 15,
    ppsf: 700,
    houseNumbers: [1, 420],
    lotScale: 0.6,
    typeWeights: { condo: 50, townhouse: 20, 'single-family': 30 },
    areas: [
      hood('South End', 42.341, -71.077, '02118', 1.3, 'Tremont St, Columbus Ave, Union Park, W Canton St', {
        only: ['condo', 'townhouse'],
        built: [1850, 1900],
      }),
      hood('Back Bay', 42.3503, -71.081, '02116', 1.6, 'Commonwealth Ave, Marlborough St, Beacon St, Newbury St', {
        only: ['condo'],
      }),
      hood('Jamaica Plain', 42.31, -71.114, '02130', 0.95, 'Centre St, South St, Pond St, Eliot St'),
      hood('Dorchester', 42.3, -71.064, '02122 02124 02125', 0.75, 'Dorchester Ave, Adams St, Savin Hill Ave'),
      hood('West Roxbury', 42.28, -71.16, '02132', 0.85, 'Centre St, Corey St, Bellevue St, Park St', {
        only: US_HOUSES,
      }),
      hood('Charlestown', 42.378, -71.06, '02129', 1.15, 'Bunker Hill St, Monument Ave, Warren St, Main St'),
    ],
  },
  {
    slug: 'denver',
    name: 'Denver',
    region: 'Colorado',
    country: 'US',
    currency: 'USD',
    latitude: 39.7392,
    longitude: -104.9903,
    count: 15,
    ppsf: 400,
    houseNumbers: [100, 4900],
    lotScale: 1,
    typeWeights: { condo: 30, townhouse: 20, 'single-family': 50 },
    areas: [
      hood('Washington Park', 39.7, -104.97, '80209', 1.3, 'S Franklin St, S Gaylord St, E Mississippi Ave', {
        only: US_HOUSES,
      }),
      hood('Highlands', 39.76, -105.011, '80211', 1.2, 'W 32nd Ave, Tejon St, Zuni St, Lowell Blvd'),
      hood('Capitol Hill', 39.731, -104.98, '80203 80218', 0.95, 'E 13th Ave, Pennsylvania St, Logan St, E Colfax Ave'),
      hood('Park Hill', 39.748, -104.925, '80207', 1.05, 'Forest St, E 23rd Ave, Kearney St, Dexter St', {
        only: US_HOUSES,
      }),
      hood('Central Park', 39.762, -104.887, '80238', 1.05, 'Syracuse St, Central Park Blvd, E 35th Ave, Uinta St', {
        built: [2003, 2022],
      }),
      hood('Baker', 39.717, -104.992, '80223', 1.0, 'S Broadway, S Bannock St, S Cherokee St, S Elati St'),
    ],
  },
];

export const DEMO_CITIES: readonly DemoCity[] = CITIES.map(
  ({ slug, name, region, country, currency, latitude, longitude }) => ({
    slug,
    name,
    region,
    country,
    currency,
    latitude,
    longitude,
  }),
);

interface TypeSpec {
  noun: string;
  /** Bedroom counts with their weights. */
  beds: readonly (readonly [number, number])[];
  /** Floor area = (base + perBed * bedrooms) +/- 15%. */
  area: readonly [base: number, perBed: number];
  /** Lot area range in sq ft, before the city's lot scale; null for flats/condos. */
  lot: Range | null;
  /** Year-built eras with weights. */
  eras: readonly (readonly [number, number, number])[];
  ppsfFactor: number;
}

// prettier-ignore
const TYPES: Record<PropertyType, TypeSpec> = {
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
  condo: {
    noun: 'condo', area: [300, 380], lot: null, ppsfFactor: 1,
    beds: [[1, 35], [2, 45], [3, 20]],
    eras: [[1920, 1960, 20], [1970, 1995, 25], [2000, 2024, 55]],
  },
  townhouse: {
    noun: 'townhouse', area: [400, 450], lot: [1000, 2500], ppsfFactor: 0.95,
    beds: [[2, 30], [3, 45], [4, 25]],
    eras: [[1880, 1920, 20], [1970, 1999, 30], [2000, 2024, 50]],
  },
  'single-family': {
    noun: 'single-family home', area: [400, 520], lot: [3000, 9000], ppsfFactor: 0.95,
    beds: [[2, 15], [3, 40], [4, 30], [5, 15]],
    eras: [[1900, 1940, 40], [1945, 1975, 35], [1980, 2024, 25]],
  },
};

const FLAT_TYPES: readonly PropertyType[] = ['flat', 'condo'];
const DETACHED_TYPES: readonly PropertyType[] = ['detached', 'single-family'];
const DAY_MS = 86_400_000;
const WINDOW_START = Date.UTC(2024, 10, 1);
const WINDOW_END = Date.UTC(2026, 9, 31);
const ASKING_START = Date.UTC(2026, 6, 1);
// Inward codes never use C, I, K, M, O or V.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a; used to give each city its own PRNG stream so adding a city does not reshuffle the others. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
const pick = <T>(rng: Rng, items: ArrayLike<T>): T => items[Math.floor(rng() * items.length)];

function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  let r = rng() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1][0];
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Types for a city's listings: proportional to its weights, with at least two flats and two detached homes. */
function typeQuota(city: CitySpec, rng: Rng): PropertyType[] {
  const entries = Object.entries(city.typeWeights) as [PropertyType, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const counts = new Map(entries.map(([type, w]) => [type, (w / total) * city.count]));
  const result: PropertyType[] = [];
  for (const [type, exact] of counts) {
    const min = FLAT_TYPES.includes(type) || DETACHED_TYPES.includes(type) ? 2 : 0;
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

function ageFactor(yearBuilt: number | null, country: Country): number {
  if (yearBuilt === null) return 1;
  if (yearBuilt >= 2015) return 1.08;
  if (yearBuilt >= 1960 && yearBuilt <= 1985) return 0.93;
  return country === 'GB' && yearBuilt < 1919 ? 1.04 : 1;
}

function ukPostcode(rng: Rng, outward: string): string {
  return `${outward} ${intBetween(rng, 1, 9)}${pick(rng, INWARD_LETTERS)}${pick(rng, INWARD_LETTERS)}`;
}

function addressLine(rng: Rng, city: CitySpec, area: Neighbourhood, type: PropertyType): string {
  const street = pick(rng, area.streets);
  const [lo, hi] = city.houseNumbers;
  const number = area.hyphenated ? `${intBetween(rng, 20, 99)}-${intBetween(rng, 10, 60)}` : intBetween(rng, lo, hi);
  if (!FLAT_TYPES.includes(type)) return `${number} ${street}`;
  const floor = intBetween(rng, 1, type === 'condo' && area.built && area.built[0] >= 1995 ? 32 : 6);
  switch (city.flatStyle) {
    case 'glasgow':
      return `Flat ${floor}/${intBetween(rng, 1, 2)}, ${number} ${street}`;
    case 'edinburgh':
      return `Flat ${floor}F${intBetween(rng, 1, 3)}, ${number} ${street}`;
    case 'nyc':
      return `${number} ${street}, Apt ${floor}${pick(rng, 'ABCDEF')}`;
    case 'chicago':
      return `${number} ${street}, Unit ${floor}0${intBetween(rng, 1, 8)}`;
    default:
      return city.country === 'GB'
        ? `Flat ${intBetween(rng, 1, 40)}, ${number} ${street}`
        : `${number} ${street} #${floor}${String(intBetween(rng, 1, 20)).padStart(2, '0')}`;
  }
}

function usBathrooms(rng: Rng, type: PropertyType, beds: number): number {
  const base = type === 'condo' ? Math.max(1, beds - 1) : Math.max(1, beds - 1.5);
  return Math.min(beds + 0.5, base + pick(rng, [0, 0.5, 1]));
}

function ukBathrooms(rng: Rng, type: PropertyType, beds: number): number {
  if (type === 'flat' || type === 'bungalow') return beds >= 2 && rng() < 0.45 ? 2 : 1;
  return beds >= 4 ? intBetween(rng, 2, 3) : intBetween(rng, 1, 2);
}

function tenure(rng: Rng, city: CitySpec, type: PropertyType): ListingFacts['tenure'] {
  if (city.country !== 'GB') return null;
  // Scotland has no residential leasehold; flats there are owned outright.
  if (city.region === 'Scotland') return 'freehold';
  if (type === 'flat') return rng() < 0.92 ? 'leasehold' : 'freehold';
  return rng() < 0.04 ? 'leasehold' : 'freehold';
}

type Era = 'period' | 'interwar' | 'post-war' | 'modern' | 'new';

function eraOf(year: number | null): Era | null {
  if (year === null) return null;
  if (year < 1919) return 'period';
  if (year < 1945) return 'interwar';
  if (year < 1990) return 'post-war';
  return year >= 2015 ? 'new' : 'modern';
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five'];
const formatInt = (n: number) => n.toLocaleString('en-US');

function describe(rng: Rng, facts: Omit<ListingFacts, 'description'>, area: Neighbourhood): string {
  const { propertyType: type, country, bedrooms, bathrooms, yearBuilt } = facts;
  const gb = country === 'GB';
  const noun = TYPES[type].noun;
  const era = eraOf(yearBuilt);
  const eraWord: Record<Era, string> = {
    period: gb ? (yearBuilt !== null && yearBuilt < 1901 ? 'Victorian' : 'Edwardian') : 'turn-of-the-century',
    interwar: gb ? '1930s' : 'classic 1930s',
    'post-war': gb ? 'post-war' : 'mid-century',
    modern: 'contemporary',
    new: 'newly built',
  };
  const adjective = pick(rng, ['well-presented', 'beautifully kept', 'bright', 'spacious', 'characterful', 'stylish']);
  const lead = era ? `${eraWord[era]} ` : '';
  const setting = pick(rng, [
    `in the heart of ${area.name}`,
    `in sought-after ${area.name}`,
    `on a quiet street in ${area.name}`,
  ]);
  const opener = `A ${adjective} ${lead}${NUMBER_WORDS[bedrooms - 1]}-bedroom ${noun} ${setting}.`;

  const bathCount = Number.isInteger(bathrooms) ? NUMBER_WORDS[bathrooms - 1] : String(bathrooms);
  const bathWord = `${bathCount} bathroom${bathrooms === 1 ? '' : 's'}`;
  const perks = FLAT_TYPES.includes(type)
    ? [
        era === 'period' ? 'high ceilings with original features' : 'an open-plan living space',
        gb ? 'a private balcony' : 'in-unit laundry',
        'great natural light',
      ]
    : [
        era === 'period' ? 'original period fireplaces' : 'a generous kitchen-diner',
        gb ? 'a private rear garden' : 'a sunny backyard',
        type === 'bungalow' ? 'everything on one level' : 'off-street parking',
      ];
  const [first, second] = shuffle(rng, perks);
  const sqft = formatInt(facts.floorAreaSqft);
  const features = `The home offers ${sqft} sq ft of living space with ${bathWord}, ${first} and ${second}.`;

  const closers = [
    `Close to ${area.name}'s shops, cafés and transport links.`,
    gb ? 'Viewing is highly recommended.' : 'Schedule a tour today.',
    facts.lotAreaSqft
      ? `Set on a ${formatInt(facts.lotAreaSqft)} sq ft plot.`
      : `Moments from the best of ${facts.city}.`,
  ];
  return `${opener} ${features} ${pick(rng, closers)}`;
}

function generateListing(rng: Rng, city: CitySpec, type: PropertyType, index: number): DemoListing {
  const spec = TYPES[type];
  const candidates = city.areas.filter((a) => !a.only || a.only.includes(type));
  if (candidates.length === 0) throw new Error(`No neighbourhood in ${city.name} allows ${type}`);
  const area = pick(rng, candidates);

  const bedrooms = weighted(rng, spec.beds);
  const floorAreaSqft = Math.round((spec.area[0] + spec.area[1] * bedrooms) * between(rng, 0.85, 1.15));
  const bathrooms = city.country === 'GB' ? ukBathrooms(rng, type, bedrooms) : usBathrooms(rng, type, bedrooms);
  const lotAreaSqft = spec.lot ? Math.round((between(rng, ...spec.lot) * city.lotScale) / 10) * 10 : null;
  const [from, to] =
    area.built ??
    weighted(
      rng,
      spec.eras.map(([a, b, w]) => [[a, b] as const, w] as const),
    );
  const yearBuilt = city.country === 'GB' && rng() < 0.05 ? null : intBetween(rng, from, to);

  const priceKind = rng() < 0.75 ? 'sold' : 'asking';
  const dayMs = between(rng, priceKind === 'asking' ? ASKING_START : WINDOW_START, WINDOW_END);
  const priceDate = new Date(Math.floor(dayMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

  const sizeFactor = (floorAreaSqft / 1000) ** -0.15;
  const lotFactor = lotAreaSqft ? 1 + 0.12 * Math.log(1 + lotAreaSqft / floorAreaSqft) : 1;
  // Roughly 3% a year of house-price growth across the two-year window.
  const trend = 1 + (0.03 * (dayMs - WINDOW_START)) / (365 * DAY_MS);
  const raw =
    floorAreaSqft *
    city.ppsf *
    area.mult *
    spec.ppsfFactor *
    sizeFactor *
    lotFactor *
    ageFactor(yearBuilt, city.country) *
    trend *
    between(rng, 0.85, 1.15);

  const facts: Omit<ListingFacts, 'description'> = {
    title: `${bedrooms} bed ${spec.noun}`,
    addressLine: addressLine(rng, city, area, type),
    city: city.name,
    region: city.region,
    postalCode: city.country === 'GB' ? ukPostcode(rng, pick(rng, area.postal)) : pick(rng, area.postal),
    country: city.country,
    latitude: Number((area.lat + between(rng, -0.006, 0.006)).toFixed(6)),
    longitude: Number((area.lng + between(rng, -0.009, 0.009)).toFixed(6)),
    propertyType: type,
    bedrooms,
    bathrooms,
    floorAreaSqft,
    lotAreaSqft,
    yearBuilt,
    tenure: tenure(rng, city, type),
  };
  return {
    ...facts,
    description: describe(rng, facts, area),
    sourceRef: `demo:${city.slug}:${String(index + 1).padStart(3, '0')}`,
    actualPrice: roundPrice(raw, priceKind),
    currency: city.currency,
    priceKind,
    priceDate,
  };
}

export function generateDemoCatalogue(seed = 20261101): DemoListing[] {
  return CITIES.flatMap((city) => {
    const rng = mulberry32(seed ^ hashString(city.slug));
    return typeQuota(city, rng).map((type, i) => generateListing(rng, city, type, i));
  });
}
