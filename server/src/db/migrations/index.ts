import { InitialSchema1764100000000 } from './1764100000000-initial-schema';
import { ListingRecordFacts1764200000000 } from './1764200000000-listing-record-facts';

/** Every migration, oldest first. The start command runs any that are pending. */
export const MIGRATIONS = [InitialSchema1764100000000, ListingRecordFacts1764200000000];
