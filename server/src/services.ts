import type { DataSource } from 'typeorm';
import type { AppConfig } from './platform/config';
import { AccountService } from './modules/account/account.service';
import { BrandService } from './modules/brand/brand.service';
import { ChallengeService } from './modules/challenge/challenge.service';
import { GameBuilderService } from './modules/builder/game-builder.service';
import { LocalDiskPhotoStorage, type PhotoStorage } from './platform/photo-storage';
import { GameService } from './modules/game/game.service';
import { ListingPictureService } from './modules/listing/listing-picture.service';
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
import { PostgresRankStore, RedisRankStore } from './modules/leaderboard/rank-store';
import { SessionPlans } from './modules/session/session-plans';
import { SessionService } from './modules/session/session.service';
import { ShareService } from './modules/session/share.service';
import { startPartySweeper } from './modules/party/party-sweeper';
import { RateLimits } from './platform/rate-limits';
import type { RedisClients } from './platform/redis';
import { listenForInvalidations } from './realtime/cache-invalidation';
import { createAppPubSub, type PubSub } from './realtime/pubsub';

export interface Services {
  accounts: AccountService;
  brands: BrandService;
  games: GameService;
  /** The game builder: creators' drafts, their homes, publishing. */
  builder: GameBuilderService;
  photos: PhotoStorage;
  /** Pictures of homes drawn from their facts. */
  listingPictures: ListingPictureService;
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

export interface ServiceDependencies {
  config: AppConfig;
  dataSource: DataSource;
  redis: RedisClients | null;
  /**
   * Where this app's rate-limit counters live in Redis, shared by the instances of one deployment: 'ballpark:rl'
   * unless something else shares the Redis (each test database's apps have their own).
   */
  rateLimitKeyPrefix?: string;
}

/** The services and the work they do on their own: every instance sweeps party deadlines and hears invalidations. */
export interface ServiceGraph {
  services: Services;
  /** Stops the sweeper and the invalidation listener; the caller then closes the database and Redis. */
  stop(): Promise<void>;
}

/** Builds every service of one app once, and starts their background work; `createApp` only adds transports. */
export function startServices({ config, dataSource, redis, rateLimitKeyPrefix }: ServiceDependencies): ServiceGraph {
  const pubSub = createAppPubSub(redis);
  const postgresRanks = new PostgresRankStore(dataSource);
  const ranks = redis ? new RedisRankStore(redis.client, postgresRanks, dataSource) : postgresRanks;
  const rateLimits = new RateLimits(redis?.client ?? null, config.rateLimits, rateLimitKeyPrefix);
  const photos = new LocalDiskPhotoStorage(config.photoDir);
  const importPolicy = { ...DEFAULT_FETCH_POLICY, allowedHosts: config.importAllowedHosts };
  const logError = (message: string) => console.error(message);

  const brands = new BrandService(
    dataSource,
    { publicUrl: config.publicUrl, template: config.brandOriginTemplate },
    pubSub,
  );
  const games = new GameService(dataSource, pubSub);
  const leaderboards = new LeaderboardService(dataSource, ranks, games);
  const plans = new SessionPlans(dataSource);
  const guesses = new GuessService(dataSource, games, leaderboards, plans, pubSub);
  const sessions = new SessionService(dataSource, games, guesses, plans);
  const partyEvents = new PartyRoomEvents(dataSource, pubSub, logError);
  const partyClock = new PartyClock(dataSource, partyEvents);
  const partyPresence = new PartyPresence(dataSource, partyEvents, logError);
  const party = new PartyService(dataSource, games, guesses, partyClock, partyEvents);
  const partyViews = new PartyViews(party, games);
  const builder = new GameBuilderService(
    dataSource,
    games,
    new ListingPageImporter(importPolicy),
    photos,
    importPolicy,
  );
  const services: Services = {
    builder,
    photos,
    listingPictures: new ListingPictureService(dataSource),
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
    partyBroadcasts: new PartyRoomBroadcasts(pubSub, partyViews, logError),
    partyClock,
    partyPresence,
    pubSub,
    rateLimits,
  };

  // Every instance drops a brand or game another instance edited (realtime/cache-invalidation.ts).
  const invalidations = listenForInvalidations(pubSub, {
    brands: () => brands.forget(),
    games: (gameId) => games.forget(gameId),
  });
  // Every instance sweeps party deadlines until stopped; its timer never keeps a process alive.
  const partySweeper = startPartySweeper(partyClock, partyPresence, logError);
  return {
    services,
    async stop() {
      await partySweeper.stop();
      await invalidations.stop();
    },
  };
}
