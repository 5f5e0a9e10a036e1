import 'reflect-metadata';
import { DomainError } from '@ballpark/common/errors';
import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../db/database';
import { grantRole } from '../modules/account/grant-role';

/**
 * `npm run grant-role -- EMAIL ROLE [BRAND]`: gives the account with that email a role: site_admin, brand_admin of the
 * brand named BRAND (its host label, e.g. thamesandfinch), or creator, invited by BRAND to build and publish games on
 * its site when named. The account must exist (made at /auth/create-account). Whoever can run this can reach the
 * database: it is how the first site admin is made.
 */
export async function runGrantRole(args: readonly string[]): Promise<number> {
  const [email, role, brandName] = args;
  if (!email || !role || args.length > 3) {
    console.error(
      'usage: npm run grant-role -- EMAIL creator|site_admin|brand_admin [BRAND: for brand_admin, or inviting a creator]',
    );
    return 1;
  }
  let database: Database | undefined;
  try {
    database = await openDatabase(loadConfig(), (message) => console.error(message));
    console.log(await grantRole(database.dataSource, { email, role, brandName: brandName ?? null }));
    return 0;
  } catch (error) {
    console.error(error instanceof DomainError ? error.message : `granting the role failed: ${String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

if (require.main === module) {
  void runGrantRole(process.argv.slice(2)).then((code) => process.exit(code));
}
