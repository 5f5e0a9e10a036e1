/**
 * Every screen of the site: the one route registry (product spec, section 2), its routing half. The client's router
 * mounts each entry's page on its path (and nothing else), the server answers these paths (every other path 404), and
 * `pagePath` builds links to them. The pages a later release brings are in coming-soon-routes.ts, loaded by the
 * browser only on a path that matches nothing here. Each route's head (title, description, keywords, cards, robots, server rendering)
 * is in page-meta.ts, by route name: the server needs it, the browser's first screen does not.
 */

import type { ComingSoonName } from './coming-soon-routes';
import type { GameVariant } from './game-variants';

export type { GameVariant };

/**
 * Where each variant's pages live; `:gameSlug` is the game. A challenge has no pages of its own: its game plays under
 * the public game's (links fall back to them, `gamePagePath`), and its period's page presents it.
 */
export const GAME_VARIANT_PREFIXES = {
  public: '/game/:gameSlug',
  branded: '/play/:gameSlug',
  community: '/r/:gameSlug',
  one_off: '/one-offs/v/:gameSlug',
  klavo: '/klavo/v/:gameSlug',
  ultima: '/ultima/v/:gameSlug',
  roundup: '/roundup/v/:gameSlug',
} as const satisfies Record<Exclude<GameVariant, 'daily_challenge' | 'weekly_challenge'>, string>;

/** A variant with pages of its own. */
export type PagedVariant = keyof typeof GAME_VARIANT_PREFIXES;

/** What a route shows: a key the client maps to one lazy component (client/src/pages/page-components.ts). */
export type PageKey =
  | 'home'
  | 'gameStart'
  | 'klavoStart'
  | 'oneOffStart'
  | 'cameron'
  | 'propertyCameron'
  | 'gameWithMap'
  | 'property'
  | 'guesstimates'
  | 'results'
  | 'resultsOlder'
  | 'resultsToShare'
  | 'detailedResults'
  | 'leaderboard'
  | 'roundupStart'
  | 'homeResults'
  | 'homeResultsToShare'
  | 'homeDetailedResults'
  | 'roundupProgress'
  | 'brandSection'
  | 'variantLanding'
  | 'gameList'
  | 'tokenEntry'
  | 'sessionsInProgress'
  | 'comingSoon'
  | 'accessError'
  | 'clear'
  | 'clearGuest'
  | 'communityStart'
  | 'communityThread'
  | 'dailyChallenge'
  | 'weeklyChallenge'
  | 'partyStart'
  | 'partyRoom'
  | 'partyScreen'
  | 'login'
  | 'createAccount'
  | 'gameBuilder'
  | 'superbee'
  | 'guesstimatesManage'
  | 'scootManagement';

/**
 * A redirect, followed by the server (an HTTP status) and by the client's router (a loader `redirect()`): 301 for a
 * path that is only an alias of another (browsers and search engines may remember it), 302 where the answer depends on
 * the game or the brand and may change.
 */
export interface RouteRedirect {
  /** The registered route it leads to, filled with this route's params. */
  to: string;
  status: 301 | 302;
  /** The query string goes along. */
  keepQuery?: boolean;
  /** The one game for which the route shows its page instead of redirecting. */
  exceptGameSlug?: string;
}

export interface PageRoute {
  path: string;
  /** Null for a route that always redirects, and for a content page (its head and body are the content registry's). */
  page: PageKey | null;
  variant?: GameVariant;
  /** The variant a site page presents (a variant's landing: what it is and its games); not a game route. */
  landingOf?: GameVariant;
  /** The variant the game builder starts with on this path (a variant's creat-*-game). */
  builds?: GameVariant;
  redirect?: RouteRedirect;
}

export function route<const Path extends string>(
  path: Path,
  page: PageKey | null,
  options: Pick<PageRoute, 'redirect' | 'landingOf' | 'builds'> = {},
): PageRoute & { path: Path } {
  return { path, page, ...options };
}

/** The landing of a variant: what it is, and the brand's games of it. */
function landing<const Path extends string>(path: Path, variant: GameVariant) {
  return route(path, 'variantLanding', { landingOf: variant });
}

// ---- Game variants -------------------------------------------------------------------------------------------

