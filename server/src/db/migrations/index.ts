import { InitialSchema1764100000000 } from './1764100000000-initial-schema';
import { SessionHomesAndRanked1764200000000 } from './1764200000000-session-homes-and-ranked';
import { ListingRecordFacts1764300000000 } from './1764300000000-listing-record-facts';
import { GameVariants1764400000000 } from './1764400000000-game-variants';

/** Every migration, oldest first. The start command runs any that are pending. */
export const MIGRATIONS = [
  InitialSchema1764100000000,
  SessionHomesAndRanked1764200000000,
  ListingRecordFacts1764300000000,
  GameVariants1764400000000,
];
