import { ListingEntity } from '../../modules/listing/listing.entity';
import {
  listingAddressLine,
  listingDescription,
  listingSource,
  listingTitle,
} from '../../modules/listing/listing-texts';
import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/**
 * The machine-composed texts migration: rows the King County importer and the builder wrote in English lose the
 * machine's words (composed as they are read, in the reader's locale), keep what people wrote, and go back down.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await undoMigrationsThrough(database.dataSource, 'MachineComposedTexts1765350000000');
});
afterAll(() => database?.drop());

// The first sale of the King County file, as the importer wrote it before (its facts, and its texts in English).
const RECORD_DESCRIPTION =
  'Three bedrooms and one bathroom in a single-level house in Rainier Beach and Skyway. ' +
  '1,180 sq ft of living space on a 5,650 sq ft lot. Built in 1955. Condition rated average (3 of 5). ' +
  'Building grade 7 of 13 (average). Rainier Beach and Skyway, Seattle; sold October 2014.';
// In the order of their references.
const OLD_ROWS = [
  {
    sourceRef: 'kc:7129300520:2014-10-13',
    title: '3 bed house',
    addressLine: 'Home near Rainier Beach and Skyway',
    description: RECORD_DESCRIPTION,
    source: 'King County public sale record',
    sourceUrl: null,
  },
  // The same sale from a creator's CSV, whose title, address and description the creator rewrote.
  {
    sourceRef: 'kc:7129300520:2014-10-13:csv:someone:0123456789abcdef',
    title: 'Our first home',
    addressLine: '9400 Rainier Ave S',
    description: 'Where we lived for ten years. Building grade 7 of 13, they said.',
    source: 'King County public sale record',
    sourceUrl: null,
  },
  {
    sourceRef: 'url:https://www.rightmove.co.uk/properties/1',
    title: 'Two bedroom flat',
    addressLine: '3 Old High Street',
    description: 'A flat.',
    source: 'Listing on rightmove.co.uk',
    sourceUrl: 'https://www.rightmove.co.uk/properties/1',
  },
];

async function insertOldRows(): Promise<void> {
  for (const row of OLD_ROWS)
    await database.dataSource.query(
      `INSERT INTO listing ("sourceRef", title, "addressLine", description, source, "sourceUrl", city, region,
         "postalCode", country, latitude, longitude, "propertyType", bedrooms, bathrooms, "floorAreaSqft",
         "lotAreaSqft", "yearBuilt", floors, waterfront, "viewRating", condition, "actualPrice", currency, "priceKind",
         "priceDate")
       VALUES ($1, $2, $3, $4, $5, $6, 'Seattle', 'Washington', '98178', 'US', 47.5112, -122.257, 'single-family', 3,
         1, 1180, 5650, 1955, 1, false, 0, 3, 221900, 'USD', 'sold', '2014-10-13')`,
      [row.sourceRef, row.title, row.addressLine, row.description, row.source, row.sourceUrl],
    );
}

const rowsWritten = () =>
  database.dataSource.query(
    `SELECT "sourceRef", title, "addressLine", description, source, grade FROM listing ORDER BY "sourceRef"`,
  );

it('leaves the machine-written texts to be composed as read, keeps what people wrote, and reads as before', async () => {
  await insertOldRows();
  await database.dataSource.runMigrations({ transaction: 'each' });

  expect(await rowsWritten()).toEqual([
    {
      sourceRef: 'kc:7129300520:2014-10-13',
      title: null,
      addressLine: null,
      description: null,
      source: null,
      grade: 7,
    },
    {
      sourceRef: 'kc:7129300520:2014-10-13:csv:someone:0123456789abcdef',
      title: 'Our first home',
      addressLine: '9400 Rainier Ave S',
      description: 'Where we lived for ten years. Building grade 7 of 13, they said.',
      source: null,
      grade: null,
    },
    {
      sourceRef: 'url:https://www.rightmove.co.uk/properties/1',
      title: 'Two bedroom flat',
      addressLine: '3 Old High Street',
      description: 'A flat.',
      source: null,
      grade: null,
    },
  ]);

  const listings = await database.dataSource.getRepository(ListingEntity).find({ order: { sourceRef: 'ASC' } });
  const read = (locale: 'en' | 'es') =>
    listings.map((listing) => [
      listingTitle(listing, locale),
      listingAddressLine(listing, locale),
      listingDescription(listing, locale),
      listingSource(listing, locale),
    ]);
  // The default site reads every row as it read before the migration.
  expect(read('en')).toEqual(OLD_ROWS.map((row) => [row.title, row.addressLine, row.description, row.source]));
  const [record, rewritten, pasted] = read('es');
  expect(record).toEqual([
    'Casa de 3 dormitorios',
    'Casa cerca de Rainier Beach y Skyway',
    expect.stringMatching(
      /^Tres dormitorios y un baño en una casa de una planta en Rainier Beach y Skyway\. .*\(media\)\./,
    ),
    'Registro público de ventas del condado de King',
  ]);
  expect(rewritten.slice(0, 3)).toEqual(['Our first home', '9400 Rainier Ave S', OLD_ROWS[1]!.description]);
  expect(pasted[3]).toBe('Anuncio en rightmove.co.uk');
});

it('writes the English back going down: titles and sources as they were, the address by its ZIP', async () => {
  await undoMigrationsThrough(database.dataSource, 'MachineComposedTexts1765350000000');
  const rows = await database.dataSource.query(
    `SELECT "sourceRef", title, "addressLine", source FROM listing ORDER BY "sourceRef"`,
  );
  expect(rows).toEqual([
    {
      sourceRef: 'kc:7129300520:2014-10-13',
      title: '3 bed house',
      addressLine: 'Home in ZIP 98178',
      source: 'King County public sale record',
    },
    expect.objectContaining({ title: 'Our first home', source: 'King County public sale record' }),
    expect.objectContaining({ title: 'Two bedroom flat', source: 'Listing on rightmove.co.uk' }),
  ]);
  const [{ nullable }] = await database.dataSource.query(
    `SELECT string_agg(column_name, ',' ORDER BY column_name) AS nullable FROM information_schema.columns
     WHERE table_name = 'listing' AND column_name IN ('title', 'addressLine', 'description', 'source', 'grade')
       AND is_nullable = 'YES'`,
  );
  expect(nullable).toBeNull();
  await database.dataSource.runMigrations({ transaction: 'each' });
});
