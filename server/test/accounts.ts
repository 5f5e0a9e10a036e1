import { grantRole } from '../src/modules/account/grant-role';
import { browserOf, type TestBrowser } from './browser';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';

/**
 * A browser logged into a new account holding these roles (granted as the grant-role script grants them): a brand
 * admin's `brand` is the brand's name.
 */
export async function browserWithRoles(
  app: TestApp,
  email: string,
  roles: { role: 'creator' | 'brand_admin' | 'site_admin'; brand?: string }[],
): Promise<TestBrowser & { accountId: string }> {
  const browser = browserOf(app);
  const created = await browser.graphql(
    `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
    { input: { email, password: TEST_PASSWORD, displayName: email.split('@')[0]!.slice(0, 40) } },
  );
  if (created.errors) throw new Error(`createAccount failed: ${JSON.stringify(created.errors)}`);
  for (const { role, brand } of roles)
    await grantRole(app.database.dataSource, { email, role, brandName: brand ?? null });
  return Object.assign(browser, { accountId: created.data!.createAccount.id as string });
}
