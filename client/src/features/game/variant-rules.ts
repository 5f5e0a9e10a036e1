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

/** What decides whether a game can be played as a party. */
export interface PartyCandidate {
  variant: ApiGameVariant;
  isOpen: boolean;
  isClosed: boolean;
  entryByToken: boolean;
}

/**
 * Whether a room can be opened for the game: open now, entered without a host's token, and one of the site's listed
 * games (a challenge is one try each, on its own page). The server makes the same refusals. A rule of the game, here
 * rather than with the party's code, so a game's start page asks it without carrying the party.
 */
export function canHostParty(game: PartyCandidate): boolean {
  return game.isOpen && !game.isClosed && !game.entryByToken && rulesOf(game).listed;
}
