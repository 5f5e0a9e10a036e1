import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/** The accounts migration: what its constraints refuse, and that it goes down and up again cleanly. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const insertAccount = (email: string, playerId: string) =>
  database.dataSource.query(
    `INSERT INTO account (email, "passwordHash", "displayName", "playerId") VALUES ($1, 'x', 'Ana', $2) RETURNING id`,
    [email, playerId],
  );

it('keeps emails unique whatever their case, and one account a player', async () => {
  await insertAccount('Ana@Example.com', 'a'.repeat(64));
  await expect(insertAccount('ana@example.COM', 'b'.repeat(64))).rejects.toThrow(/account_email/);
  await expect(insertAccount('other@example.com', 'a'.repeat(64))).rejects.toThrow(/account_player/);
});

it('ties a brand admin to a brand, a creator to one or none (a brand invites it), a site admin to none, once each', async () => {
  const [{ id }] = await insertAccount('roles@example.com', 'c'.repeat(64));
  const [{ id: brandId }] = await database.dataSource.query(`SELECT id FROM brand LIMIT 1`);
  const grant = (role: string, brand: string | null) =>
    database.dataSource.query(`INSERT INTO account_role ("accountId", role, "brandId") VALUES ($1, $2, $3)`, [
      id,
      role,
      brand,
    ]);
  await grant('brand_admin', brandId);
  await grant('creator', null);
  await grant('creator', brandId);
  await expect(grant('brand_admin', null)).rejects.toThrow(/check constraint/);
  await expect(grant('site_admin', brandId)).rejects.toThrow(/check constraint/);
  await expect(grant('player', null)).rejects.toThrow(/check constraint/);
  await expect(grant('creator', null)).rejects.toThrow(/account_role_once/);
  await expect(grant('creator', brandId)).rejects.toThrow(/account_role_once/);
});

it('goes down and up again', async () => {
  await undoMigrationsThrough(database.dataSource, 'Accounts1764900000000');
  const tables = async () =>
    (
      await database.dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_name IN ('account', 'account_role', 'auth_session')`,
      )
    ).length;
  expect(await tables()).toBe(0);
  await database.dataSource.runMigrations({ transaction: 'each' });
  expect(await tables()).toBe(3);
  const [{ count }] = await database.dataSource.query(
    `SELECT count(*)::int FROM information_schema.columns WHERE table_name = 'game' AND column_name = 'creatorAccountId'`,
  );
  expect(count).toBe(1);
});