/** A page of a game variant, its path relative to the variant's prefix. */
type GameChild = Omit<PageRoute, 'variant'> & { path: string };

/** The pages most variants share; a variant lists those it has, and adds its own. */
const GAME = {
  gameStart: route('', 'gameStart'),
  gameWithMap: route('/withmap', 'gameWithMap'),
  superbee: route('/superbee', 'superbee'),
  property: route('/property/:gameHomeId', 'property'),
  propertySuperbee: route('/property/:gameHomeId/superbee', 'superbee'),
  guesstimates: route('/property/:gameHomeId/guesstimates', 'guesstimates'),
  guesstimatesManage: route('/property/:gameHomeId/guesstimates-manage', 'guesstimatesManage'),
  resultsOlder: route('/results_older/:sessionId', 'resultsOlder'),
  results: route('/results/:sessionId', 'results'),
  resultsToShare: route('/results_to_share/:sessionId', 'resultsToShare'),
  detailedResults: route('/detailed_results/:sessionId', 'detailedResults'),
  shareableDetailedResults: route('/shareable_detailed_results/:sessionId', 'detailedResults'),
  leaderboard: route('/leaderboard', 'leaderboard'),
};

/** The game that may show klavo's cameron pages (GAME-RULES): for any other, they redirect. */
export const CAMERON_GAME_SLUG = 'arizona-house-price-guess';

type VariantRouteName<Variant extends PagedVariant, Name extends string> = Variant extends 'public'
  ? Name
  : `${Variant}.${Name}`;

/** A variant's pages under its prefix, named `variant.page` (the public game's keep their bare names). */
function gameRoutes<const Variant extends PagedVariant, const Children extends Record<string, GameChild>>(
  variant: Variant,
  children: Children,
): {
  [Name in keyof Children & string as VariantRouteName<Variant, Name>]: PageRoute & {
    path: `${(typeof GAME_VARIANT_PREFIXES)[Variant]}${Children[Name]['path']}`;
  };
} {
  const prefix = GAME_VARIANT_PREFIXES[variant];
  return Object.fromEntries(
    Object.entries(children).map(([name, page]) => [
      variantRouteName(variant, name),
      {
        ...page,
        path: `${prefix}${page.path}`,
        variant,
        redirect: page.redirect && { ...page.redirect, to: variantRouteName(variant, page.redirect.to) },
      },
    ]),
  ) as never;
}

export function variantRouteName(variant: GameVariant, name: string): string {
  return variant === 'public' ? name : `${variant}.${name}`;
}

const PUBLIC_GAME = gameRoutes('public', GAME);

const BRANDED_GAME = gameRoutes('branded', {
  // The brand's site root is where its game starts; `to` names a site route, not one of the variant's.
  gameStart: { ...GAME.gameStart, page: null },
  gameWithMap: GAME.gameWithMap,
  superbee: GAME.superbee,
  property: GAME.property,
  propertyResult: route('/property/:gameHomeId/result/:sessionId', 'results'),
  propertySuperbee: GAME.propertySuperbee,
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
  shareableDetailedResults: GAME.shareableDetailedResults,
  leaderboard: GAME.leaderboard,
});
BRANDED_GAME['branded.gameStart'].redirect = { to: 'home', status: 302 };

/** A forum community's game: its start page is a thread list, a home's page its thread. */
const COMMUNITY_FORUM_GAME = gameRoutes('community', {
  gameStart: route('', 'communityStart'),
  gameWithMap: GAME.gameWithMap,
  superbee: GAME.superbee,
  // A home's thread; the suffix is the home's title as a slug: the page's loader redirects a wrong one to the right
  // one, and the path without it (not a route of the spec) too.
  property: route('/comments/:gameHomeId/:redditSuffix', 'communityThread'),
  propertyWithoutSuffix: route('/comments/:gameHomeId', 'communityThread'),
  propertySuperbee: { ...GAME.propertySuperbee, path: '/comments/:gameHomeId/:redditSuffix/superbee' },
  resultsOlder: GAME.resultsOlder,
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
  shareableDetailedResults: GAME.shareableDetailedResults,
  leaderboard: GAME.leaderboard,
});

