import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ballpark/common/game-builder';
import { groupDigits } from '@ballpark/common/price-format';
import { PRICE_GUESS_LIMITS } from '@ballpark/common/price-input';
import { wordsIn } from '../../i18n';
import type { NewListing } from '../importer/new-listing';

/** One row of a CSV as written: its values, and the line of the file it starts on. */
export interface CsvRow {
  line: number;
  values: string[];
}

/**
 * The rows of a CSV, header first, each with the line it starts on (blank lines are skipped, a quoted value may span
 * lines). Rows may differ in length: a short row is one row's problem, not the file's. Throws where the file cannot
 * be read as CSV at all (an unclosed quote).
 */
export function readCsvRows(csv: string): CsvRow[] {
  // With info and raw, each record comes with them (csv-parse's types give plain arrays whatever the options).
  const records = parseCsv(csv, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    raw: true,
  }) as unknown as { record: string[]; raw: string; info: { lines: number } }[];
  return records.map(({ record, raw, info }) => {
    // info.lines is the line the row ends on; its raw text holds the blank lines skipped before it.
    const ownText = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
    return { line: info.lines - (ownText.match(/\n/g)?.length ?? 0), values: record };
  });
}

/**
 * Whether a CSV is beyond what the builder takes at once, by its bytes (checked before reading it) and its rows once
 * read; the builder's form states and checks the same limits (CSV_MAX_*).
 */
export function csvTooLarge(csv: string, rowCount = 0): boolean {
  return Buffer.byteLength(csv) > CSV_MAX_BYTES || rowCount > CSV_MAX_ROWS;
}

/**
 * The key of a CSV row's listing: the creator's own, by the row's facts. A row keeps the facts it gives: it never
 * becomes a catalogue record or another account's row of the same sale (whose facts may differ, and whose reuse would
 * tell the creator what the catalogue holds); the same row again is the same listing.
 */
export function csvListingRef(listing: NewListing, accountId: string): string {
  const facts = createHash('sha256').update(JSON.stringify(listing)).digest('hex').slice(0, 16);
  return `${listing.sourceRef}:csv:${accountId}:${facts}`;
}

/** The builder's CSV sentences that need more than a word (`wordsIn(locale).builder.csv`), in the brand's locale. */
export const CSV_WORDS = {
  tooLarge: (locale: BrandLocale) => wordsIn(locale).builder.csv.tooLarge(CSV_MAX_BYTES / 1000, CSV_MAX_ROWS),
  /** A price no guess can reach (PRICE_GUESS_LIMITS): nobody could score on the home. Null when it is guessable. */
  unguessablePrice: (locale: BrandLocale, line: number, price: number): string | null => {
    const words = wordsIn(locale).builder.csv;
    const show = (amount: number) => groupDigits(amount, locale);
    const { min, max } = PRICE_GUESS_LIMITS;
    if (price < min) return words.priceBelow(line, show(price), show(min));
    if (price > max) return words.priceAbove(line, show(price), show(max));
    return null;
  },
};
