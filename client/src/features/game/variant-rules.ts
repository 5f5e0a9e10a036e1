import { variantRules, type GameVariant, type GameVariantRules } from '@ballpark/common/game-variants';
import type { GameVariant as ApiGameVariant } from '../../graphql/generated/graphql';

/** A game's variant as the API names it (`ONE_OFF`), as the route registry and the rules do (`one_off`). */
export function variantOf(apiVariant: ApiGameVariant): GameVariant {
  return apiVariant.toLowerCase() as GameVariant;
}

/** The API's name of a variant, for a query's argument. */
export function apiVariantOf(variant: GameVariant): ApiGameVariant {
  return variant.toUpperCase() as ApiGameVariant;
}

/** The rules of a game's variant (@ballpark/common/game-variants): pages read these, never the variant's name. */
export function rulesOf(game: { variant: ApiGameVariant }): GameVariantRules {
  return variantRules(variantOf(game.variant));
}
