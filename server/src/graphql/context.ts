import type { BrandEntity } from '../modules/brand/brand.entity';
import type { Services } from '../services';

/** Per-request state handed to every resolver. */
export interface RequestContext {
  /** Resolvers delegate to services; none reaches the data source. */
  services: Services;
  /** Hash of the caller's visitor token, or null when the request sent none. */
  visitorId: string | null;
  /** The brand selected by the request's host name (or the fallback). */
  brand: BrandEntity;
  clientIp: string;
}
