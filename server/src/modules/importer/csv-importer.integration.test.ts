import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { REPO_ROOT } from '../../platform/config';
import { ListingEntity } from '../listing/listing.entity';
import { CsvImportError, importSoldRecords } from './csv-importer';

const KING_COUNTY_CSV = path.resolve(REPO_ROOT, 'data/king-county-house-sales-2014-2015.csv');
const KING_COUNTY_ROWS = 21_613;

const HEADER =
  'id,date,year,month,month_year,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,condition,' +
  'grade,sqft_above,sqft_basement,yr_built,yr_renovated,zipcode,lat,long,sqft_living15,sqft_lot15';

/** A data line in the King County layout; ids below 100 are not in the real file. */
function saleLine(id: number, changes: { price?: string; sqft_living?: string } = {}): string {
  const { price = '450000', sqft_living = '1800' } = changes;
  return (
    `${id},20150102T000000,2015,01,01/2015,${price},3,2,${sqft_living},6000,1,0,0,3,7,1800,0,1978,0,98052,` +
    '47.67,-122.12,1800,6000'
  );
}

let database: TestDatabase;
let tempDir: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ballpark-import-'));
});
afterAll(async () => {
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  await database?.drop();
});

function listingCount(): Promise<number> {
  return database.dataSource.getRepository(ListingEntity).count();
}

function importFile(file: string, options?: Parameters<typeof importSoldRecords>[2]) {
  return importSoldRecords(database.dataSource, fs.createReadStream(file), options);
}

function importText(text: string, options?: Parameters<typeof importSoldRecords>[2]) {
  return importSoldRecords(database.dataSource, Readable.from([text]), options);
}

describe('importing the King County sales file', () => {
  it('imports all 21,613 sales in well under a minute', async () => {
    const started = performance.now();
    const report = await importFile(KING_COUNTY_CSV);
    const elapsedMs = performance.now() - started;

    expect(report).toEqual({ read: KING_COUNTY_ROWS, imported: KING_COUNTY_ROWS, skippedDuplicates: 0, errors: [] });
    expect(await listingCount()).toBe(KING_COUNTY_ROWS);
    expect(elapsedMs).toBeLessThan(60_000);

    const listings = database.dataSource.getRepository(ListingEntity);
    expect(await listings.findOneByOrFail({ sourceRef: 'kc:7129300520:2014-10-13' })).toMatchObject({
      actualPrice: 221900,
      bedrooms: 3,
      bathrooms: 1,
      floorAreaSqft: 1180,
      postalCode: '98178',
      city: 'Seattle',
      priceDate: '2014-10-13',
      priceKind: 'sold',
      currency: 'USD',
    });
    // Stored as "1.23E+06" in the file.
    expect((await listings.findOneByOrFail({ sourceRef: 'kc:7237550310:2014-05-12' })).actualPrice).toBe(1_230_000);
    // Every ZIP code in the file is in the ZIP table.
    expect(await listings.countBy({ city: 'King County' })).toBe(0);
  });

  it('imports nothing new when run again', async () => {
    const report = await importFile(KING_COUNTY_CSV);

    expect(report).toEqual({ read: KING_COUNTY_ROWS, imported: 0, skippedDuplicates: KING_COUNTY_ROWS, errors: [] });
    expect(await listingCount()).toBe(KING_COUNTY_ROWS);
  });
});

describe('importing a file with bad rows', () => {
  it('skips each bad row, naming its line, and imports the rest', async () => {
    const file = path.join(tempDir, 'sales.csv');
    fs.writeFileSync(
      file,
      [
        HEADER, // line 1
        saleLine(1), // 2
        saleLine(2, { price: 'abc' }), // 3
        saleLine(3), // 4
        saleLine(4, { sqft_living: '-1800' }), // 5
        '5,20150102T000000,2015,01', // 6: too few fields
        saleLine(1), // 7: the same sale as line 2
        saleLine(6), // 8
      ].join('\r\n') + '\r\n',
    );
    const before = await listingCount();
    const progress: number[] = [];

    const report = await importFile(file, { batchSize: 2, onProgress: (read) => progress.push(read) });

    expect(report).toEqual({
      read: 7,
      imported: 3,
      skippedDuplicates: 1,
      errors: [
        { line: 3, message: 'line 3: price must be a number, got "abc"' },
        { line: 5, message: 'line 5: sqft_living must be greater than 0, got -1800' },
        { line: 6, message: 'line 6: has 4 fields, the header has 24' },
      ],
    });
    expect(await listingCount()).toBe(before + 3);
    const imported = await database.dataSource.query(
      `SELECT "sourceRef" FROM listing WHERE "sourceRef" LIKE 'kc:00000000%' ORDER BY "sourceRef"`,
    );
    expect(imported.map((row: { sourceRef: string }) => row.sourceRef)).toEqual([
      'kc:0000000001:2015-01-02',
      'kc:0000000003:2015-01-02',
      'kc:0000000006:2015-01-02',
    ]);
    expect(progress).toEqual([3, 7]);
  });

  it('reads a file that mixes CRLF and LF line endings', async () => {
    const report = await importText(`${HEADER}\r\n${saleLine(21)}\n${saleLine(22, { price: '' })}\r\n${saleLine(23)}`);

    expect(report).toMatchObject({ read: 3, imported: 2, errors: [{ line: 3, message: 'line 3: price is missing' }] });
  });

  it('fails fast on a header without the required columns, naming them', async () => {
    const before = await listingCount();
    const header = HEADER.replace('price,', 'sale_price,').replace(',zipcode', ',zip');

    const result = importText(`${header}\n${saleLine(10)}\n`);

    await expect(result).rejects.toThrow(CsvImportError);
    await expect(result).rejects.toThrow(/lacks required columns price, zipcode/);
    expect(await listingCount()).toBe(before);
  });

  it('fails on an empty file and on malformed CSV', async () => {
    await expect(importText('')).rejects.toThrow(/the file is empty: expected a header with columns id, date, price/);
    await expect(importText(`${HEADER}\n"${saleLine(11)}\n`)).rejects.toThrow(/malformed CSV: Quote Not Closed/);
  });

  it('passes on the error of the input stream', async () => {
    await expect(importFile(path.join(tempDir, 'missing.csv'))).rejects.toThrow(/ENOENT/);
  });
});
