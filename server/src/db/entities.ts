import { BrandEntity } from '../modules/brand/brand.entity';
import { GameEntity, GameEntryTokenEntity, GameListingEntity } from '../modules/game/game.entity';
import { GuessEntity } from '../modules/guess/guess.entity';
import { LeaderboardEntryEntity } from '../modules/leaderboard/leaderboard-entry.entity';
import { ListingEntity } from '../modules/listing/listing.entity';
import { PartyGuessEntity, PartyPlayerEntity, PartyRoomEntity, PartyRoundEntity } from '../modules/party/party.entity';
import { PlaySessionEntity } from '../modules/session/session.entity';

export const ENTITIES = [
  BrandEntity,
  ListingEntity,
  GameEntity,
  GameListingEntity,
  GameEntryTokenEntity,
  PlaySessionEntity,
  GuessEntity,
  LeaderboardEntryEntity,
  PartyRoomEntity,
  PartyPlayerEntity,
  PartyRoundEntity,
  PartyGuessEntity,
];
