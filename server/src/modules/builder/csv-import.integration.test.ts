import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ballpark/common/game-builder';
import { PRICE_GUESS_LIMITS } from '@ballpark/common/price-input';
import { browserWithRoles } from '../../../test/accounts';
import type { TestBrowser } from '../../../test/browser';
import { gameSettings } from '../../../test/builder-settings';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * The builder's CSV import of sold records (King County columns) against a real app and PostgreSQL: the limits the
 * form states are the server's, each row that cannot be added is named by its line while the others are added, and a
 * row keeps the facts it gives.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const ADD_CSV = `mutation($gameId: ID!, $csv: String!) {
  addHomesFromCsv(gameId: $gameId, csv: $csv) {
    problems game { homes { title price importedByYou bedrooms } }
  }
}`;
const HEADER =
  'id,date,price,bedrooms,bathrooms,sqft_living,sqft_lot,floors,waterfront,view,condition,grade,yr_built,' +
  'yr_renovated,zipcode,lat,long';

/** One sold record's row, in HEADER's order; each field may be overridden. */
function row(fields: { id?: string; date?: string; price?: number; bedrooms?: number } = {}): string {
  const { id = '8888300520', date = '20141013T000000', price = 221900, bedrooms = 3 } = fields;
  return `${id},${date},${price},${bedrooms},1,1180,5650,1,0,0,3,7,1955,0,98178,47.5112,-122.257`;
}

let accounts = 0;
async function creatorWithDraft(): Promise<{ creator: TestBrowser; gameId: string }> {
  const creator = await browserWithRoles(app, `csv.creator${++accounts}@example.com`, []);
  const created = await creator.graphql(
    `mutation($settings: GameSettingsInput!) { createGame(settings: $settings) { id } }`,
    { settings: gameSettings({ title: 'Seattle sales' }) },
  );
  expect(created.errors).toBeUndefined();
  return { creator, gameId: created.data!.createGame.id };
}

describe('importing homes from a CSV', () => {
  it('takes a CSV as large as the form allows, and refuses a larger one with the limit named', async () => {
    const { creator, gameId } = await creatorWithDraft();
    // A notes column the import ignores, full of quotes: JSON doubles each one in the request.
    const notes = `"${'""'.repeat(200)}"`;
    const rows = Array.from({ length: 60 }, (_, index) => `${row({ id: String(7_000_000_000 + index) })},${notes}`);
    let csv = `${HEADER},notes\n${rows.join('\n')}\n`;
    expect(Buffer.byteLength(csv)).toBeLessThan(CSV_MAX_BYTES);
    csv += '\n'.repeat(CSV_MAX_BYTES - Buffer.byteLength(csv));
    expect(Buffer.byteLength(csv)).toBe(CSV_MAX_BYTES);

    const added = await creator.graphql(ADD_CSV, { gameId, csv });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addHomesFromCsv).toMatchObject({ problems: [] });
    expect(added.data!.addHomesFromCsv.game.homes).toHaveLength(60);

    const tooLarge = await creator.graphql(ADD_CSV, { gameId, csv: `${csv}\n` });
    expect(tooLarge.errors?.[0]).toMatchObject({
      message: `A CSV may be at most ${CSV_MAX_BYTES / 1000} KB and ${CSV_MAX_ROWS} homes.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('names a short row by its line and adds the other rows', async () => {
    const { creator, gameId } = await creatorWithDraft();
    const short = row({ id: '7000000101' }).split(',').slice(0, 10).join(',');
    const csv = [HEADER, row({ id: '7000000100' }), '', short, row({ id: '7000000102' })].join('\n');
    const added = await creator.graphql(ADD_CSV, { gameId, csv });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addHomesFromCsv.problems).toEqual([
      'line 4: it has 10 values where the header has 17 columns, so it was not read.',
    ]);
    expect(added.data!.addHomesFromCsv.game.homes).toHaveLength(2);
  });

  it('refuses a row priced outside what a player can guess, by its line', async () => {
    const { creator, gameId } = await creatorWithDraft();
    const csv = [
      HEADER,
      row({ id: '7000000200', price: PRICE_GUESS_LIMITS.min - 1 }),
      row({ id: '7000000201', price: PRICE_GUESS_LIMITS.min }),
      row({ id: '7000000202', price: PRICE_GUESS_LIMITS.max + 1 }),
    ].join('\n');
    const added = await creator.graphql(ADD_CSV, { gameId, csv });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addHomesFromCsv.problems).toEqual([
      'line 2: the price 999 is below 1,000, the lowest price a player can guess.',
      'line 4: the price 1,000,000,001 is above 1,000,000,000, the highest price a player can guess.',
    ]);
    expect(added.data!.addHomesFromCsv.game.homes).toEqual([
      expect.objectContaining({ price: PRICE_GUESS_LIMITS.min, importedByYou: true }),
    ]);
  });

  it("keeps a row's own facts when the catalogue holds the same sale, and leaves the catalogue's record as it was", async () => {
    const [record] = await app.database.dataSource.query(
      `SELECT id, "sourceRef", "actualPrice", bedrooms FROM listing WHERE "sourceRef" LIKE 'kc:%' ORDER BY "sourceRef" LIMIT 1`,
    );
    expect(record).toBeDefined();
    const [, parcel, day] = record.sourceRef.split(':');
    const sale = { id: parcel, date: `${day.replaceAll('-', '')}T000000` };
    const { creator, gameId } = await creatorWithDraft();
    const mine = { ...sale, price: record.actualPrice + 12_345, bedrooms: record.bedrooms + 1 };
    const added = await creator.graphql(ADD_CSV, { gameId, csv: `${HEADER}\n${row(mine)}\n` });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addHomesFromCsv).toEqual({
      problems: [],
      game: { homes: [{ title: expect.any(String), price: mine.price, importedByYou: true, bedrooms: mine.bedrooms }] },
    });
    const [unchanged] = await app.database.dataSource.query(
      `SELECT "actualPrice", bedrooms, "addedByAccountId" FROM listing WHERE id = $1`,
      [record.id],
    );
    expect(unchanged).toEqual({ actualPrice: record.actualPrice, bedrooms: record.bedrooms, addedByAccountId: null });

    // The same row again is the same home (not a second one); a row giving the catalogue's own facts is the
    // creator's too, so what is added never tells a creator what the catalogue holds.
    const exact = { ...sale, price: record.actualPrice, bedrooms: record.bedrooms };
    const again = await creator.graphql(ADD_CSV, { gameId, csv: `${HEADER}\n${row(mine)}\n${row(exact)}\n` });
    expect(again.data!.addHomesFromCsv.problems).toEqual(['line 2: this home is already in the game']);
    expect(again.data!.addHomesFromCsv.game.homes).toEqual([
      expect.objectContaining({ price: mine.price, importedByYou: true }),
      expect.objectContaining({ price: exact.price, importedByYou: true }),
    ]);
  });
});
