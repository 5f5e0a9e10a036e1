/**
 * The head of every route of the registry (page-routes.ts), by route name: title, description, keywords, social
 * cards, robots, and whether the server renders it. The server renders heads from it; the browser's first screen
 * does not load it (only the pages that show a route's own title and description do).
 */
import { brandSectionTitle } from './brand-section-titles';
import { ALL_ROUTE_ENTRIES } from './coming-soon-routes';
import type { GameVariant, PageName, PageRoute } from './page-routes';

export interface SocialCard {
  ogType: 'website' | 'article';
  /** A card image's path on this site; `{sessionId}` is filled in. Only pages whose card is drawn have one. */
  ogImage?: string;
  twitterCard: 'summary' | 'summary_large_image';
}

export interface PageMeta {
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
}

/** A route with its head: what the server answers a path with. */
export type ServedPage = PageRoute & PageMeta;

const KEYWORDS = 'house price game, guess the price, property quiz, real estate game, home value quiz';
const CARD: SocialCard = { ogType: 'website', twitterCard: 'summary' };

function page(title: string, options: Partial<Omit<PageMeta, 'title'>> = {}): PageMeta {
  return {
    title,
    description: '{brandDescription}',
    keywords: KEYWORDS,
    social: CARD,
    robots: 'index',
    ssr: true,
    ...options,
  };
}

/** A page a later issue brings: its title and what it will be, kept out of search. */
function soon(title: string, willBe: string, options: Partial<Omit<PageMeta, 'title'>> = {}): PageMeta {
  return page(title, { description: willBe, robots: 'noindex', ...options });
}

function gamePage(title: string, options: Partial<Omit<PageMeta, 'title'>> = {}): PageMeta {
  return page(title, { description: '{gameDescription}', ...options });
}

// ---- Game variants -------------------------------------------------------------------------------------------

const ADMIN = 'Editing and managing games';
/** The heads of the pages the variants share, by the variant's page name (page-routes.ts GAME). */
const GAME: Record<string, PageMeta> = {
  gameStart: gamePage('{game}'),
  gameWithMap: gamePage('Map: {game}'),
  // Its managers' own pages: out of search, not rendered by the server.
  superbee: page('Manage this game', {
    description: `${ADMIN}: its settings, its homes, their order and their words.`,
    robots: 'noindex',
    ssr: false,
  }),
  property: gamePage('{game}', { robots: 'noindex' }),
  propertySuperbee: page('Edit this home', {
    description: `${ADMIN}: a home's facts, pictures and words in this game.`,
    robots: 'noindex',
    ssr: false,
  }),
  guesstimates: gamePage("Everyone's guesses: {home} | {game}", {
    robots: 'noindex',
    description: 'What players of {game} guessed for {home}, once you have guessed it yourself.',
  }),
  // Admin pages: only their managers see their data, so kept out of search and rendered in the browser only.
  guesstimatesManage: page('Manage the guesses', {
    description: `${ADMIN}: the guesses made on a home, to review and moderate.`,
    robots: 'noindex',
    ssr: false,
  }),
  resultsOlder: gamePage('{game}', { robots: 'noindex' }),
  results: gamePage('{game}', { robots: 'noindex' }),
  resultsToShare: gamePage('{game}', {
    robots: 'noindex',
    social: { ogType: 'website', ogImage: '/media/share/{sessionId}.png', twitterCard: 'summary_large_image' },
  }),
  detailedResults: gamePage('{game}', { robots: 'noindex' }),
  shareableDetailedResults: gamePage('{game}', { robots: 'noindex' }),
  leaderboard: gamePage('Leaderboard: {game}', {
    description: 'Top players of {game} today, this week, this month and of all time.',
  }),
};

/** A variant's own pages, and its pages whose head differs from the shared one. */
const VARIANT_GAME: Partial<Record<GameVariant, Record<string, PageMeta>>> = {
  branded: {
    gameStart: { ...GAME.gameStart, robots: 'noindex' },
    propertyResult: gamePage('{game}', { robots: 'noindex' }),
  },
  community: {
    property: gamePage('{home} | {game}', { robots: 'noindex' }),
    propertyWithoutSuffix: gamePage('{home} | {game}', { robots: 'noindex' }),
  },
  // A roundup's results are one home's; its share page's title is the shared result's, as the session share's is.
  roundup: {
    results: gamePage('Result: {home} | {game}', { robots: 'noindex' }),
    resultsToShare: gamePage('{home} | {game}', { robots: 'noindex' }),
    detailedResults: gamePage('Detailed result: {home} | {game}', { robots: 'noindex' }),
  },
  klavo: {
    clearGuest: page('Forget me on this device', {
      robots: 'noindex',
      ssr: false,
      description: 'Clears your guest session from this browser.',
    }),
    cameron: gamePage("Cameron's commentary: {game}"),
    propertyCameron: gamePage("Cameron's commentary: {game}", { robots: 'noindex' }),
  },
};

