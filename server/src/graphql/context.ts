import type { SessionCookie } from '../policies/session-cookie';
import type { BrandEntity } from '../modules/brand/brand.entity';
import type { Principal } from '../policies/principal';
import type { RequestScope } from '../modules/brand/request-scope';
import type { Services } from '../services';
import type { LiveOperation } from './websocket';

/**
 * Per-request state handed to every resolver. It is the request's principal (policies/principal.ts): `visitorId`
 * (the hash of the browser's visitor token), `account` when logged in, and `playerId`, the player the request plays
 * as: the account's when logged in, else the visitor's. Game state (sessions, guesses, boards, party seats) is the
 * player's: resolvers read `playerId`.
 */
export interface RequestContext extends Principal {
  /** Resolvers delegate to services; none reaches the data source. */
  services: Services;
  /** The brand selected by the request's host name (or the fallback). */
  brand: BrandEntity;
  /** The principal and brand again, as services take them (`modules/brand/request-scope.ts`). */
  scope: RequestScope;
  clientIp: string;
  /** The log-in session's cookie: read on every transport, written only over HTTP. */
  sessionCookie: SessionCookie;
  /** A websocket subscription's own channel to its client; absent over HTTP. */
  live?: LiveOperation;
}
