import { AccountEntity, AccountRoleEntity, AuthSessionEntity } from '../modules/account/account.entity';
import { BrandEntity } from '../modules/brand/brand.entity';
import { GameEntity, GameEntryTokenEntity, GameHomeEntity } from '../modules/game/game.entity';
import { GuessEntity } from '../modules/guess/guess.entity';
import { PriceSeenEntity } from '../modules/guess/price-seen.entity';
import { LeaderboardEntryEntity } from '../modules/leaderboard/leaderboard-entry.entity';
import { ListingEntity } from '../modules/listing/listing.entity';
import { PartyGuessEntity, PartyPlayerEntity, PartyRoomEntity, PartyRoundEntity } from '../modules/party/party.entity';
import { PlaySessionEntity } from '../modules/session/session.entity';

export const ENTITIES = [
  AccountEntity,
  AccountRoleEntity,
  AuthSessionEntity,
  BrandEntity,
  ListingEntity,
  GameEntity,
  GameHomeEntity,
  GameEntryTokenEntity,
  PlaySessionEntity,
  GuessEntity,
  PriceSeenEntity,
  LeaderboardEntryEntity,
  PartyRoomEntity,
  PartyPlayerEntity,
  PartyRoundEntity,
  PartyGuessEntity,
];
