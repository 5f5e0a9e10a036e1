/**
 * Every screen of the site: the one route registry (product spec, section 2). The client's router mounts each entry's
 * page on its path (and nothing else), the server answers these paths with their status, meta tags and redirects
 * (every other path 404), and `pagePath` builds links to them. It is data: which page shows, the head the server
 * renders, and the redirect both sides follow.
 */

/**
 * The game variants (GAME-RULES "Game variants"), named as a game's `variant` column names them: one engine, each with
 * its own paths under its own prefix.
 */
export type GameVariant = 'public' | 'branded' | 'community' | 'one_off' | 'klavo' | 'ultima' | 'roundup';

/** Where each variant's pages live; `:gameSlug` is the game. */
export const GAME_VARIANT_PREFIXES = {
  public: '/game/:gameSlug',
  branded: '/play/:gameSlug',
  community: '/r/:gameSlug',
  one_off: '/one-offs/v/:gameSlug',
  klavo: '/klavo/v/:gameSlug',
  ultima: '/ultima/v/:gameSlug',
  roundup: '/roundup/v/:gameSlug',
} as const satisfies Record<GameVariant, string>;

/** What a route shows: a key the client maps to one lazy component (client/src/pages/page-components.ts). */
export type PageKey =
  | 'home'
  | 'gameStart'
  | 'gameWithMap'
  | 'property'
  | 'guesstimates'
  | 'results'
  | 'resultsOlder'
  | 'resultsToShare'
  | 'detailedResults'
  | 'leaderboard'
  | 'brandSection'
  | 'comingSoon'
  | 'accessError'
  | 'clear'
  | 'clearGuest';

export interface SocialCard {
  ogType: 'website' | 'article';
  /** A card image's path on this site; `{routeSssnId}` is filled in. Only pages whose card is drawn have one. */
  ogImage?: string;
  twitterCard: 'summary' | 'summary_large_image';
}

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
  /** Null only for a route that always redirects. */
  page: PageKey | null;
  /** `{game}` and `{home}` are filled in by the server; ` | {brand}` is added unless `{brand}` is in it. */
  title: string;
  /**
   * For a coming-soon page, the line on what it will be. `{brandDescription}` is the brand's (or the site's),
   * `{gameDescription}` the game's (or the brand's), `{game}` and `{home}` their titles.
   */
  description: string;
  keywords: string;
  social: SocialCard;
  robots: 'index' | 'noindex';
  /** False where the spec says "not server-rendered": the server sends the shell with this head, looking nothing up. */
  ssr: boolean;
  variant?: GameVariant;
  redirect?: RouteRedirect;
}

const KEYWORDS = 'house price game, guess the price, property quiz, real estate game, home value quiz';
const CARD: SocialCard = { ogType: 'website', twitterCard: 'summary' };

type Options = Partial<Omit<PageRoute, 'path' | 'page' | 'title'>>;

function route<const Path extends string>(
  path: Path,
  page: PageKey | null,
  title: string,
  options: Options = {},
): PageRoute & { path: Path } {
  return {
    path,
    page,
    title,
    description: '{brandDescription}',
    keywords: KEYWORDS,
    social: CARD,
    robots: 'index',
    ssr: true,
    ...options,
  };
}

/** A page a later issue brings: an honest "coming soon" with its title and what it will be, kept out of search. */
function soon<const Path extends string>(path: Path, title: string, willBe: string, options: Options = {}) {
  return route(path, 'comingSoon', title, { description: willBe, robots: 'noindex', ...options });
}

// ---- Game variants -------------------------------------------------------------------------------------------

/** A page of a game variant, its path relative to the variant's prefix. */
type GameChild = Omit<PageRoute, 'variant'> & { path: string };

function child<const Path extends string>(
  path: Path,
  page: PageKey | null,
  title: string,
  options: Options = {},
): GameChild & { path: Path } {
  return route(path, page, title, { description: '{gameDescription}', ...options });
}

