import type { DataSource } from 'typeorm';
import type { BrandOrigins } from '@ballpark/common/brand-origin';
import { AccountService } from './modules/account/account.service';
import { BrandService } from './modules/brand/brand.service';
import { ChallengeService } from './modules/challenge/challenge.service';
import { GameBuilderService } from './modules/builder/game-builder.service';
import type { PhotoStorage } from './modules/builder/photo-storage';
import { GameService } from './modules/game/game.service';
import { ListingPageImporter } from './modules/importer/listing-page/listing-page-importer';
import { DEFAULT_FETCH_POLICY } from './modules/importer/listing-page/safe-fetch';
import { GuessService } from './modules/guess/guess.service';
import { PartyClock } from './modules/party/party-clock';
import { PartyPresence } from './modules/party/party-presence';
import { PartyRoomEvents } from './modules/party/party-readings';
import { PartyRoomBroadcasts } from './modules/party/party-room-broadcasts';
import { PartyViews } from './modules/party/party-view';
import { PartyService } from './modules/party/party.service';
import { LeaderboardService } from './modules/leaderboard/leaderboard.service';
import { GuessModerationService } from './modules/manage/guess-moderation.service';
import type { RankStore } from './modules/leaderboard/rank-store';
import { SessionPlans } from './modules/session/session-plans';
import { SessionService } from './modules/session/session.service';
import { ShareService } from './modules/session/share.service';
import type { RateLimits } from './http/rate-limits';
import type { PubSub } from './realtime/pubsub';

export interface Services {
  accounts: AccountService;
  brands: BrandService;
  games: GameService;
  /** The game builder: creators' drafts, their homes, publishing. */
  builder: GameBuilderService;
  photos: PhotoStorage;
  sessions: SessionService;
  guesses: GuessService;
  share: ShareService;
  challenges: ChallengeService;
  leaderboards: LeaderboardService;
  /** guesstimates-manage: hiding names and keeping sessions off the boards. */
  guessModeration: GuessModerationService;
  party: PartyService;
  /** Rooms as each player sees them, made from a reading of the room (each event carries one). */
  partyViews: PartyViews;
  /** Each room's events to the room subscriptions this instance serves, made once per room and event. */
  partyBroadcasts: PartyRoomBroadcasts;
  /** Reveals and timed steps of party rooms; every instance sweeps it (`PartySweeper`). */
  partyClock: PartyClock;
  /** Who follows each party room live; every instance beats it (`PartySweeper`). */
  partyPresence: PartyPresence;
  pubSub: PubSub;
  rateLimits: RateLimits;
}

export function createServices(
  dataSource: DataSource,
  ranks: RankStore,
  pubSub: PubSub,
  rateLimits: RateLimits,
  origins: BrandOrigins,
  importing: { allowedHosts: string[]; photos: PhotoStorage },
): Services {
  const brands = new BrandService(dataSource, origins, pubSub);
  const games = new GameService(dataSource, pubSub);
  const leaderboards = new LeaderboardService(dataSource, ranks, games);
  const plans = new SessionPlans(dataSource);
  const guesses = new GuessService(dataSource, games, leaderboards, plans, pubSub);
  const sessions = new SessionService(dataSource, games, guesses, plans);
  const partyEvents = new PartyRoomEvents(dataSource, pubSub, (message) => console.error(message));
  const partyClock = new PartyClock(dataSource, partyEvents);
  const party = new PartyService(dataSource, games, guesses, partyClock, partyEvents);
  const partyViews = new PartyViews(party, games);
  const importer = new ListingPageImporter({ ...DEFAULT_FETCH_POLICY, allowedHosts: importing.allowedHosts });
  const builder = new GameBuilderService(dataSource, games, importer, importing.photos, {
    ...DEFAULT_FETCH_POLICY,
    allowedHosts: importing.allowedHosts,
  });
  return {
    builder,
    photos: importing.photos,
    accounts: new AccountService(dataSource, leaderboards),
    brands,
    games,
    leaderboards,
    guessModeration: new GuessModerationService(dataSource, games, leaderboards, pubSub),
    sessions,
    guesses,
    share: new ShareService(sessions, games, brands, leaderboards),
    challenges: new ChallengeService(dataSource, games, sessions),
    party,
    partyViews,
    partyBroadcasts: new PartyRoomBroadcasts(pubSub, partyViews, (message) => console.error(message)),
    partyClock,
    partyPresence: new PartyPresence(dataSource, partyEvents, (message) => console.error(message)),
    pubSub,
    rateLimits,
  };
}