// ---- The rest of the site ---------------------------------------------------------------------------------------

const CREATE = 'A game builder: paste listing links, set the rounds and regions, and share it.';
const DOSSIER = 'Part of a buyer dossier: a home you are considering, with its market analysis.';
const ADMIN_PAGE = 'Account, agency and website administration.';
const CHART = 'A chart of recorded sales, drawn from the same data as the games.';
const LANDING = 'A test landing page for the game.';
const EXPERIMENT = 'An experiment with maps and synthetic comparables.';

const ONE_OFFS = page('One-off games', {
  description: 'One-off games: a game for one occasion, a party or a newsletter issue, that may close at a set time.',
});

/** The game builder's pages: a logged-in creator's own, so kept out of search and not rendered by the server. */
const BUILDER = (title: string) => page(title, { description: CREATE, robots: 'noindex', ssr: false });

/** The heads of the site's own pages, by route name. */
const SITE: Record<string, PageMeta> = {
  home: page('{brand}: guess what homes sell for'),
  createGameOlder: BUILDER('Create a game (older builder)'),
  oneOffs: ONE_OFFS,
  createOneOffGame: BUILDER('Create a one-off game'),
  // The same landing under the older paths: one of them in search engines is enough.
  oneOffGames: { ...ONE_OFFS, robots: 'noindex' },
  oneOffGames2: { ...ONE_OFFS, robots: 'noindex' },
  klavo: page('Klavo games', {
    description: 'Klavo: play at once as a guest, and give your name only at the end, for the leaderboard.',
  }),
  createKlavoGame: BUILDER('Create a klavo game'),
  ultima: page('Ultima games', {
    description: 'Ultima: the hard format. Pictures and place only, no facts, and half or double scores alike.',
  }),
  createUltimaGame: BUILDER('Create an ultima game'),
  realtyGameSession: page('Your roundup progress', {
    robots: 'noindex',
    description:
      'Your progress through the roundups of recent sales: the homes you have guessed, your points and each result.',
  }),
  // Named in the brand's language by the server (brand-section-titles.ts); these are the English names.
  subscribe: page(brandSectionTitle('subscribe', 'en')),
  archive: page(brandSectionTitle('archive', 'en')),
  siteLeaderboard: page(brandSectionTitle('siteLeaderboard', 'en')),
  about: page(brandSectionTitle('about', 'en')),
  createGame: BUILDER('Create a game'),
  curatorSignup: soon('Become a curator', 'Sign up to curate games for your readers.'),
  curatorSignupProfile: soon(
    'Your curator profile',
    'Your audience, how often you publish and what you want from your games.',
  ),
  metaTest: soon('Meta test', 'A page to check how links to the site are previewed.'),
  buyingSteps: soon('Buying steps', 'A guide through the steps of buying a home.'),
  priceGuessSession: page('Your games in progress', {
    robots: 'noindex',
    description: 'The games you have started in this browser, to carry on from where you left off.',
  }),
  priceGuessTokens: page('Play with a token', {
    robots: 'noindex',
    description: 'Enter the token your host handed out to play their game: one game a token.',
  }),
  dailyChallenge: page("Today's challenge", {
    description:
      'The daily challenge: five homes, the same for everyone today, one try each, with its own leaderboard and your streak of days played.',
  }),
  weeklyChallenge: page("This week's challenge", {
    description:
      'The weekly challenge: ten homes, the same for everyone this week, one try each, with its own leaderboard.',
  }),
  // A room lives for one evening and shows what only its players may see: none of its pages is for search engines,
  // and a room's pages are not server-rendered (they are live, and follow the server's clock).
  party: page('Play with friends', {
    robots: 'noindex',
    description:
      'Host a party room for up to 10 players, or join one with its code: the same homes for everyone, a timer, and a live scoreboard.',
  }),
  partyRoom: page('Party room', {
    robots: 'noindex',
    ssr: false,
    description: 'A party room: guess the price of each home before the timer runs out, then see who came closest.',
  }),
  partyScreen: page('Party room: shared screen', {
    robots: 'noindex',
    ssr: false,
    description:
      "A party room's shared screen, for a TV or a projector: the join code, the homes, the timer and the scores.",
  }),
  games: page('Games', { description: 'Every game of {brand}, in every format, to play.' }),
  priceGame: page('The price game'),
  regularGame: soon('The price game', 'The regular price game of this site.'),
  clear: page('Clear game data', { robots: 'noindex', description: 'Clears the game data kept in this browser.' }),
  accessError: page('Access error', { robots: 'noindex', description: 'There was an issue accessing the page.' }),
  scootManagement: page("Manage this site's games", {
    description: `${ADMIN}: the games of this site and its brand profile.`,
    robots: 'noindex',
    ssr: false,
  }),
  myDossier: soon('My dossier', 'Takes you to your buyer dossier.'),
  landing0: soon('Landing page 0', LANDING),
  landing2: soon('Landing page 2', LANDING),
  landing3: soon('Landing page 3', LANDING),
  landing4: soon('Landing page 4', LANDING),
  landing5: soon('Landing page 5', LANDING),
  landing6: soon('Landing page 6', LANDING),
  landing7: soon('Landing page 7', LANDING),
  landing10: soon('Landing page 10', LANDING),
  landing11: soon('Landing page 11', LANDING),
  landing12: soon('Landing page 12', LANDING),
  landing13: soon('Landing page 13', LANDING),
  charts: soon('Charts', CHART),
  epcs: soon('Energy ratings', 'A chart of the energy ratings of homes.'),
  chartExamples: soon('Chart examples', CHART),
  chartExamples2: soon('Chart examples 2', CHART),
  chartExamples3: soon('Chart examples 3', CHART),
  soldHomesCharts: soon('Sold homes charts', CHART),
  referenceProperties: soon('Reference properties', 'Homes kept as references for pricing.'),
  referenceProperty: soon('Reference property', 'A home kept as a reference.'),
  forSaleEvaluation: soon('For-sale evaluation', 'An evaluation of a home for sale against recorded sales.'),
  portalQueryRunner: soon('Portal query runner', 'Runs saved searches against property portals.'),
  buyersStepsFulla: soon("Buyer's steps", 'A guide through the steps of buying a home.'),
  buyersSteps: soon("Buyer's steps", 'A guide through the steps of buying a home.'),
  superwiserDossiers: soon('All dossiers', ADMIN_PAGE),
  superwiserDossierAsset: soon('Dossier asset', ADMIN_PAGE),
  rawDossier: soon('Raw dossier', DOSSIER),
  rawDossierPhotos: soon('Raw dossier photos', DOSSIER),
  rawDossierListingPhotos: soon('Listing photos', DOSSIER),
  rawDossierOverview: soon('Raw dossier overview', DOSSIER),
  dossier: page('Dossier', { robots: 'noindex' }),
  dossierHome: soon('Dossier', DOSSIER),
  dossierOverview: soon('Dossier overview', DOSSIER),
  dossierPhotos: soon('Dossier photos', DOSSIER),
  dossierPhotosEdit: soon('Edit dossier photos', DOSSIER),
  dossierAiFeedback: soon('AI feedback', DOSSIER),
  dossierCalendar: soon('Calendar', DOSSIER),
  dossierNotifications: soon('Notifications', DOSSIER),
  dossierAiChat: soon('AI chat', DOSSIER),
  dossierProfile: soon('Buyer profile', DOSSIER),
  dossierProfileEdit: soon('Edit buyer profile', DOSSIER),
  dossierNotes: soon('Notes and queries', DOSSIER),
  dossierNotesCreate: soon('New note', DOSSIER),
  dossierNotesCreatePrimary: soon('New note on the main home', DOSSIER),
  dossierNotesCreateComparison: soon('New note on a comparison', DOSSIER),
  dossierNotesPrimary: soon('Notes on the main home', DOSSIER),
  dossierNotesComparison: soon('Notes on a comparison', DOSSIER),
  dossierTasks: soon('Tasks', DOSSIER),
  dossierTask: soon('Task', DOSSIER),
  dossierTaskCreate: soon('New task', DOSSIER),
  dossierCharts: soon('Charts', DOSSIER),
  dossierLocation: soon('Location', DOSSIER),
  dossierNeighbourhood: soon('Neighbourhood', DOSSIER),
  dossierRecentSales: soon('Recent sales', DOSSIER),
  dossierComparables: soon('Comparables', DOSSIER),
  comparables: page('Comparison', { robots: 'noindex' }),
  comparablesSoloTest: soon('Comparison test', DOSSIER),
  comparablesSoloTest2: soon('Comparison test 2', DOSSIER),
  comparablesSbsOverview: soon('Side by side', DOSSIER),
  comparablesSoloOverview: soon('Comparison overview', DOSSIER),
  comparablesSoloPhotos: soon('Comparison photos', DOSSIER),
  comparablesSbsParts: soon('Side by side, part by part', DOSSIER),
  comparablesSbsPhotos: soon('Side by side photos', DOSSIER),
  comparablesMap: soon('Comparison map', DOSSIER),
  curatedNeighbourhoods: soon('Curated neighbourhoods', 'Neighbourhoods described by the people who know them.'),
  sold: soon('Sold homes', 'Recent sales, to browse and compare.'),
  areaCluster: soon('Neighbourhood', 'A curated neighbourhood: its homes, sales and character.'),
  infoPage: soon('Information', 'An information page.'),
  bolt: soon('Synthetic comparables', EXPERIMENT),
  gmapsThird: soon('Map experiment', EXPERIMENT),
  mapsThird: soon('Map experiment', EXPERIMENT),
  mapsFourth: soon('Map experiment', EXPERIMENT),
  mapsFifth: soon('Map experiment', EXPERIMENT),
  cv11: soon('Map experiment', EXPERIMENT),
  questStart: soon('Start a quest', 'A home search on the coast, as a quest.'),
  questSearchQuery: soon('Your quest', 'One search of a quest.'),
  admin: soon('Admin', ADMIN_PAGE),
  userAdmin: soon('Your admin', ADMIN_PAGE),
  userAdminProfile: soon('Your profile', ADMIN_PAGE),
  userAdminMyProperties: soon('My properties', ADMIN_PAGE),
  userAdminMyProperty: soon('My property', ADMIN_PAGE),
  userAdminMyPropertyEdit: soon('Edit my property', ADMIN_PAGE),
  userAdminUser: soon('Account', ADMIN_PAGE),
  userAdminAgencyGeneral: soon('Agency', ADMIN_PAGE),
  userAdminAgencyLocation: soon('Agency location', ADMIN_PAGE),
  userAdminPage: soon('Pages', ADMIN_PAGE),
  userAdminTranslations: soon('Translations', ADMIN_PAGE),
  userAdminWebsiteFooter: soon('Footer', ADMIN_PAGE),
  userAdminWebsiteGeneral: soon('Website settings', ADMIN_PAGE),
  userAdminWebsiteAppearance: soon('Appearance', ADMIN_PAGE),
  userAdminWebsiteNavigation: soon('Navigation', ADMIN_PAGE),
  userAdminProperties: soon('Properties', ADMIN_PAGE),
  userAdminProperty: soon('Property', ADMIN_PAGE),
  login: page('Log in', {
    robots: 'noindex',
    description: 'Log in to your account: your games, results and rankings on any browser.',
  }),
  createAccount: page('Create an account', {
    robots: 'noindex',
    description: 'Create an account to keep your games, results and rankings on any browser.',
  }),
};

/** A variant route's name without its variant: `klavo.property` is `property`. */
function variantPageName(name: string): string {
  return name.slice(name.indexOf('.') + 1);
}

function metaOf(name: PageName, route: PageRoute): PageMeta {
  const meta = route.variant
    ? (VARIANT_GAME[route.variant]?.[variantPageName(name)] ?? GAME[variantPageName(name)])
    : SITE[name];
  if (!meta) throw new Error(`The route ${name} has no head in page-meta.ts`);
  return meta;
}

export const PAGE_META = Object.fromEntries(
  ALL_ROUTE_ENTRIES.map(([name, route]) => [name, metaOf(name, route)]),
) as Record<PageName, PageMeta>;

/** Every route with its head, by name, for the server. */
export const SERVED_PAGES = ALL_ROUTE_ENTRIES.map(([name, route]): [PageName, ServedPage] => [
  name,
  { ...route, ...PAGE_META[name] },
]);

/** For the registry's test: the names this file gives heads to, to compare with the routes. */
export const META_NAMES = { site: Object.keys(SITE), game: Object.keys(GAME), variants: VARIANT_GAME };
