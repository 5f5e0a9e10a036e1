import type { ApolloClient } from '@apollo/client';
import type { PageKey } from '@ballpark/common/page-routes';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/** A page's own route loader, given the app's client: a redirect (a Response) the page decides from its data, or null. */
export type PageLoader = (client: ApolloClient, args: LoaderFunctionArgs) => Promise<Response | null>;

type LazyPage = () => Promise<{ Component: ComponentType; loader?: PageLoader }>;

/**
 * The one map from a registry page key to its component (and its loader, if it has one), each its own lazy chunk. A
 * variant's own page is a new key here and in the registry's entries that show it.
 */
export const PAGE_COMPONENTS: Record<PageKey, LazyPage> = {
  home: () => import('./HomePage').then((m) => ({ Component: m.HomePage })),
  gameStart: () => import('./game/GameStartPage').then((m) => ({ Component: m.GameStartPage })),
  klavoStart: () => import('./game/klavo/KlavoStartPage').then((m) => ({ Component: m.KlavoStartPage })),
  // A one-off's start is the game's start: closed, it shows only its results.
  oneOffStart: () => import('./game/GameStartPage').then((m) => ({ Component: m.GameStartPage })),
  cameron: () => import('./round/CameronPage').then((m) => ({ Component: m.CameronPage })),
  propertyCameron: () => import('./round/CameronPropertyPage').then((m) => ({ Component: m.CameronPropertyPage })),
  gameWithMap: () => import('./game/withmap/GameWithMapPage').then((m) => ({ Component: m.GameWithMapPage })),
  property: () => import('./round/PropertyPage').then((m) => ({ Component: m.PropertyPage })),
  guesstimates: () => import('./game/guesstimates/GuesstimatesPage').then((m) => ({ Component: m.GuesstimatesPage })),
  results: () => import('./results/ResultsPage').then((m) => ({ Component: m.ResultsPage })),
  resultsOlder: () => import('./results/ResultsOlderPage').then((m) => ({ Component: m.ResultsOlderPage })),
  resultsToShare: () => import('./results/ResultsToSharePage').then((m) => ({ Component: m.ResultsToSharePage })),
  detailedResults: () => import('./results/DetailedResultsPage').then((m) => ({ Component: m.DetailedResultsPage })),
  leaderboard: () => import('./leaderboard/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })),
  roundupStart: () => import('./game/roundup/RoundupStartPage').then((m) => ({ Component: m.RoundupStartPage })),
  homeResults: () => import('./results/HomeResultsPage').then((m) => ({ Component: m.HomeResultsPage })),
  homeResultsToShare: () =>
    import('./results/HomeResultsToSharePage').then((m) => ({ Component: m.HomeResultsToSharePage })),
  homeDetailedResults: () =>
    import('./results/HomeDetailedResultsPage').then((m) => ({ Component: m.HomeDetailedResultsPage })),
  roundupProgress: () => import('./site/RoundupProgressPage').then((m) => ({ Component: m.RoundupProgressPage })),
  brandSection: () => import('./BrandSectionPage').then((m) => ({ Component: m.BrandSectionPage })),
  variantLanding: () => import('./VariantLandingPage').then((m) => ({ Component: m.VariantLandingPage })),
  gameList: () => import('./GameListPage').then((m) => ({ Component: m.GameListPage })),
  tokenEntry: () => import('./site/TokenEntryPage').then((m) => ({ Component: m.TokenEntryPage })),
  sessionsInProgress: () => import('./SessionsInProgressPage').then((m) => ({ Component: m.SessionsInProgressPage })),
  comingSoon: () => import('./site/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage })),
  accessError: () => import('./site/AccessErrorPage').then((m) => ({ Component: m.AccessErrorPage })),
  clear: () => import('./site/ClearPage').then((m) => ({ Component: m.ClearPage })),
  clearGuest: () => import('./round/ClearGuestPage').then((m) => ({ Component: m.ClearGuestPage })),
  communityStart: () =>
    import('./game/community/CommunityStartPage').then((m) => ({ Component: m.CommunityStartPage })),
  dailyChallenge: () => import('./ChallengePage').then((m) => ({ Component: m.DailyChallengePage })),
  weeklyChallenge: () => import('./ChallengePage').then((m) => ({ Component: m.WeeklyChallengePage })),
  partyStart: () => import('./party/PartyStartPage').then((m) => ({ Component: m.PartyStartPage })),
  partyRoom: () => import('./party/PartyRoomPage').then((m) => ({ Component: m.PartyRoomPage })),
  partyScreen: () => import('./party/PartyScreenPage').then((m) => ({ Component: m.PartyScreenPage })),
  login: () => import('./account/LoginPage').then((m) => ({ Component: m.LoginPage })),
  createAccount: () => import('./account/CreateAccountPage').then((m) => ({ Component: m.CreateAccountPage })),
  gameBuilder: () => import('./GameBuilderPage').then((m) => ({ Component: m.GameBuilderPage })),
  superbee: () => import('./round/SuperbeePage').then((m) => ({ Component: m.SuperbeePage })),
  guesstimatesManage: () =>
    import('./game/GuesstimatesManagePage').then((m) => ({ Component: m.GuesstimatesManagePage })),
  scootManagement: () => import('./ScootManagementPage').then((m) => ({ Component: m.ScootManagementPage })),
  communityThread: () =>
    import('./community/CommunityThreadPage').then((m) => ({ Component: m.CommunityThreadPage, loader: m.loader })),
};
