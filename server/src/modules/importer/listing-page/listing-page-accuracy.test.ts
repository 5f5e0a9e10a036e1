import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listingFromPage } from '../../builder/pasted-listing';
import { extractListing } from './listing-page-importer';

/**
 * How well the importer reads portals it was not written for (issue 18): each saved page of accuracy.json goes
 * through the real reader pipeline (extractListing, then listingFromPage, which turns a draft into what a listing
 * stores), and each expected fact is compared with what would be stored. A fact the page does not state must not be
 * stored (a wrong value is worse than a missing one), and a page that is not a listing must be refused.
 */

const FIXTURES = path.resolve(__dirname, '../../../../test/fixtures/listing-pages');
const README = path.join(FIXTURES, 'README.md');

const FIELDS = [
  'country',
  'price',
  'currency',
  'bedrooms',
  'bathrooms',
  'area',
  'propertyType',
  'address',
  'coordinates',
] as const;
type Field = (typeof FIELDS)[number];

interface Expected {
  country?: string;
  price?: number;
  currency?: string;
  bedrooms?: number;
  bathrooms?: number;
  area?: { value: number; unit: 'sqft' | 'sqm' };
  propertyType?: string;
  /** The street line, which the stored address must contain (case and punctuation aside). */
  address?: string;
  coordinates?: [number, number];
}
interface ListingPage {
  portal: string;
  file: string;
  url: string;
  expected: Expected;
}
interface NotAListingPage {
  kind: string;
  file: string;
  url: string;
  /** Words the refusal must contain. */
  refusal: string;
}
interface PageSet {
  listings: ListingPage[];
  notListings: NotAListingPage[];
}
const readSet = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as PageSet;
const accuracySet = readSet('accuracy.json');
/** Portals the readers were not tuned for (issue 18 §4); its first measurement is kept in the README. */
const blindSet = readSet('blind.json');

const SQFT_PER_SQM = 10.7639;

