import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse, type InfoRecord } from 'csv-parse';
import type { DataSource } from 'typeorm';
import type { ImportReport } from './import-report';
import { KING_COUNTY_COLUMNS, parseSoldRecord } from './king-county-row';
import type { NewListing, ParsedRecord } from './new-listing';

export type ImportSource = 'king-county';

export interface ImportOptions {
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Called after each batch and at the end with the number of data rows read so far. */
  onProgress?(read: number): void;
  source?: ImportSource;
}

/** The file cannot be imported at all (no header, missing columns, malformed CSV); no row after the problem is read. */
export class CsvImportError extends Error {}

const SOURCES: Record<ImportSource, { columns: readonly string[]; parse: typeof parseSoldRecord }> = {
  'king-county': { columns: KING_COUNTY_COLUMNS, parse: parseSoldRecord },
};

// A statement takes at most 65,535 bind parameters: 2,000 rows of the listing's 28 columns leave room to grow.
const MAX_BATCH_SIZE = 2000;

/**
 * Streams a CSV of sold homes into the listing table. Invalid rows are reported with their line number and skipped;
 * rows whose sourceRef is already there are counted as duplicates, so re-running an import adds nothing. Batches are
 * committed as they go: after a failure, running the import again completes it.
 */
export async function importSoldRecords(
  dataSource: DataSource,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { batchSize = 1000, onProgress, source = 'king-county' } = options;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH_SIZE)
    throw new RangeError(`batchSize must be a whole number from 1 to ${MAX_BATCH_SIZE}, got ${batchSize}`);
  const { columns: required, parse: parseRecord } = SOURCES[source];
  const report: ImportReport = { read: 0, imported: 0, skippedDuplicates: 0, errors: [] };
  let columnCount = 0;
  let batch: NewListing[] = [];
  let progressReported = 0;

  const flush = async () => {
    if (batch.length) {
      const imported = await insertListings(dataSource, batch);
      report.imported += imported;
      report.skippedDuplicates += batch.length - imported;
      batch = [];
    }
    if (report.read > progressReported) {
      progressReported = report.read;
      onProgress?.(progressReported);
    }
  };

  const parser = parse({
    columns: (names: string[]) => {
      const missing = required.filter((column) => !names.includes(column));
      if (missing.length)
        throw new CsvImportError(
          `the header lacks required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ` +
            `(found: ${names.join(', ')})`,
        );
      columnCount = names.length;
      return names;
    },
    info: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    // A spreadsheet's CRLF file with lines appended by hand mixes both.
    record_delimiter: ['\r\n', '\n'],
    // A row with too few or too many fields is reported and skipped rather than ending the import.
    relax_column_count: true,
  });

  try {
    await pipeline(input, parser, async (rows: AsyncIterable<{ record: Record<string, string>; info: InfoRecord }>) => {
      for await (const { record, info } of rows) {
        report.read++;
        // info.lines is the line the record ends on: its own line unless a quoted field spans lines (csv-parse
        // counts a CRLF inside quotes as two lines, so line numbers after such a field run ahead).
        const parsed: ParsedRecord = info.error
          ? { error: `line ${info.lines}: has ${fieldCount(info)} fields, the header has ${columnCount}` }
          : parseRecord(record, info.lines);
        if ('error' in parsed) report.errors.push({ line: info.lines, message: parsed.error });
        else {
          batch.push(parsed.listing);
          if (batch.length === batchSize) await flush();
        }
      }
      await flush();
    });
  } catch (error) {
    // csv-parse's own errors (an unclosed quote...) say where they are; the stream's errors pass through.
    if (error instanceof CsvError) throw new CsvImportError(`malformed CSV: ${error.message}`);
    throw error;
  }
  if (!columnCount)
    throw new CsvImportError(`the file is empty: expected a header with columns ${required.join(', ')}`);
  return report;
}

function fieldCount(info: InfoRecord): number {
  return (info.error.record as unknown[]).length;
}

/** One multi-row INSERT; returns how many rows were new. */
async function insertListings(dataSource: DataSource, listings: NewListing[]): Promise<number> {
  const columns = Object.keys(listings[0]) as (keyof NewListing)[];
  const params: unknown[] = [];
  const tuples = listings.map(
    (listing) => `(${columns.map((column) => `$${params.push(listing[column])}`).join(', ')})`,
  );
  const inserted: unknown[] = await dataSource.query(
    `INSERT INTO listing (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}
     ON CONFLICT ("sourceRef") DO NOTHING RETURNING id`,
    params,
  );
  return inserted.length;
}
