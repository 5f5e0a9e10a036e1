import { createTestDatabase, undoMigrationsThrough, type TestDatabase } from '../../../test/test-database';

/**
 * The brand-invited-creators migration: a creator may name the brand that invited it, and the games accounts
 * published on a brand's site, listed there, without being its voice, leave its lists; it goes down and up again.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.drop());

const query = (sql: string, params: unknown[] = []) => database.dataSource.query(sql, params);

async function account(name: string, roles: [string, string | null][] = []): Promise<string> {
  const [{ id }] = await query(
    `INSERT INTO account (email, "passwordHash", "displayName", "playerId") VALUES ($1, 'x', $2, $3) RETURNING id`,
    [`${name}@example.com`, name, name.padEnd(64, '0').slice(0, 64)],
  );
  for (const [role, brandId] of roles)
    await query(`INSERT INTO account_role ("accountId", role, "brandId") VALUES ($1, $2, $3)`, [id, role, brandId]);
  return id;
}

async function game(slug: string, brandId: string, creatorAccountId: string | null, visibility = 'public') {
  await query(
    `INSERT INTO game ("brandId", slug, title, "roundCount", "creatorAccountId", visibility) VALUES ($1, $2, $2, 2, $3, $4)`,
    [brandId, slug, creatorAccountId, visibility],
  );
}

it("unlists the games published on a brand's site by accounts that are not its voice, and only those", async () => {
  const [brand, other] = await query(`SELECT id FROM brand WHERE NOT "isDefault" ORDER BY name LIMIT 2`);
  const [main] = await query(`SELECT id FROM brand WHERE "isDefault"`);
  await undoMigrationsThrough(database.dataSource, 'BrandInvitedCreators1765150000000');
  const plain = await account('plain', [['creator', null]]);
  const otherAdmin = await account('otheradmin', [['brand_admin', other.id]]);
  const admin = await account('admin', [['brand_admin', brand.id]]);
  const siteAdmin = await account('siteadmin', [['site_admin', null]]);
  await game('impersonation', brand.id, plain);
  await game('other-admins', brand.id, otherAdmin);
  await game('already-unlisted', brand.id, plain, 'unlisted');
  await game('admins', brand.id, admin);
  await game('site-admins', brand.id, siteAdmin);
  await game('seeded', brand.id, null);
  await game('main-site', main.id, plain);

  await database.dataSource.runMigrations({ transaction: 'each' });

  const visibility = Object.fromEntries(
    (
      await query(`SELECT slug, visibility FROM game WHERE slug = ANY($1)`, [
        ['impersonation', 'other-admins', 'already-unlisted', 'admins', 'site-admins', 'seeded', 'main-site'],
      ])
    ).map((row: { slug: string; visibility: string }) => [row.slug, row.visibility]),
  );
  expect(visibility).toEqual({
    impersonation: 'unlisted',
    'other-admins': 'unlisted',
    'already-unlisted': 'unlisted',
    admins: 'public',
    'site-admins': 'public',
    seeded: 'public',
    'main-site': 'public',
  });
});

it('lets a brand invite a creator, and goes down (forgetting the invitations) and up again', async () => {
  const [brand] = await query(`SELECT id FROM brand WHERE NOT "isDefault" ORDER BY name LIMIT 1`);
  const invited = await account('invited', [['creator', brand.id]]);
  await expect(account('siteadminofone', [['site_admin', brand.id]])).rejects.toThrow(/account_role_brand/);
  await undoMigrationsThrough(database.dataSource, 'BrandInvitedCreators1765150000000');
  expect(await query(`SELECT role FROM account_role WHERE "accountId" = $1`, [invited])).toEqual([]);
  await expect(account('invitedbefore', [['creator', brand.id]])).rejects.toThrow(/account_role_check/);
  await database.dataSource.runMigrations({ transaction: 'each' });
  await account('invitedagain', [['creator', brand.id]]);
});
