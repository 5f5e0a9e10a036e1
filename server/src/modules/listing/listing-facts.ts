import type { Country, PropertyType, Tenure } from '@ballpark/common/listing-vocabulary';

/** A home's public facts, as the seed writes them and the pictures are drawn from (never its price). */
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
  tenure: Tenure | null;
  floors: number | null;
  waterfront: boolean;
  viewRating: number | null;
  condition: number | null;
  yearRenovated: number | null;
  illustrative: boolean;
  description: string;
}
