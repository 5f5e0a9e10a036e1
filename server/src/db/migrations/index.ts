import { InitialSchema1764100000000 } from './1764100000000-initial-schema';
import { SessionHomesAndRanked1764200000000 } from './1764200000000-session-homes-and-ranked';
import { ListingRecordFacts1764300000000 } from './1764300000000-listing-record-facts';
import { BrandProfiles1764400000000 } from './1764400000000-brand-profiles';
import { GameVariants1764500000000 } from './1764500000000-game-variants';
import { Challenges1764600000000 } from './1764600000000-challenges';
import { PartyRooms1764700000000 } from './1764700000000-party-rooms';
import { PartySeenAndPresence1764800000000 } from './1764800000000-party-seen-and-presence';
import { Accounts1764900000000 } from './1764900000000-accounts';
import { GuessModeration1765000000000 } from './1765000000000-guess-moderation';
import { GameBuilder1765050000000 } from './1765050000000-game-builder';
import { PartyPlayerUpdatesInPlace1765100000000 } from './1765100000000-party-player-updates-in-place';
import { BrandInvitedCreators1765150000000 } from './1765150000000-brand-invited-creators';
import { PartyRoundsInPlay1765200000000 } from './1765200000000-party-rounds-in-play';
import { AccountPlayerIds1765230000000 } from './1765230000000-account-player-ids';
import { PartyScreenKey1765290000000 } from './1765290000000-party-screen-key';
import { PartyScreenViewers1765320000000 } from './1765320000000-party-screen-viewers';
import { PartyAwaySince1765260000000 } from './1765260000000-party-away-since';
import { MachineComposedTexts1765350000000 } from './1765350000000-machine-composed-texts';
import { OneNamePerThing1765380000000 } from './1765380000000-one-name-per-thing';

/** Every migration, oldest first. The start command runs any that are pending. */
export const MIGRATIONS = [
  InitialSchema1764100000000,
  SessionHomesAndRanked1764200000000,
  ListingRecordFacts1764300000000,
  BrandProfiles1764400000000,
  GameVariants1764500000000,
  Challenges1764600000000,
  PartyRooms1764700000000,
  PartySeenAndPresence1764800000000,
  Accounts1764900000000,
  GuessModeration1765000000000,
  GameBuilder1765050000000,
  PartyPlayerUpdatesInPlace1765100000000,
  BrandInvitedCreators1765150000000,
  PartyRoundsInPlay1765200000000,
  AccountPlayerIds1765230000000,
  PartyAwaySince1765260000000,
  PartyScreenKey1765290000000,
  PartyScreenViewers1765320000000,
  MachineComposedTexts1765350000000,
  OneNamePerThing1765380000000,
];
