import { PARTY_LIMITS } from '@ballpark/common/party-rules';
import { canHostParty, type PartyCandidate } from '../game/variant-rules';

/** The party start page's choices: the games a room can be opened for, with homes enough for the shortest format. */
export function partyGameChoices<Game extends PartyCandidate & { poolSize: number }>(games: readonly Game[]): Game[] {
  return games.filter((game) => canHostParty(game) && game.poolSize >= PARTY_LIMITS.roundCounts[0]);
}