const ONE_OFF_GAME = gameRoutes('one_off', {
  // Its closing time; once closed, its final standings instead of a start.
  gameStart: route('', 'oneOffStart'),
  superbee: GAME.superbee,
  property: { ...GAME.property, path: '/property/:gameHomeId' },
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
});

const KLAVO_GAME = gameRoutes('klavo', {
  // Guest-first: play starts at once, the name comes at the end.
  gameStart: route('', 'klavoStart'),
  clearGuest: route('/clear-guest', 'clearGuest'),
  superbee: GAME.superbee,
  cameron: route('/cameron', 'cameron', {
    redirect: { to: 'gameStart', status: 302, exceptGameSlug: CAMERON_GAME_SLUG },
  }),
  property: GAME.property,
  propertyCameron: route('/property/:gameHomeId/Cameron', 'propertyCameron', {
    redirect: { to: 'property', status: 302, keepQuery: true, exceptGameSlug: CAMERON_GAME_SLUG },
  }),
  guesstimates: GAME.guesstimates,
  guesstimatesManage: GAME.guesstimatesManage,
  propertySuperbee: GAME.propertySuperbee,
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
});

const ULTIMA_GAME = gameRoutes('ultima', {
  gameStart: GAME.gameStart,
  superbee: GAME.superbee,
  property: { ...GAME.property, path: '/property/:gameHomeId' },
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
});

/** A roundup's start page lists its homes; its results are a home's: each home of it is played and scored on its own. */
const ROUNDUP_GAME = gameRoutes('roundup', {
  gameStart: route('', 'roundupStart'),
  superbee: GAME.superbee,
  property: GAME.property,
  propertySuperbee: GAME.propertySuperbee,
  guesstimates: GAME.guesstimates,
  guesstimatesManage: GAME.guesstimatesManage,
  results: route('/results/p/:gameHomeId/:sessionId', 'homeResults'),
  resultsToShare: route('/results_to_share/p/:gameHomeId/:sessionId', 'homeResultsToShare'),
  detailedResults: route('/detailed_results/p/:gameHomeId/:sessionId', 'homeDetailedResults'),
});

// ---- The rest of the site ---------------------------------------------------------------------------------------

/** The site's own pages (spec "Subdomain root routes" and "Other top-level routes"), and each variant's landings. */
const SITE = {
  home: route('/', 'home'),
  // The game builder; the older builder's path shows it too.
  createGameOlder: route('/create-game-older', 'gameBuilder'),
  oneOffs: landing('/one-offs', 'one_off'),
  // A variant's builder path opens the builder with that variant chosen.
  createOneOffGame: route('/creat-one-off-game', 'gameBuilder', { builds: 'one_off' }),
  oneOffGames: landing('/oneoffgames', 'one_off'),
  oneOffGames2: landing('/oneoffgames2', 'one_off'),
  klavo: landing('/klavo', 'klavo'),
  createKlavoGame: route('/creat-klavo-game', 'gameBuilder', { builds: 'klavo' }),
  ultima: landing('/ultima', 'ultima'),
  createUltimaGame: route('/creat-ultima-game', 'gameBuilder', { builds: 'ultima' }),
  realtyGameSession: route('/realty-game-session', 'roundupProgress'),
  subscribe: route('/subscribe', 'brandSection'),
  archive: route('/archive', 'brandSection'),
  siteLeaderboard: route('/leaderboard', 'brandSection'),
  about: route('/about', 'brandSection'),
  createGame: route('/create-game', 'gameBuilder'),
  priceGuessSession: route('/price-guess-session', 'sessionsInProgress'),
  priceGuessTokens: route('/price-guess-tokens', 'tokenEntry'),
  dailyChallenge: route('/daily-challenge', 'dailyChallenge'),
  weeklyChallenge: route('/weekly-challenge', 'weeklyChallenge'),
  // Party rooms (GAME-RULES "Party mode"): host or join a room, a player's screen, and the presenter's shared screen.
  party: route('/party', 'partyStart'),
  partyRoom: route('/party/:partyCode', 'partyRoom'),
  partyScreen: route('/party/:partyCode/screen', 'partyScreen'),
  games: route('/games', 'gameList'),
  clear: route('/clear', 'clear'),
  accessError: route('/access-error', 'accessError'),
  scootManagement: route('/scoot-management', 'scootManagement'),
  login: route('/auth/login', 'login'),
  createAccount: route('/auth/create-account', 'createAccount'),
};

