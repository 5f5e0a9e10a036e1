import type { AreaName } from '../../i18n/words';
// Where a King County ZIP code is. The city is the one a local would name (USPS sometimes says "Seattle" or "Kent"
// for areas that have their own city); the neighbourhood is a well-known one the ZIP covers, for Seattle ZIPs and a
// few large suburban ones. ZIPs straddle neighbourhoods, so both are approximate. A record's texts name them as it is
// read (king-county-texts.ts), so the table is their one source.

// Space-separated ZIP codes by city.
const CITY_ZIPS: Record<string, string> = {
  Seattle:
    '98101 98102 98103 98104 98105 98106 98107 98108 98109 98112 98115 98116 98117 ' +
    '98118 98119 98121 98122 98125 98126 98133 98134 98136 98144 98146 98178 98199',
  Auburn: '98001 98002 98092',
  Bellevue: '98004 98005 98006 98007 98008',
  'Black Diamond': '98010',
  Bothell: '98011',
  Burien: '98148 98166',
  Carnation: '98014',
  Covington: '98042',
  'Des Moines': '98198',
  Duvall: '98019',
  Enumclaw: '98022',
  'Fall City': '98024',
  'Federal Way': '98003 98023',
  Issaquah: '98027 98029',
  Kenmore: '98028',
  Kent: '98030 98031 98032',
  Kirkland: '98033 98034',
  'Maple Valley': '98038',
  Medina: '98039',
  'Mercer Island': '98040',
  'North Bend': '98045',
  Pacific: '98047',
  Ravensdale: '98051',
  Redmond: '98052 98053',
  Renton: '98055 98056 98057 98058 98059',
  Sammamish: '98074 98075',
  SeaTac: '98188',
  Shoreline: '98155 98177',
  Skykomish: '98288',
  Snoqualmie: '98065',
  Tukwila: '98168',
  Vashon: '98013 98070',
  Woodinville: '98072 98077',
};

// The neighbourhoods by ZIP, each as it is named ("Fremont", "Wallingford"); a sentence joins them in its language.
const NEIGHBOURHOODS: Record<string, readonly string[]> = {
  '98004': ['West Bellevue'],
  '98005': ['Bridle Trails'],
  '98006': ['Somerset', 'Newport Hills'],
  '98007': ['Crossroads'],
  '98008': ['Lake Hills'],
  '98029': ['Issaquah Highlands'],
  '98030': ['East Hill'],
  '98034': ['Juanita', 'Totem Lake'],
  '98058': ['Fairwood'],
  '98101': ['Downtown Seattle'],
  '98102': ['Eastlake', 'North Capitol Hill'],
  '98103': ['Fremont', 'Wallingford'],
  '98104': ['Pioneer Square'],
  '98105': ['University District'],
  '98106': ['Delridge'],
  '98107': ['Ballard'],
  '98108': ['Georgetown'],
  '98109': ['Lower Queen Anne'],
  '98112': ['Capitol Hill', 'Madison Park'],
  '98115': ['Ravenna', 'Wedgwood'],
  '98116': ['Alki'],
  '98117': ['North Ballard'],
  '98118': ['Columbia City'],
  '98119': ['Queen Anne'],
  '98121': ['Belltown'],
  '98122': ['Central District'],
  '98125': ['Lake City'],
  '98126': ['West Seattle'],
  '98133': ['Bitter Lake'],
  '98134': ['SoDo'],
  '98136': ['Fauntleroy'],
  '98144': ['Mount Baker'],
  '98146': ['White Center'],
  '98177': ['Richmond Beach'],
  '98178': ['Rainier Beach', 'Skyway'],
  '98199': ['Magnolia'],
};

// Names English says with "the" ("near the University District").
const NAMED_WITH_ARTICLE: ReadonlySet<string> = new Set(['University District', 'Central District']);

/** The cities the table knows, for checks of what a text claims. */
export const KING_COUNTY_CITIES: readonly string[] = Object.keys(CITY_ZIPS);

const CITY_BY_ZIP = new Map(
  Object.entries(CITY_ZIPS).flatMap(([city, zips]) => zips.split(' ').map((zip) => [zip, city])),
);

/** The city of a ZIP ('King County' for one not in the table). */
export function kingCountyCity(zip: string): string {
  return CITY_BY_ZIP.get(zip) ?? 'King County';
}

/** The neighbourhood a ZIP covers, where the table names one (not for a ZIP whose area is its city). */
export function kingCountyNeighbourhood(zip: string): AreaName | null {
  const names = NEIGHBOURHOODS[zip];
  return names ? { names, definite: names.some((name) => NAMED_WITH_ARTICLE.has(name)) } : null;
}

/** The ZIPs of the neighbourhoods whose name contains this text, whatever its case: a search by place finds them. */
export function kingCountyZipsNamed(text: string): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return Object.entries(NEIGHBOURHOODS)
    .filter(([, names]) => names.some((name) => name.toLowerCase().includes(wanted)))
    .map(([zip]) => zip);
}
