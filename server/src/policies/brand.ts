import type { BrandEntity } from '../modules/brand/brand.entity';
import { isBrandAdmin, isCreator, isSiteAdmin } from './principal';
import type { Policy } from './policy';

type BrandSubject = Pick<BrandEntity, 'id'>;

/** What may be done to one brand. */
export const BRAND_POLICY = {
  /** Build a game under the brand: a creator, an admin of the brand, or a site admin. */
  createGame: {
    allows: (principal, brand) => isCreator(principal) || isBrandAdmin(principal, brand.id) || isSiteAdmin(principal),
    refusal: 'Only game creators, admins of this brand and site admins may build games here.',
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