const ADMIN = 'Editing and managing games';
/** The pages most variants share; a variant lists those it has, and adds its own. */
const GAME = {
  gameStart: child('', 'gameStart', '{game}'),
  gameWithMap: child('/withmap', 'gameWithMap', 'Map: {game}'),
  superbee: soon('/superbee', 'Manage the homes of this game', `${ADMIN}: its homes, their order and their words.`),
  property: child('/property/:listingInGameUuid', 'property', '{game}', { robots: 'noindex' }),
  propertySuperbee: soon(
    '/property/:listingInGameUuid/superbee',
    'Edit this home',
    `${ADMIN}: a home's facts, pictures and words in this game.`,
  ),
  guesstimates: child(
    '/property/:listingInGameUuid/guesstimates',
    'guesstimates',
    "Everyone's guesses: {home} | {game}",
    {
      robots: 'noindex',
      description: 'What players of {game} guessed for {home}, once you have guessed it yourself.',
    },
  ),
  guesstimatesManage: soon(
    '/property/:listingInGameUuid/guesstimates-manage',
    'Manage the guesses',
    `${ADMIN}: the guesses made on a home, to review and remove.`,
    { ssr: false },
  ),
  resultsOlder: child('/results_older/:routeSssnId', 'resultsOlder', '{game}', { robots: 'noindex' }),
  results: child('/results/:routeSssnId', 'results', '{game}', { robots: 'noindex' }),
  resultsToShare: child('/results_to_share/:routeSssnId', 'resultsToShare', '{game}', {
    robots: 'noindex',
    social: { ogType: 'website', ogImage: '/media/share/{routeSssnId}.png', twitterCard: 'summary_large_image' },
  }),
  detailedResults: child('/detailed_results/:routeSssnId', 'detailedResults', '{game}', { robots: 'noindex' }),
  shareableDetailedResults: child('/shareable_detailed_results/:sessionUuid', 'detailedResults', '{game}', {
    robots: 'noindex',
  }),
  leaderboard: child('/leaderboard', 'leaderboard', 'Leaderboard: {game}', {
    description: 'Top players of {game} today, this week, this month and of all time.',
  }),
};

/** The game that may show klavo's cameron pages (GAME-RULES): for any other, they redirect. */
export const CAMERON_GAME_SLUG = 'arizona-house-price-guess';

type VariantRouteName<Variant extends GameVariant, Name extends string> = Variant extends 'public'
  ? Name
  : `${Variant}.${Name}`;

/** A variant's pages under its prefix, named `variant.page` (the public game's keep their bare names). */
function gameRoutes<const Variant extends GameVariant, const Children extends Record<string, GameChild>>(
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
  gameStart: { ...GAME.gameStart, page: null, robots: 'noindex' },
  gameWithMap: GAME.gameWithMap,
  superbee: GAME.superbee,
  property: GAME.property,
  propertyResult: child('/property/:listingInGameUuid/result/:routeSssnId', 'results', '{game}', { robots: 'noindex' }),
  propertySuperbee: GAME.propertySuperbee,
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
  shareableDetailedResults: GAME.shareableDetailedResults,
  leaderboard: GAME.leaderboard,
});
BRANDED_GAME['branded.gameStart'].redirect = { to: 'home', status: 302 };

const COMMUNITY_FORUM_GAME = gameRoutes('community', {
  gameStart: GAME.gameStart,
  gameWithMap: GAME.gameWithMap,
  superbee: GAME.superbee,
  // A home's thread; the suffix is the home's title as a slug.
  property: child('/comments/:listingInGameUuid/:redditSuffix', 'property', '{game}', { robots: 'noindex' }),
  propertySuperbee: { ...GAME.propertySuperbee, path: '/comments/:listingInGameUuid/:redditSuffix/superbee' },
  resultsOlder: GAME.resultsOlder,
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
  shareableDetailedResults: GAME.shareableDetailedResults,
  leaderboard: GAME.leaderboard,
});

