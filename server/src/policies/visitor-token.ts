import { createHash } from 'node:crypto';
import { DomainError } from '@ballpark/common/errors';

export const VISITOR_TOKEN_HEADER = 'x-visitor-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The browser keeps a random visitor token; the server only ever stores its hash, so a leaked database row cannot
 * be replayed as someone's token.
 */
export function visitorIdFromToken(token: string | undefined | null): string | null {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** The player a request plays as (`RequestContext.playerId`: the account's, else the visitor's), or the refusal. */
export function requirePlayer(playerId: string | null): string {
  if (!playerId) {
    throw new DomainError(
      'UNAUTHENTICATED',
      `Send an ${VISITOR_TOKEN_HEADER} header (16-128 letters, digits, "-" or "_", random and kept by the player), or log in, to play.`,
    );
  }
  return playerId;
}