export const PAGE_ROUTES = {
  ...SITE,
  ...PUBLIC_GAME,
  ...BRANDED_GAME,
  ...COMMUNITY_FORUM_GAME,
  ...ONE_OFF_GAME,
  ...KLAVO_GAME,
  ...ULTIMA_GAME,
  ...ROUNDUP_GAME,
};

/** Every route's name: the live pages' (PAGE_ROUTES) and those a later release brings (coming-soon-routes.ts). */
export type PageName = keyof typeof PAGE_ROUTES | ComingSoonName;

/**
 * The live pages as plain entries, by name: what the browser's router mounts. The coming-soon pages join them in
 * ALL_ROUTE_ENTRIES (coming-soon-routes.ts), which the server and the heads read.
 */
export const ROUTE_ENTRIES = Object.entries(PAGE_ROUTES) as [PageName, PageRoute][];

/** A live route by name; undefined for a page a later release brings (coming-soon-routes.ts). */
export function liveRoute(name: PageName): PageRoute | undefined {
  return (PAGE_ROUTES as Record<string, PageRoute>)[name];
}

/** The names of a path's `:params`, as a type: `'/game/:gameSlug/leaderboard'` gives `'gameSlug'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a route's path carries. */
export function routeParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

function fillPath(path: string, values: Record<string, string | undefined>): string {
  return path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(values[param] ?? ''));
}

/** The path of a page, each param encoded: `pagePath('leaderboard', { gameSlug: 'x' })` is `/game/x/leaderboard`. */
export function pagePath<Name extends keyof typeof PAGE_ROUTES>(
  name: Name,
  params: Record<ParamNames<(typeof PAGE_ROUTES)[Name]['path']>, string>,
): string {
  return fillPath(PAGE_ROUTES[name].path, params as Record<string, string>);
}

/**
 * The path of one of a variant's pages, so that links inside a variant stay inside it. A variant without that page,
 * whose route only redirects (the branded game's start, which is its brand's home), or whose path needs an id the
 * link does not have (a roundup's results name their home), links to the public game's. A forum thread's title suffix is the home's `redditSuffix` when given, else a placeholder the thread page
 * corrects (a redirect).
 */
export function gamePagePath(
  variant: GameVariant,
  name: string,
  ids: { gameSlug: string; gameHomeId?: string; sessionId?: string; redditSuffix?: string },
): string {
  const values: Record<string, string | undefined> = {
    gameSlug: ids.gameSlug,
    gameHomeId: ids.gameHomeId,
    sessionId: ids.sessionId,
    redditSuffix: ids.redditSuffix ?? 'home',
  };
  const own = (PAGE_ROUTES as Record<string, PageRoute>)[variantRouteName(variant, name)];
  const chosen =
    own && own.page !== null && routeParams(own.path).every((param) => values[param])
      ? own
      : PAGE_ROUTES[name as keyof typeof PAGE_ROUTES];
  return fillPath(chosen.path, values);
}

/** Whether a variant shows one of its pages for this game: it has the page, and does not redirect this game away. */
export function gameShowsPage(variant: GameVariant, name: string, gameSlug: string): boolean {
  const route = (PAGE_ROUTES as Record<string, PageRoute>)[variantRouteName(variant, name)];
  return route?.page != null && redirectTarget(route, { gameSlug }, '') === null;
}

/**
 * Where a route sends its visitor instead of showing its page, or null: the one rule the server (an HTTP redirect)
 * and the client's router (a loader redirect) both follow.
 */
export function redirectTarget(
  route: PageRoute,
  params: Record<string, string | undefined>,
  search: string,
  routes: Record<string, PageRoute> = PAGE_ROUTES,
): { path: string; status: 301 | 302 } | null {
  const redirect = route.redirect;
  if (!redirect || (redirect.exceptGameSlug !== undefined && params.gameSlug === redirect.exceptGameSlug)) return null;
  const target = routes[redirect.to];
  return { path: fillPath(target.path, params) + (redirect.keepQuery ? search : ''), status: redirect.status };
}
