import type { BrandLocale } from '@ballpark/common/brand-components';
import type { PropertyType } from '@ballpark/common/listing-vocabulary';
import { wordsIn, type ServerWords } from '../../i18n';
import { KING_COUNTY_REF_PREFIX } from '../listing/king-county-texts';
import { kingCountyCity } from '../listing/king-county-zips';
import type { NewListing, ParsedRecord } from './new-listing';

/** The columns a King County sales file must have; any others (year, month, sqft_above...) are ignored. */
export const KING_COUNTY_COLUMNS = [
  'id',
  'date',
  'price',
  'bedrooms',
  'bathrooms',
  'sqft_living',
  'sqft_lot',
  'floors',
  'waterfront',
  'view',
  'condition',
  'grade',
  'yr_built',
  'yr_renovated',
  'zipcode',
  'lat',
  'long',
] as const;

type Column = (typeof KING_COUNTY_COLUMNS)[number];

const MAX_INT4 = 2_147_483_647;
// The data has no property type: a house of two or more floors on a lot this small is most likely a townhouse.
const TOWNHOUSE_MAX_LOT_SQFT = 2000;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

type SoldRecordWords = ServerWords['importer']['soldRecord'];

/** Why a column's value cannot be read, written once the reader's locale is known. */
class FieldError extends Error {
  constructor(readonly wording: (words: SoldRecordWords) => string) {
    super(wording(wordsIn('en').importer.soldRecord));
  }
}

/**
 * Maps one row of the King County house sales data set to a listing, or says why it cannot: the error names the
 * line and the column, in the locale of whoever reads it (a creator's brand's; the command-line importer and the seed
 * read English). The listing holds the record's facts (its grade too); its title, address line, description and
 * source are left null, composed from those facts in the reader's locale as it is read (listing/listing-texts.ts).
 */
export function parseSoldRecord(
  record: Record<string, string>,
  lineNumber: number,
  locale: BrandLocale = 'en',
): ParsedRecord {
  try {
    return { listing: toListing(record) };
  } catch (error) {
    if (error instanceof FieldError) {
      const words = wordsIn(locale).importer.soldRecord;
      return { error: words.line(lineNumber, error.wording(words)) };
    }
    throw error;
  }
}

function toListing(record: Record<string, string>): NewListing {
  const id = value(record, 'id');
  if (!/^\d+$/.test(id)) throw new FieldError((words) => (id ? words.idDigits(id) : words.missing('id')));
  const priceDate = saleDate(value(record, 'date'));
  const latestYear = Number(priceDate.slice(0, 4)) + 1;
  const price = number(record, 'price', { above: 0, max: MAX_INT4, whole: true });
  const bedrooms = number(record, 'bedrooms', { min: 0, max: 100, whole: true });
  const bathrooms = number(record, 'bathrooms', { min: 0, max: 100 });
  const floorAreaSqft = number(record, 'sqft_living', { above: 0, max: MAX_INT4, whole: true });
  const lotAreaSqft = optionalNumber(record, 'sqft_lot', { above: 0, max: MAX_INT4, whole: true });
  const floors = number(record, 'floors', { min: 1, max: 10 });
  const waterfront = number(record, 'waterfront', { min: 0, max: 1, whole: true });
  const view = number(record, 'view', { min: 0, max: 4, whole: true });
  const condition = number(record, 'condition', { min: 1, max: 5, whole: true });
  const grade = number(record, 'grade', { min: 1, max: 13, whole: true });
  const yearBuilt = optionalNumber(record, 'yr_built', { min: 1800, max: latestYear, whole: true });
  // 0 means never renovated.
  const renovated = optionalNumber(record, 'yr_renovated', { min: 0, max: latestYear, whole: true }) || null;
  if (renovated !== null && renovated < 1800) throw new FieldError((words) => words.renovated(renovated));
  const postalCode = value(record, 'zipcode');
  if (!/^\d{5}$/.test(postalCode))
    throw new FieldError((words) => (postalCode ? words.zipcode(postalCode) : words.missing('zipcode')));
  const latitude = number(record, 'lat', { min: -90, max: 90 });
  const longitude = number(record, 'long', { min: -180, max: 180 });

  const propertyType: PropertyType =
    lotAreaSqft !== null && lotAreaSqft < TOWNHOUSE_MAX_LOT_SQFT && floors >= 2 ? 'townhouse' : 'single-family';

  return {
    // Parcel numbers are 10 digits; some copies of the data lost their leading zeros.
    sourceRef: `${KING_COUNTY_REF_PREFIX}${id.padStart(10, '0')}:${priceDate}`,
    title: null,
    addressLine: null,
    city: kingCountyCity(postalCode),
    region: 'Washington',
    postalCode,
    country: 'US',
    latitude,
    longitude,
    propertyType,
    bedrooms,
    bathrooms,
    floorAreaSqft,
    lotAreaSqft,
    yearBuilt,
    tenure: null,
    floors,
    waterfront: waterfront === 1,
    viewRating: view,
    condition,
    yearRenovated: renovated,
    grade,
    description: null,
    illustrative: false,
    source: null,
    actualPrice: price,
    currency: 'USD',
    priceKind: 'sold',
    priceDate,
  };
}

function value(record: Record<string, string>, column: Column): string {
  return (record[column] ?? '').trim();
}

/** '20141013T000000' (the time is always midnight) to '2014-10-13'. */
function saleDate(raw: string): string {
  if (!raw) throw new FieldError((words) => words.missing('date'));
  const match = /^(\d{4})(\d{2})(\d{2})(T\d{6})?$/.exec(raw);
  if (!match) throw new FieldError((words) => words.dateShape(raw));
  const [year, month, day] = match.slice(1, 4).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new FieldError((words) => words.dateReal(raw));
  return `${match[1]}-${match[2]}-${match[3]}`;
}

interface Bounds {
  /** Exclusive lower bound. */
  above?: number;
  min?: number;
  max: number;
  whole?: boolean;
}

function number(record: Record<string, string>, column: Column, bounds: Bounds): number {
  const parsed = optionalNumber(record, column, bounds);
  if (parsed === null) throw new FieldError((words) => words.missing(column));
  return parsed;
}

function optionalNumber(record: Record<string, string>, column: Column, bounds: Bounds): number | null {
  const raw = value(record, column);
  if (!raw) return null;
  if (!NUMBER.test(raw)) throw new FieldError((words) => words.number(column, raw));
  const parsed = Number(raw);
  if (bounds.whole && !Number.isInteger(parsed)) throw new FieldError((words) => words.whole(column, raw));
  const { above, min, max } = bounds;
  if (above !== undefined && parsed <= above) throw new FieldError((words) => words.above(column, above, raw));
  if (min !== undefined && parsed < min) throw new FieldError((words) => words.atLeast(column, min, raw));
  if (parsed > max) throw new FieldError((words) => words.atMost(column, max, raw));
  return parsed;
}
