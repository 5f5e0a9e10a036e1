import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { expect, type Page } from '@playwright/test';

/** The e2e server's database (scripts/e2e-server.mjs writes its URL to E2E_DATABASE_URL_FILE). */
function databaseUrl(): string {
  const urlFile = process.env.E2E_DATABASE_URL_FILE;
  if (!urlFile || !fs.existsSync(urlFile)) throw new Error('The e2e server has not written its database URL');
  return fs.readFileSync(urlFile, 'utf8');
}

/**
 * Creates an account from the page's browser on the origin it is at, which logs that browser in there (a brand's
 * own host, `{brand}.localhost`, resolves in Chromium only).
 */
export async function createAccount(page: Page, email: string): Promise<void> {
  const errors = await page.evaluate(
    async (input) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
          variables: { input },
        }),
      });
      return (await response.json()).errors;
    },
    { email, password: 'correct horse battery', displayName: email.split('@')[0] },
  );
  expect(errors).toBeUndefined();
}

/** Grants a role the way a site admin does: the project's own script (`npm run grant-role`, built by `npm run build`). */
export function grantRole(email: string, role: 'creator' | 'brand_admin' | 'site_admin', brand?: string): void {
  execFileSync(
    process.execPath,
    ['server/dist/server/src/scripts/grant-role.js', email, role, ...(brand ? [brand] : [])],
    { env: { ...process.env, DATABASE_URL: databaseUrl(), REDIS_URL: '' }, encoding: 'utf8' },
  );
}

/**
 * Makes the account the creator of a seeded game, as the game builder records the account that built a game (seeded
 * games have none). Straight in the database: the test's set-up, not a journey of the app.
 */
export async function makeCreatorOf(email: string, gameSlug: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE game SET "creatorAccountId" = (SELECT id FROM account WHERE email = $1)
       WHERE slug = $2 AND "brandId" = (SELECT id FROM brand WHERE "isDefault")`,
      [email, gameSlug],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
