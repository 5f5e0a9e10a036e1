import {
  createTestDatabase,
  undoMigrationsAfter,
  undoMigrationsThrough,
  type TestDatabase,
} from '../../../test/test-database';

/** The listing record facts migration: labels the rows already there, and goes back down cleanly. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database?.drop());

const columnsOfListing = async () =>
  (
    await database.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'listing' ORDER BY column_name`,
    )
  ).map((row: { column_name: string }) => row.column_name);

it('labels existing demo homes illustrative and King County ones by their source, and reverts', async () => {
  // The listing as this migration left it: later migrations add columns of their own.
  await undoMigrationsAfter(database.dataSource, 'ListingRecordFacts1764300000000');
  const withFacts = await columnsOfListing();
  await undoMigrationsThrough(database.dataSource, 'ListingRecordFacts1764300000000');
  const before = await columnsOfListing();
  expect(withFacts.filter((column: string) => !before.includes(column)).sort()).toEqual(
    ['condition', 'floors', 'illustrative', 'source', 'viewRating', 'waterfront', 'yearRenovated'].sort(),
  );
  for (const ref of ['demo:london:001', 'kc:0000000001:2014-10-13'])
    await database.dataSource.query(
      `INSERT INTO listing ("sourceRef", title, "addressLine", city, region, "postalCode", country, latitude, longitude,
         "propertyType", bedrooms, bathrooms, "floorAreaSqft", "actualPrice", currency, "priceKind", "priceDate")
       VALUES ($1, 't', 'a', 'c', 'r', 'p', 'GB', 0, 0, 'flat', 1, 1, 500, 100000, 'GBP', 'sold', '2014-10-13')`,
      [ref],
    );
  await database.dataSource.runMigrations({ transaction: 'each' });
  const rows = await database.dataSource.query(
    `SELECT "sourceRef", illustrative, source, waterfront FROM listing ORDER BY "sourceRef"`,
  );
  expect(rows).toEqual([
    {
      sourceRef: 'demo:london:001',
      illustrative: true,
      source: 'invented for the demo; its price comes from a model',
      waterfront: false,
    },
    {
      sourceRef: 'kc:0000000001:2014-10-13',
      illustrative: false,
      // Then named as it is read, in the reader's locale (MachineComposedTexts1765350000000).
      source: null,
      waterfront: false,
    },
  ]);
});
