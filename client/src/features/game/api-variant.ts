import type { GameVariant } from '@ballpark/common/page-routes';
import type { GameVariant as ApiGameVariant } from '../../graphql/generated/graphql';

/** A game's variant as the API names it (`ONE_OFF`), as the route registry does (`one_off`). */
export function variantOf(apiVariant: ApiGameVariant): GameVariant {
  return apiVariant.toLowerCase() as GameVariant;
}

/** The API's name of a variant, for a query's argument. */
export function apiVariantOf(variant: GameVariant): ApiGameVariant {
  return variant.toUpperCase() as ApiGameVariant;
}
