import { browserOf } from '../../test/browser';
import { TEST_PASSWORD } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runGrantRole } from './grant-role';

let harness: TestApp;
const printed: string[] = [];
const errors: string[] = [];
const EMAIL = 'first.admin@example.com';
const ME = `{ me { roles { role brandId } } }`;

beforeAll(async () => {
  harness = await startTestApp();
  process.env.DATABASE_URL = harness.database.url;
  jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
});
afterAll(async () => {
  delete process.env.DATABASE_URL;
  jest.restoreAllMocks();
  await harness?.close();
});

describe('npm run grant-role', () => {
  it('makes an account a site admin, a brand admin of one brand, a creator invited by it: the API sees them at once', async () => {
    const browser = browserOf(harness);
    await browser.graphql(`mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`, {
      input: { email: EMAIL, password: TEST_PASSWORD, displayName: 'First admin' },
    });
    await expect(runGrantRole([EMAIL.toUpperCase(), 'site_admin'])).resolves.toBe(0);
    await expect(runGrantRole([EMAIL, 'brand_admin', 'thamesandfinch'])).resolves.toBe(0);
    await expect(runGrantRole([EMAIL, 'site_admin'])).resolves.toBe(0);
    await expect(runGrantRole([EMAIL, 'creator', 'thamesandfinch'])).resolves.toBe(0);
    expect(printed).toEqual([
      `${EMAIL.toUpperCase()} is now site_admin.`,
      `${EMAIL} is now brand_admin of thamesandfinch.`,
      `${EMAIL} was site_admin already.`,
      `${EMAIL} is now creator of thamesandfinch.`,
    ]);
    const [{ id: brandId }] = await harness.database.dataSource.query(
      `SELECT id FROM brand WHERE name = 'thamesandfinch'`,
    );
    const roles = (await browser.graphql(ME)).data!.me.roles;
    expect(roles).toEqual(
      expect.arrayContaining([
        { role: 'SITE_ADMIN', brandId: null },
        { role: 'BRAND_ADMIN', brandId },
        { role: 'CREATOR', brandId },
      ]),
    );
    expect(roles).toHaveLength(3);
  });

  it('refuses an unknown account, role or brand, a brand admin without a brand and a site admin with one', async () => {
    const calls = [
      ['nobody@example.com', 'creator'],
      [EMAIL, 'emperor'],
      [EMAIL, 'brand_admin'],
      [EMAIL, 'brand_admin', 'nosuchbrand'],
      [EMAIL, 'site_admin', 'thamesandfinch'],
      [],
    ];
    for (const args of calls) await expect(runGrantRole(args)).resolves.toBe(1);
    expect(errors).toEqual([
      'No account has the email nobody@example.com.',
      'The role must be one of creator, brand_admin, site_admin.',
      'A brand admin administers one brand: name it.',
      'There is no brand called nosuchbrand.',
      'A site admin administers every brand: name none.',
      'usage: npm run grant-role -- EMAIL creator|site_admin|brand_admin [BRAND: for brand_admin, or inviting a creator]',
    ]);
    const [{ count }] = await harness.database.dataSource.query(`SELECT count(*)::int AS count FROM account_role`);
    expect(count).toBe(3);
  });
});
