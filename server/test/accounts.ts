import { grantRole } from '../src/modules/account/grant-role';
import { SESSION_COOKIE } from '../src/policies/session-cookie';
import { browserOf, type TestBrowser } from './browser';
import { requestOnHost, type GraphQLResponse, type TestApp } from './test-app';

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

/**
 * A new account holding these roles, logged in on a host: its GraphQL requests go there with the session cookie, as
 * the account's browser would send them.
 */
export async function accountOnHost(
  app: TestApp,
  host: string,
  email: string,
  roles: Parameters<typeof browserWithRoles>[2] = [],
): Promise<{
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse>;
  accountId: string;
}> {
  const { accountId } = await browserWithRoles(app, email, roles);
  let cookie: string | null = null;
  const graphql = async (query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse> => {
    const response = await requestOnHost(app.baseUrl, host, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of [response.headers['set-cookie'] ?? []].flat())
      if (header.startsWith(`${SESSION_COOKIE}=`)) cookie = header.split(';')[0].split('=')[1];
    return { status: response.status, ...JSON.parse(response.body.toString()) };
  };
  const loggedIn = await graphql(
    `
      mutation ($email: String!, $password: String!) {
        logIn(email: $email, password: $password) {
          id
        }
      }
    `,
    { email, password: TEST_PASSWORD },
  );
  if (loggedIn.errors) throw new Error(`logIn failed: ${JSON.stringify(loggedIn.errors)}`);
  return { graphql, accountId };
}

/** A new admin of a brand, logged in on the brand's host (`{brand}.localhost`). */
export function brandAdminOnItsHost(app: TestApp, brand: string, email: string) {
  return accountOnHost(app, `${brand}.localhost`, email, [{ role: 'brand_admin', brand }]);
}
