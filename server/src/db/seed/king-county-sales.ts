import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { NewListing } from '../../modules/importer/new-listing';
import { parseSoldRecord } from '../../modules/importer/king-county-row';
import DEMO_SALE_REFS from './king-county-demo-sales.json';
import { hashString } from '../../platform/seeded-random';

export const KING_COUNTY_FILE = 'data/king-county-house-sales-2014-2015.csv';
/** How many sales the demo catalogue carries. */
export const DEMO_SALES_COUNT = 300;

/**
 * The project's copy of the King County records, found from this file upwards: the same code runs from
 * `server/src` (tests) and from `server/dist/server/src` (`npm start`, the Docker image), whatever the working
 * directory.
 */
export function kingCountyCsvPath(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, KING_COUNTY_FILE);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error(`the demo catalogue needs ${KING_COUNTY_FILE}, which is not in any folder above ${from}`);
  }
}

/**
 * The valid sales of the file, or only those whose source references are given; rows the importer would skip are
 * skipped here too.
 */
export function readKingCountySales(file: string, only?: ReadonlySet<string>): NewListing[] {
  const text = fs.readFileSync(file, 'utf8');
  // Picking the wanted lines before parsing keeps the seed fast: a row's reference is made of its first two fields.
  const lines = text.split(/\r?\n/);
  const wanted = only ? [lines[0], ...lines.slice(1).filter((line) => only.has(referenceOf(line)))].join('\n') : text;
  const records: Record<string, string>[] = parse(wanted, { columns: true, bom: true, trim: true });
  return records.flatMap((record, index) => {
    const parsed = parseSoldRecord(record, index + 2);
    return 'listing' in parsed ? [parsed.listing] : [];
  });
}

/** "7129300520,20141013T000000,..." to "kc:7129300520:2014-10-13", as parseSoldRecord names the sale. */
function referenceOf(line: string): string {
  const [id = '', date = ''] = line.split(',', 2);
  return `kc:${id.trim().padStart(10, '0')}:${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}

let cached: NewListing[] | undefined;

/**
 * The demo's King County sales, read once per process: the records named in king-county-demo-sales.json, which
 * `npm run select-demo-sales -w server` writes from selectDemoSales (a test keeps the two in step).
 */
export function loadKingCountyDemoSales(): NewListing[] {
  if (!cached) {
    const byRef = new Map(
      readKingCountySales(kingCountyCsvPath(), new Set(DEMO_SALE_REFS)).map((sale) => [sale.sourceRef, sale]),
    );
    const missing = DEMO_SALE_REFS.filter((ref) => !byRef.has(ref));
    if (missing.length) throw new Error(`${KING_COUNTY_FILE} lacks the demo's sales ${missing.join(', ')}`);
    // In the order of the selection, which the games' pools are dealt from.
    cached = DEMO_SALE_REFS.map((ref) => byRef.get(ref)!);
  }
  return cached;
}

/** The traits a selection spreads over, each as a bin of the listing. */
const TRAITS: readonly ((listing: NewListing) => string | number)[] = [
  (l) => Math.floor(Math.log(l.actualPrice / 80_000) / Math.log(1.4)),
  (l) => Math.floor(Math.log(l.floorAreaSqft / 400) / Math.log(1.35)),
  (l) => Math.floor((l.yearBuilt ?? 0) / 15),
  (l) => l.viewRating ?? 0,
  (l) => (l.waterfront ? 1 : 0),
  (l) => l.propertyType,
  (l) => l.condition ?? 0,
  (l) => l.floors ?? 0,
  (l) => l.postalCode,
];

/**
 * A deterministic selection spread over price, size, age, view, waterfront, type, condition, levels and place:
 * each trait's bins are aimed at shares proportional to the square root of their frequency in the records, so rare
 * homes (waterfront, excellent views, mansions, poor condition) appear far more often than in the records, yet
 * common ones still dominate. Greedily, each pick is the home whose bins are most under their aim; ties go to a
 * hash of the record, not to the file's order. Parcels sold twice in the period are left out (one home, two prices).
 */
export function selectDemoSales(sales: readonly NewListing[], count: number): NewListing[] {
  const parcelCounts = new Map<string, number>();
  const parcel = (l: NewListing) => l.sourceRef.split(':')[1];
  for (const sale of sales) parcelCounts.set(parcel(sale), (parcelCounts.get(parcel(sale)) ?? 0) + 1);
  const candidates = sales
    .filter(
      (l) =>
        parcelCounts.get(parcel(l)) === 1 &&
        l.city !== 'King County' &&
        l.bedrooms >= 1 &&
        l.bedrooms <= 7 &&
        l.bathrooms >= 0.75 &&
        l.floorAreaSqft >= 400 &&
        l.yearBuilt !== null,
    )
    .sort((a, b) => hashString(a.sourceRef) - hashString(b.sourceRef) || a.sourceRef.localeCompare(b.sourceRef));

  // Per trait: each candidate's bin, each bin's members and its aimed share of the selection.
  const traits = TRAITS.map((trait) => {
    const ids = new Map<string | number, number>();
    const binOf = Int32Array.from(candidates, (listing) => {
      const key = trait(listing);
      if (!ids.has(key)) ids.set(key, ids.size);
      return ids.get(key)!;
    });
    const members: number[][] = Array.from({ length: ids.size }, () => []);
    binOf.forEach((bin, i) => members[bin].push(i));
    const roots = members.map((list) => Math.sqrt(list.length));
    const total = roots.reduce((sum, root) => sum + root, 0);
    return { binOf, members, aims: roots.map((root) => root / total) };
  });
  // A candidate's gain at selection size k is aim * k - taken, summed over its bins: kept as the two sums.
  const aim = new Float64Array(candidates.length);
  const taken = new Float64Array(candidates.length);
  for (const { binOf, aims } of traits) binOf.forEach((bin, i) => (aim[i] += aims[bin]));
  const chosen: NewListing[] = [];
  const picked = new Uint8Array(candidates.length);
  while (chosen.length < Math.min(count, candidates.length)) {
    const size = chosen.length + 1;
    let best = -1;
    for (let i = 0; i < candidates.length; i++) {
      if (!picked[i] && (best < 0 || aim[i] * size - taken[i] > aim[best] * size - taken[best])) best = i;
    }
    picked[best] = 1;
    chosen.push(candidates[best]);
    for (const { binOf, members } of traits) for (const i of members[binOf[best]]) taken[i] += 1;
  }
  return chosen;
}
