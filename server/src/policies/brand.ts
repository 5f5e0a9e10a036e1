import type { BrandEntity } from '../modules/brand/brand.entity';
import { isBrandAdmin, isSiteAdmin } from './principal';
import type { Policy } from './policy';

type BrandSubject = Pick<BrandEntity, 'id'>;

/** What may be done to one brand. */
export const BRAND_POLICY = {
  /**
   * Build a game under the brand: any logged-in account (building its first game makes it a creator: the builder
   * grants the role), so a guest is asked to log in.
   */
  createGame: {
    allows: (principal) => principal.account !== null,
    refusal: 'Games are built by an account: create one or log in, then build your game.',
  },
  /** Edit the brand's profile. */
  update: {
    allows: (principal, brand) => isBrandAdmin(principal, brand.id) || isSiteAdmin(principal),
    refusal: "Only this brand's admins and site admins may edit its profile.",
  },
  /** See the brand's games with their counts of sessions and guesses (scoot-management). */
  manage: {
    allows: (principal, brand) => isBrandAdmin(principal, brand.id) || isSiteAdmin(principal),
    refusal: "Only this brand's admins and site admins may manage its games.",
  },
} satisfies Policy<BrandSubject>;

export type BrandAction = keyof typeof BRAND_POLICY;
