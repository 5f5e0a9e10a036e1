import type { AccountRole } from '@ballpark/common/accounts';

/**
 * A role an account holds: a brand admin's names its brand; a creator's names the brand that invited it, or none (a
 * creator of its own games, built on the default site); a site admin's names none.
 */
export interface HeldRole {
  role: AccountRole;
  brandId: string | null;
}

/** The logged-in account of a request: who it is, the player it plays as, and its roles. */
export interface AccountPrincipal {
  id: string;
  playerId: string;
  roles: readonly HeldRole[];
}

/**
 * Who a request acts for: the browser's visitor (its token's hash) and, when logged in, the account. The request
 * context is one (graphql/context.ts), so a resolver hands its context to a policy as is.
 */
export interface Principal {
  /**
   * The browser's own visitor id (its token's hash), or null when the request sent no token. No table stores it as
   * such: what is played is stored under `playerId`, which is this id only while the visitor has no account.
   */
  visitorId: string | null;
  account: AccountPrincipal | null;
  /** The player the request plays as: the account's when logged in, else the visitor's. Every table says `playerId`. */
  playerId: string | null;
}

export function isSiteAdmin(principal: Pick<Principal, 'account'>): boolean {
  return principal.account?.roles.some((held) => held.role === 'site_admin') ?? false;
}

export function isBrandAdmin(principal: Pick<Principal, 'account'>, brandId: string): boolean {
  return principal.account?.roles.some((held) => held.role === 'brand_admin' && held.brandId === brandId) ?? false;
}

export function isCreator(principal: Pick<Principal, 'account'>): boolean {
  return principal.account?.roles.some((held) => held.role === 'creator') ?? false;
}

/** Whether the account is a creator this brand has invited (`npm run grant-role -- EMAIL creator BRAND`). */
export function isInvitedCreator(principal: Pick<Principal, 'account'>, brandId: string): boolean {
  return principal.account?.roles.some((held) => held.role === 'creator' && held.brandId === brandId) ?? false;
}
