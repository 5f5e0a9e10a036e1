import { InitialSchema1764100000000 } from './1764100000000-initial-schema';
import { SessionHomesAndSeenPrices1764200000000 } from './1764200000000-session-homes-and-seen-prices';
import { ListingRecordFacts1764300000000 } from './1764300000000-listing-record-facts';

/** Every migration, oldest first. The start command runs any that are pending. */
export const MIGRATIONS = [
  InitialSchema1764100000000,
  SessionHomesAndSeenPrices1764200000000,
  ListingRecordFacts1764300000000,
];
