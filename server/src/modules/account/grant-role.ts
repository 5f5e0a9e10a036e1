import type { DataSource } from 'typeorm';
import { ACCOUNT_ROLES, type AccountRole } from '@ballpark/common/accounts';
import { DomainError } from '@ballpark/common/errors';

export interface RoleGrant {
  email: string;
  role: string;
  /** The brand's name (its host label): a brand admin's brand, or the brand inviting a creator; none for a site admin. */
  brandName: string | null;
}

/**
 * Gives an account a role: `site_admin`, `brand_admin` of one brand (by name), or `creator`, of one brand that invites
 * it to build and publish games on its site, or of none (the default site, where any account builds). Used by the
 * `grant-role` script, which only someone with the server's database can run: that is what makes the first site admin.
 * Granting a role the account holds already changes nothing. Returns what was done, in words.
 */
export async function grantRole(dataSource: DataSource, grant: RoleGrant): Promise<string> {
  if (!(ACCOUNT_ROLES as readonly string[]).includes(grant.role))
    throw new DomainError('BAD_USER_INPUT', `The role must be one of ${ACCOUNT_ROLES.join(', ')}.`);
  const role = grant.role as AccountRole;
  if (role === 'brand_admin' && !grant.brandName)
    throw new DomainError('BAD_USER_INPUT', 'A brand admin administers one brand: name it.');
  if (role === 'site_admin' && grant.brandName)
    throw new DomainError('BAD_USER_INPUT', 'A site admin administers every brand: name none.');
  const [account]: { id: string }[] = await dataSource.query(`SELECT id FROM account WHERE lower(email) = lower($1)`, [
    grant.email.trim(),
  ]);
  if (!account) throw new DomainError('NOT_FOUND', `No account has the email ${grant.email}.`);
  let brandId: string | null = null;
  if (grant.brandName) {
    const [brand]: { id: string }[] = await dataSource.query(`SELECT id FROM brand WHERE name = $1`, [grant.brandName]);
    if (!brand) throw new DomainError('NOT_FOUND', `There is no brand called ${grant.brandName}.`);
    brandId = brand.id;
  }
  const inserted: unknown[] = await dataSource.query(
    `INSERT INTO account_role ("accountId", role, "brandId") VALUES ($1, $2, $3)
     ON CONFLICT ("accountId", role, "brandId") DO NOTHING RETURNING id`,
    [account.id, role, brandId],
  );
  const what = grant.brandName ? `${role} of ${grant.brandName}` : role;
  return inserted.length > 0 ? `${grant.email} is now ${what}.` : `${grant.email} was ${what} already.`;
}
