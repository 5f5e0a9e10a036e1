/** What a map marker needs: where the home is and what to call it (maps never get prices). */
export interface MapHome {
  id: string;
  title: string;
  city: string;
  region?: string;
  country: string;
  latitude: number;
  longitude: number;
  /** The round of the game, drawn in the marker when given. */
  round?: number;
}

const COUNTRY_NAMES: Record<string, string> = { GB: 'United Kingdom', US: 'United States' };

export function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

/** "Map of 5 homes: London, Manchester and Leeds" — the text alternative of a map. */
export function describeHomes(homes: readonly MapHome[]): string {
  const cities = [...new Set(homes.map((home) => home.city))];
  const list =
    cities.length > 1 ? `${cities.slice(0, -1).join(', ')} and ${cities[cities.length - 1]}` : (cities[0] ?? '');
  return homes.length === 1 ? `Map showing where the home is: ${list}` : `Map of ${homes.length} homes in ${list}`;
}
