import { variantRules, type GameVariant, type GameVariantRules } from '@ballpark/common/game-variants';
import type { GameVariant as ApiGameVariant } from '../../graphql/generated/graphql';

/**
 * The rules of a game's variant (common/src/game-variants.ts), which pages read instead of testing the variant's name.
 * The API names variants in capitals.
 */
export function gameRules(game: { variant: ApiGameVariant }): GameVariantRules {
  return variantRules(game.variant.toLowerCase() as GameVariant);
}