const ONE_OFF_GAME = gameRoutes('one_off', {
  gameStart: GAME.gameStart,
  superbee: { ...GAME.superbee, ssr: false },
  property: { ...GAME.property, path: '/property/:propertyUuid' },
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
});

const KLAVO_GAME = gameRoutes('klavo', {
  gameStart: GAME.gameStart,
  clearGuest: route('/clear-guest', 'clearGuest', 'Forget me on this device', {
    robots: 'noindex',
    ssr: false,
    description: 'Clears your guest session from this browser.',
  }),
  superbee: GAME.superbee,
  cameron: child('/cameron', 'gameStart', "Cameron's commentary: {game}", {
    redirect: { to: 'gameStart', status: 302, exceptGameSlug: CAMERON_GAME_SLUG },
  }),
  property: GAME.property,
  propertyCameron: child('/property/:listingInGameUuid/Cameron', 'property', "Cameron's commentary: {game}", {
    robots: 'noindex',
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
  property: { ...GAME.property, path: '/property/:propertyUuid' },
  results: GAME.results,
  resultsToShare: GAME.resultsToShare,
  detailedResults: GAME.detailedResults,
});

/** A roundup's results are a home's: each home of it is played and scored on its own. */
const ROUNDUP_GAME = gameRoutes('roundup', {
  gameStart: GAME.gameStart,
  superbee: GAME.superbee,
  property: GAME.property,
  propertySuperbee: GAME.propertySuperbee,
  guesstimates: GAME.guesstimates,
  guesstimatesManage: GAME.guesstimatesManage,
  results: { ...GAME.results, path: '/results/p/:listingInGameUuid/:routeSssnId' },
  resultsToShare: { ...GAME.resultsToShare, path: '/results_to_share/p/:listingInGameUuid/:routeSssnId' },
  detailedResults: { ...GAME.detailedResults, path: '/detailed_results/p/:listingInGameUuid/:routeSssnId' },
});

// ---- The rest of the site ---------------------------------------------------------------------------------------

const CREATE = 'A game builder: paste listing links, set the rounds and regions, and share it.';
const DOSSIER = 'Part of a buyer dossier: a home you are considering, with its market analysis.';
const ADMIN_PAGE = 'Account, agency and website administration.';
const CHART = 'A chart of recorded sales, drawn from the same data as the games.';
const LANDING = 'A test landing page for the game.';
const EXPERIMENT = 'An experiment with maps and synthetic comparables.';

/** The site's own pages (spec "Subdomain root routes" and "Other top-level routes"), and each variant's landings. */
const SITE = {
  home: route('/', 'home', '{brand}: guess what homes sell for'),
  createGameOlder: soon('/create-game-older', 'Create a game (older builder)', CREATE),
  oneOffs: soon('/one-offs', 'One-off games', 'One-off games: a game for one occasion, a party or a newsletter issue.'),
  createOneOffGame: soon('/creat-one-off-game', 'Create a one-off game', CREATE),
  oneOffGames: soon('/oneoffgames', 'One-off games', 'A list of one-off games to play.'),
  oneOffGames2: soon('/oneoffgames2', 'One-off games', 'A list of one-off games to play.'),
  klavo: soon('/klavo', 'Klavo', 'Klavo: play at once as a guest, and give your name only at the end.'),
  createKlavoGame: soon('/creat-klavo-game', 'Create a klavo game', CREATE),
  ultima: soon('/ultima', 'Ultima', 'Ultima: the hard format, pictures and place only, no facts.'),
  createUltimaGame: soon('/creat-ultima-game', 'Create an ultima game', CREATE),
  realtyGameSession: soon(
    '/realty-game-session',
    'Your roundup progress',
    "A player's progress through a roundup of recent sales.",
  ),
  subscribe: route('/subscribe', 'brandSection', 'Subscribe'),
  archive: route('/archive', 'brandSection', 'Archive'),
  siteLeaderboard: route('/leaderboard', 'brandSection', 'Leaderboard'),
  about: route('/about', 'brandSection', 'About'),
  createGame: soon('/create-game', 'Create a game', CREATE),
  curatorSignup: soon('/curator-signup', 'Become a curator', 'Sign up to curate games for your readers.'),
  curatorSignupProfile: soon(
    '/curator-signup/profile',
    'Your curator profile',
    'Your audience, how often you publish and what you want from your games.',
  ),
  metaTest: soon('/meta-test', 'Meta test', 'A page to check how links to the site are previewed.'),
  buyingSteps: soon('/buying-steps', 'Buying steps', 'A guide through the steps of buying a home.'),
  priceGuessSession: soon(
    '/price-guess-session',
    'Your game',
    'The game you are playing now, from wherever you left it.',
  ),
  priceGuessTokens: soon(
    '/price-guess-tokens',
    'Play with a token',
    'A game entered with a token handed out by its host, one session a token.',
  ),
  games: route('/games', 'home', 'Games'),
  priceGame: route('/price-game', null, 'The price game', { redirect: { to: 'regularGame', status: 301 } }),
  regularGame: soon('/price-game/regular-game', 'The price game', 'The regular price game of this site.'),
  clear: route('/clear', 'clear', 'Clear game data', {
    robots: 'noindex',
    description: 'Clears the game data kept in this browser.',
  }),
  accessError: route('/access-error', 'accessError', 'Access error', {
    robots: 'noindex',
    description: 'There was an issue accessing the page.',
  }),
  scootManagement: soon('/scoot-management', "Manage this site's games", `${ADMIN}: the games of this site.`),
  myDossier: soon('/my-dossier', 'My dossier', 'Takes you to your buyer dossier.'),
  landing0: soon('/0', 'Landing page 0', LANDING),
  landing2: soon('/2', 'Landing page 2', LANDING),
  landing3: soon('/3', 'Landing page 3', LANDING),
  landing4: soon('/4', 'Landing page 4', LANDING),
  landing5: soon('/5', 'Landing page 5', LANDING),
  landing6: soon('/6', 'Landing page 6', LANDING),
  landing7: soon('/7', 'Landing page 7', LANDING),
  landing10: soon('/10', 'Landing page 10', LANDING),
  landing11: soon('/11', 'Landing page 11', LANDING),
  landing12: soon('/12', 'Landing page 12', LANDING),
  landing13: soon('/13', 'Landing page 13', LANDING),
  charts: soon('/charts', 'Charts', CHART),
  epcs: soon('/epcs', 'Energy ratings', 'A chart of the energy ratings of homes.'),
  chartExamples: soon('/chart_examples', 'Chart examples', CHART),
  chartExamples2: soon('/chart_examples_2', 'Chart examples 2', CHART),
  chartExamples3: soon('/chart_examples_3', 'Chart examples 3', CHART),
  soldHomesCharts: soon('/sold_homes_charts/:targetChartName', 'Sold homes charts', CHART),
  referenceProperties: soon('/reference-properties', 'Reference properties', 'Homes kept as references for pricing.'),
  referenceProperty: soon('/reference-properties/:refPropUuid', 'Reference property', 'A home kept as a reference.'),
  forSaleEvaluation: soon(
    '/for-sale-evaluation/:saleListingUuid',
    'For-sale evaluation',
    'An evaluation of a home for sale against recorded sales.',
  ),
  portalQueryRunner: soon(
    '/portal-query-runner',
    'Portal query runner',
    'Runs saved searches against property portals.',
  ),
  buyersStepsFulla: soon('/buyers-steps-fulla', "Buyer's steps", 'A guide through the steps of buying a home.'),
  buyersSteps: soon('/buyers-steps', "Buyer's steps", 'A guide through the steps of buying a home.'),
  superwiserDossiers: soon('/superwiser/dossiers', 'All dossiers', ADMIN_PAGE),
  superwiserDossierAsset: soon('/superwiser/dossier-assets/:dossierAssetId', 'Dossier asset', ADMIN_PAGE),
  rawDossier: soon('/rawdossiers/:dossierUuid', 'Raw dossier', DOSSIER),
  rawDossierPhotos: soon('/rawdossiers/:dossierUuid/photos', 'Raw dossier photos', DOSSIER),
  rawDossierListingPhotos: soon('/rawdossiers/:dossierUuid/listing_photos/:listingUuid', 'Listing photos', DOSSIER),
  rawDossierOverview: soon('/rawdossiers/:dossierUuid/overview', 'Raw dossier overview', DOSSIER),
  dossier: route('/dossiers/:dossierUuid', null, 'Dossier', {
    robots: 'noindex',
    redirect: { to: 'dossierHome', status: 301 },
  }),
  dossierHome: soon('/dossiers/:dossierUuid/home', 'Dossier', DOSSIER),
  dossierOverview: soon('/dossiers/:dossierUuid/overview', 'Dossier overview', DOSSIER),
  dossierPhotos: soon('/dossiers/:dossierUuid/photos', 'Dossier photos', DOSSIER),
  dossierPhotosEdit: soon('/dossiers/:dossierUuid/photos/edit', 'Edit dossier photos', DOSSIER),
  dossierAiFeedback: soon('/dossiers/:dossierUuid/ai-feedback', 'AI feedback', DOSSIER),
  dossierCalendar: soon('/dossiers/:dossierUuid/calendar', 'Calendar', DOSSIER),
  dossierNotifications: soon('/dossiers/:dossierUuid/notifications', 'Notifications', DOSSIER),
  dossierAiChat: soon('/dossiers/:dossierUuid/ai-chat', 'AI chat', DOSSIER),
  dossierProfile: soon('/dossiers/:dossierUuid/profile', 'Buyer profile', DOSSIER),
  dossierProfileEdit: soon('/dossiers/:dossierUuid/profile/edit', 'Edit buyer profile', DOSSIER),
  dossierNotes: soon('/dossiers/:dossierUuid/notes-and-queries', 'Notes and queries', DOSSIER),
  dossierNotesCreate: soon('/dossiers/:dossierUuid/notes-and-queries/create', 'New note', DOSSIER),
  dossierNotesCreatePrimary: soon(
    '/dossiers/:dossierUuid/notes-and-queries/create/primary',
    'New note on the main home',
    DOSSIER,
  ),
  dossierNotesCreateComparison: soon(
    '/dossiers/:dossierUuid/notes-and-queries/create/comparison/:comparisonUuid',
    'New note on a comparison',
    DOSSIER,
  ),
  dossierNotesPrimary: soon('/dossiers/:dossierUuid/notes-and-queries/primary', 'Notes on the main home', DOSSIER),
  dossierNotesComparison: soon(
    '/dossiers/:dossierUuid/notes-and-queries/comparison/:comparisonUuid',
    'Notes on a comparison',
    DOSSIER,
  ),
  dossierTasks: soon('/dossiers/:dossierUuid/tasks', 'Tasks', DOSSIER),
  dossierTask: soon('/dossiers/:dossierUuid/tasks/view/:taskId', 'Task', DOSSIER),
  dossierTaskCreate: soon('/dossiers/:dossierUuid/tasks/create', 'New task', DOSSIER),
  dossierCharts: soon('/dossiers/:dossierUuid/Charts', 'Charts', DOSSIER),
  dossierLocation: soon('/dossiers/:dossierUuid/location', 'Location', DOSSIER),
  dossierNeighbourhood: soon('/dossiers/:dossierUuid/neighbourhood', 'Neighbourhood', DOSSIER),
  dossierRecentSales: soon('/dossiers/:dossierUuid/recent-sales', 'Recent sales', DOSSIER),
  dossierComparables: soon('/dossiers/:dossierUuid/comparables', 'Comparables', DOSSIER),
  comparables: route('/comparables/:assetsComparisonUuid', null, 'Comparison', {
    robots: 'noindex',
    redirect: { to: 'comparablesSbsOverview', status: 301 },
  }),
  comparablesSoloTest: soon('/comparables/:assetsComparisonUuid/solo/test', 'Comparison test', DOSSIER),
  comparablesSoloTest2: soon('/comparables/:assetsComparisonUuid/solo/test2', 'Comparison test 2', DOSSIER),
  comparablesSbsOverview: soon('/comparables/:assetsComparisonUuid/sbs/overview', 'Side by side', DOSSIER),
  comparablesSoloOverview: soon('/comparables/:assetsComparisonUuid/solo/overview', 'Comparison overview', DOSSIER),
  comparablesSoloPhotos: soon('/comparables/:assetsComparisonUuid/solo/photos', 'Comparison photos', DOSSIER),
  comparablesSbsParts: soon('/comparables/:assetsComparisonUuid/sbs/parts', 'Side by side, part by part', DOSSIER),
  comparablesSbsPhotos: soon('/comparables/:assetsComparisonUuid/sbs/photos', 'Side by side photos', DOSSIER),
  comparablesMap: soon('/comparables/:assetsComparisonUuid/map', 'Comparison map', DOSSIER),
  curatedNeighbourhoods: soon(
    '/curated-neighbourhoods',
    'Curated neighbourhoods',
    'Neighbourhoods described by the people who know them.',
  ),
  sold: soon('/sold', 'Sold homes', 'Recent sales, to browse and compare.'),
  areaCluster: soon('/a/:areaClusterUuid', 'Neighbourhood', 'A curated neighbourhood: its homes, sales and character.'),
  infoPage: soon('/i/:page_slug', 'Information', 'An information page.'),
  bolt: soon('/bolt', 'Synthetic comparables', EXPERIMENT),
  gmapsThird: soon('/gmaps/third', 'Map experiment', EXPERIMENT),
  mapsThird: soon('/maps/third', 'Map experiment', EXPERIMENT),
  mapsFourth: soon('/maps/fourth', 'Map experiment', EXPERIMENT),
  mapsFifth: soon('/maps/fifth', 'Map experiment', EXPERIMENT),
  cv11: soon('/cv11', 'Map experiment', EXPERIMENT),
  questStart: soon('/quests-costa/quest-start', 'Start a quest', 'A home search on the coast, as a quest.'),
  questSearchQuery: soon('/quests-costa/search-query/:searchQueryUuid', 'Your quest', 'One search of a quest.'),
  admin: soon('/admin', 'Admin', ADMIN_PAGE),
  userAdmin: soon('/u/:userUuid/admin', 'Your admin', ADMIN_PAGE),
  userAdminProfile: soon('/u/:userUuid/admin/profile', 'Your profile', ADMIN_PAGE),
  userAdminMyProperties: soon('/u/:userUuid/admin/myproperties', 'My properties', ADMIN_PAGE),
  userAdminMyProperty: soon('/u/:userUuid/admin/myproperties/:listingUuid', 'My property', ADMIN_PAGE),
  userAdminMyPropertyEdit: soon('/u/:userUuid/admin/myproperties/:listingUuid/e', 'Edit my property', ADMIN_PAGE),
  userAdminUser: soon('/u/:userUuid/admin/user', 'Account', ADMIN_PAGE),
  userAdminAgencyGeneral: soon('/u/:userUuid/admin/agency/general', 'Agency', ADMIN_PAGE),
  userAdminAgencyLocation: soon('/u/:userUuid/admin/agency/location', 'Agency location', ADMIN_PAGE),
  userAdminPage: soon('/u/:userUuid/admin/pages/:pageName/:pageTabName', 'Pages', ADMIN_PAGE),
  userAdminTranslations: soon('/u/:userUuid/admin/translations/:tBatchId', 'Translations', ADMIN_PAGE),
  userAdminWebsiteFooter: soon('/u/:userUuid/admin/website/footer', 'Footer', ADMIN_PAGE),
  userAdminWebsiteGeneral: soon('/u/:userUuid/admin/website/settings/general', 'Website settings', ADMIN_PAGE),
  userAdminWebsiteAppearance: soon('/u/:userUuid/admin/website/settings/appearance', 'Appearance', ADMIN_PAGE),
  userAdminWebsiteNavigation: soon('/u/:userUuid/admin/website/settings/navigation', 'Navigation', ADMIN_PAGE),
  userAdminProperties: soon('/u/:userUuid/admin/properties/list/all', 'Properties', ADMIN_PAGE),
  userAdminProperty: soon('/u/:userUuid/admin/properties/s/:prop_id/:editTabName', 'Property', ADMIN_PAGE),
  login: soon('/auth/login', 'Sign in', 'Sign in to your account.'),
  createAccount: soon('/auth/create-account', 'Create an account', 'Create an account to keep your games.'),
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

export type PageName = keyof typeof PAGE_ROUTES;

/** The registry as plain entries, by name, for code that walks it. */
export const ROUTE_ENTRIES = Object.entries(PAGE_ROUTES) as [PageName, PageRoute][];

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
export function pagePath<Name extends PageName>(
  name: Name,
  params: Record<ParamNames<(typeof PAGE_ROUTES)[Name]['path']>, string>,
): string {
  return fillPath(PAGE_ROUTES[name].path, params as Record<string, string>);
}

/** A game page's ids, whatever its variant names them (`propertyUuid` in one-offs, `sessionUuid` when shared). */
export function gamePageIds(params: Record<string, string | undefined>): { homeId?: string; sessionId?: string } {
  return {
    homeId: params.listingInGameUuid ?? params.propertyUuid,
    sessionId: params.routeSssnId ?? params.sessionUuid,
  };
}

/**
 * The path of one of a variant's pages, so that links inside a variant stay inside it. A variant without that page,
 * or whose path needs an id the link does not have (a roundup's results name their home), links to the public
 * game's. A forum thread's title suffix is a placeholder: the variant corrects a wrong one.
 */
export function gamePagePath(
  variant: GameVariant,
  name: string,
  ids: { gameSlug: string; homeId?: string; sessionId?: string },
): string {
  const values: Record<string, string | undefined> = {
    gameSlug: ids.gameSlug,
    listingInGameUuid: ids.homeId,
    propertyUuid: ids.homeId,
    routeSssnId: ids.sessionId,
    sessionUuid: ids.sessionId,
    redditSuffix: 'home',
  };
  const own = (PAGE_ROUTES as Record<string, PageRoute>)[variantRouteName(variant, name)];
  const chosen = own && routeParams(own.path).every((param) => values[param]) ? own : PAGE_ROUTES[name as PageName];
  return fillPath(chosen.path, values);
}

/**
 * Where a route sends its visitor instead of showing its page, or null: the one rule the server (an HTTP redirect)
 * and the client's router (a loader redirect) both follow.
 */
export function redirectTarget(
  route: PageRoute,
  params: Record<string, string | undefined>,
  search: string,
): { path: string; status: 301 | 302 } | null {
  const redirect = route.redirect;
  if (!redirect || (redirect.exceptGameSlug !== undefined && params.gameSlug === redirect.exceptGameSlug)) return null;
  const target = (PAGE_ROUTES as Record<string, PageRoute>)[redirect.to];
  return { path: fillPath(target.path, params) + (redirect.keepQuery ? search : ''), status: redirect.status };
}
