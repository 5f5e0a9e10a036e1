import type { BrandEntity } from './brand.entity';
import type { Principal } from '../../policies/principal';

/**
 * Who asks and on which site: built once per request (app.ts `contextFor`, for HTTP and the websocket alike) and
 * handed as `RequestContext.scope`. A service method that loads or writes what a brand owns takes it first, then its
 * ids as named fields, then its other inputs: `party.remove(scope, { code, seat })`, `party.guess(scope, { code },
 * amount)`. Work no request asks for (the sweeper, seeds, scripts) has no scope and calls narrower functions.
 */
export interface RequestScope {
  readonly principal: Principal;
  /** The site the request came to, by its host name; `brand.locale` is the language of every word it is answered. */
  readonly brand: BrandEntity;
}

/** The part of a scope that reads of what a site shows anyone need: a page rendered over HTTP passes `{ brand }`. */
export type SiteScope = Pick<RequestScope, 'brand'>;
