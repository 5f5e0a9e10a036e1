// The listing vocabulary, and the demo catalogue: real King County sales for the US, illustrative homes for the UK.

import type { NewListing } from '../../modules/importer/new-listing';
import { generateIllustrativeHomes } from './illustrative-homes';
import { loadKingCountyDemoSales } from './king-county-sales';

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
  floors: number | null;
  waterfront: boolean;
  viewRating: number | null;
  condition: number | null;
  yearRenovated: number | null;
  illustrative: boolean;
  description: string;
}

/** Every home the demo seed writes: the illustrative UK homes, then the chosen King County sales. */
export function buildDemoCatalogue(): NewListing[] {
  return [...generateIllustrativeHomes(), ...loadKingCountyDemoSales()];
}
