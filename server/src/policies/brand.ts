import { isBrandAdmin, isInvitedCreator, isSiteAdmin, type Principal } from './principal';
import type { Policy } from './policy';

/** What the brand policy reads of a brand (`BrandEntity` has these). */
export interface BrandSubject {
  id: string;
  isDefault: boolean;
}

/**
 * Whether the principal may speak on the brand's site (GAME-RULES "Publishing on a brand"): anyone on the default site;
 * on a brand's own site, its admins, the creators it has invited and site admins.
 */
function speaksFor(principal: Principal, brand: BrandSubject): boolean {
  return (
    brand.isDefault ||
    isBrandAdmin(principal, brand.id) ||
    isInvitedCreator(principal, brand.id) ||
    isSiteAdmin(principal)
  );
}

/** What may be done to one brand. */
export const BRAND_POLICY = {
  /**
   * Build a game under the brand: any logged-in account (building its first game makes it a creator: the builder
   * grants the role), so a guest is asked to log in.
   */
  createGame: {
    allows: (principal) => principal.account !== null,
    refusal: 'createGame',
  },
  /**
   * Build, set up and publish games on the brand's site, under its name and colours: a game built there is listed on
   * it once published. Anyone else builds on the default site.
   */
  publishGames: {
    allows: speaksFor,
    refusal: 'publishGames',
  },
  /** Edit the brand's profile. */
  update: {
    allows: (principal, brand) => isBrandAdmin(principal, brand.id) || isSiteAdmin(principal),
    refusal: 'editBrand',
  },
  /** See the brand's games with their counts of sessions and guesses (scoot-management). */
  manage: {
    allows: (principal, brand) => isBrandAdmin(principal, brand.id) || isSiteAdmin(principal),
    refusal: 'manageBrand',
  },
} satisfies Policy<BrandSubject>;

export type BrandAction = keyof typeof BRAND_POLICY;
