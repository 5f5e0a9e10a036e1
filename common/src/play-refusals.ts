import { DomainError } from './errors';

/**
 * Why the server refused a solo player (the FORBIDDEN error's `reason` extension), one per thing a client can act on,
 * as `PartyRefusalReason` does for rooms: a client branches on the reason, never on the message.
 */
export type PlayRefusalReason =
  | 'GAME_CLOSED'
  | 'GAME_NOT_OPEN'
  | 'NO_HOMES'
  | 'NOT_YOUR_SESSION'
  | 'TOKEN_REFUSED'
  | 'HOME_IN_PARTY'
  | 'GUESS_FIRST'
  | 'NO_REASONS_HERE'
  | 'NO_LEADERBOARD';

/** A solo player's refusal: FORBIDDEN, with the reason a client acts on and the message a player reads. */
export function playRefusal(reason: PlayRefusalReason, message: string): DomainError {
  return new DomainError('FORBIDDEN', message, { reason });
}
