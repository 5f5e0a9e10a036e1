import type { GameVariant } from '../../graphql/generated/graphql';
import { rulesOf } from '../game/variant-rules';

/** What decides whether a game can be played as a party. */
export interface PartyCandidate {
  variant: GameVariant;
  isOpen: boolean;
  isClosed: boolean;
  entryByToken: boolean;
}

/**
 * Whether a room can be opened for the game: open now, entered without a host's token, and one of the site's listed
 * games (a challenge is one try each, on its own page). The server makes the same refusals. Apart from
 * party-games.ts, so a game's start page asks it without carrying the party's rules.
 */
export function canHostParty(game: PartyCandidate): boolean {
  return game.isOpen && !game.isClosed && !game.entryByToken && rulesOf(game).listed;
}