/** Each field as the listing stores it; undefined when the import left it missing (a placeholder is stored then). */
function storedFacts(page: ListingPage): { [F in Field]?: unknown } {
  const { draft, maskedPrices } = extractListing(readFileSync(path.join(FIXTURES, page.file), 'utf8'), page.url);
  const listing = listingFromPage(draft, { sourceRef: 'test', url: page.url, accountId: 'test', maskedPrices });
  const missing = new Set<string>(listing.missingFacts);
  const unless = <T>(fact: string, value: T) => (missing.has(fact) ? undefined : value);
  return {
    country: unless('country', listing.country),
    price: unless('price', listing.actualPrice),
    currency: unless('currency', listing.currency),
    bedrooms: unless('bedrooms', listing.bedrooms),
    bathrooms: unless('bathrooms', listing.bathrooms),
    area: unless('area', listing.floorAreaSqft),
    propertyType: unless('propertyType', listing.propertyType),
    address: unless('address', [listing.addressLine, listing.city, listing.postalCode].filter(Boolean).join(', ')),
    coordinates: unless('latitude', [listing.latitude, listing.longitude]),
  };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function isRight(field: Field, expected: Expected, stored: unknown): boolean {
  switch (field) {
    case 'area': {
      const { value, unit } = expected.area!;
      return Math.abs((stored as number) - (unit === 'sqm' ? value * SQFT_PER_SQM : value)) <= 1;
    }
    case 'address':
      return ` ${words(stored as string)} `.includes(` ${words(expected.address!)} `);
    case 'coordinates': {
      const [latitude, longitude] = stored as [number, number];
      return (
        Math.abs(latitude - expected.coordinates![0]) < 1e-4 && Math.abs(longitude - expected.coordinates![1]) < 1e-4
      );
    }
    default:
      return stored === expected[field];
  }
}

interface Outcome {
  portal: string;
  field: Field;
  expected: boolean;
  right: boolean;
  /** What was stored when it is wrong, or stated where the page states nothing. */
  wrong?: unknown;
}

const outcomesOf = (set: PageSet): Outcome[] =>
  set.listings.flatMap((page) => {
    const stored = storedFacts(page);
    return FIELDS.flatMap((field): Outcome[] => {
      const value = stored[field];
      const expected = page.expected[field] !== undefined;
      if (!expected)
        return value === undefined ? [] : [{ portal: page.portal, field, expected, right: false, wrong: value }];
      if (value === undefined) return [{ portal: page.portal, field, expected, right: false }];
      const right = isRight(field, page.expected, value);
      return [{ portal: page.portal, field, expected, right, ...(!right && { wrong: value }) }];
    });
  });

/** "right/expected" per portal (rows) and field (columns), a total row and column, and the wrong values below. */
function accuracyTable(set: PageSet, outcomes: Outcome[]): string {
  const cell = (cells: Outcome[]) => {
    const expected = cells.filter((outcome) => outcome.expected);
    return expected.length ? `${expected.filter((outcome) => outcome.right).length}/${expected.length}` : '-';
  };
  const portals = set.listings.map((page) => page.portal);
  const rows = [
    ['Portal', ...FIELDS, 'All'],
    ...portals.map((portal) => {
      const mine = outcomes.filter((outcome) => outcome.portal === portal);
      return [portal, ...FIELDS.map((field) => cell(mine.filter((outcome) => outcome.field === field))), cell(mine)];
    }),
    ['**All**', ...FIELDS.map((field) => cell(outcomes.filter((outcome) => outcome.field === field))), cell(outcomes)],
  ];
  // Columns padded to their widest cell, as Prettier lays out Markdown tables (the README is checked by it).
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  const lines = rows.map(line);
  lines.splice(1, 0, line(widths.map((width) => '-'.repeat(width))));
  const wrong = outcomes.filter((outcome) => outcome.wrong !== undefined);
  lines.push(
    '',
    wrong.length
      ? `Wrong values stored: ${wrong.map((outcome) => `${outcome.portal} ${outcome.field} ${JSON.stringify(outcome.wrong)}${outcome.expected ? '' : ' (not stated)'}`).join('; ')}.`
      : 'Wrong values stored: none.',
  );
  return lines.join('\n');
}

/** The README quotes the last table of each set between these markers. */
const tableMarkers = (name: string) => [`<!-- ${name}-table:start -->`, `<!-- ${name}-table:end -->`] as const;

function quoteInReadme(name: string, table: string) {
  const [startMarker, endMarker] = tableMarkers(name);
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start === -1 || end === -1) throw new Error(`${README} has lost its ${name} table markers`);
  const updated = `${readme.slice(0, start + startMarker.length)}\n\n${table}\n${readme.slice(end)}`;
  if (updated !== readme) writeFileSync(README, updated);
}

describe.each([
  ['accuracy', 'the accuracy set', accuracySet, ['GB', 'US', 'ES']],
  ['blind', 'the blind set (portals not tuned for)', blindSet, ['GB', 'US', 'ES', 'DE', 'PT']],
] as const)('the importer on saved pages of portals it was not written for: %s', (name, title, set, countries) => {
  const outcomes = outcomesOf(set);
  const table = accuracyTable(set, outcomes);

  beforeAll(() => {
    console.log(`Listing page import accuracy on ${title} (right/expected):\n\n${table}`);
    quoteInReadme(name, table);
  });

  it(`covers at least ten portals in ${countries.join(', ')}`, () => {
    expect(new Set(set.listings.map((page) => page.portal)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(set.listings.map((page) => page.expected.country))).toEqual(new Set(countries));
  });

  it('reads at least 85% of the facts the pages state', () => {
    const expected = outcomes.filter((outcome) => outcome.expected);
    expect(expected.filter((outcome) => outcome.right).length / expected.length).toBeGreaterThanOrEqual(0.85);
  });

  it('stores no value a page does not state', () => {
    const unstated = outcomes.filter((outcome) => !outcome.expected);
    expect(unstated.map(({ portal, field, wrong }) => ({ portal, field, wrong }))).toEqual([]);
  });

  it('stores no wrong value of a fact a page states', () => {
    const wrong = outcomes.filter((outcome) => outcome.expected && outcome.wrong !== undefined);
    expect(wrong.map(({ portal, field, wrong: value }) => ({ portal, field, value }))).toEqual([]);
  });

  it.each(set.notListings.map((page) => [page.kind, page] as const))(
    'refuses a page that is not a listing: %s',
    (_, page) => {
      const html = readFileSync(path.join(FIXTURES, page.file), 'utf8');
      expect(() => extractListing(html, page.url)).toThrow(page.refusal);
    },
  );
});
