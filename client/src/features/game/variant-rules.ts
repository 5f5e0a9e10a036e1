import { variantRules, type GameVariant, type GameVariantRules } from '@ballpark/common/game-variants';
import type { GameVariant as GameVariantEnum } from '../../graphql/generated/graphql';

/** The variant a game's API enum names (`ROUNDUP`), as the route registry and the rules name it (`roundup`). */
export function variantOf(game: { variant: GameVariantEnum }): GameVariant {
  return game.variant.toLowerCase() as GameVariant;
}

/** The rules of a game's variant (@ballpark/common/game-variants): pages read these, never the variant's name. */
export function rulesOf(game: { variant: GameVariantEnum }): GameVariantRules {
  return variantRules(variantOf(game));
}
