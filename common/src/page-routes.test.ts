import {
  CAMERON_GAME_SLUG,
  GAME_VARIANT_PREFIXES,
  ROUTE_ENTRIES as LIVE_ROUTE_ENTRIES,
  gamePagePath,
  gameShowsPage,
  pagePath,
  redirectTarget,
  routeParams,
} from './page-routes';
import { ALL_PAGE_ROUTES, ALL_ROUTE_ENTRIES } from './coming-soon-routes';
import { META_NAMES, PAGE_META, SERVED_PAGES } from './page-meta';

/**
 * The identifiers the product spec (section 2) names its path params with, but for a home in a game, which the spec
 * calls `listingInGameUuid` or `propertyUuid` and the routes call `gameHomeId`, as the API and the tables do.
 */
const SPEC_PARAMS = new Set([
  'gameSlug',
  'gameHomeId',
  'sessionId',
  'sessionId',
  'redditSuffix',
  'targetChartName',
  'refPropUuid',
  'saleListingUuid',
  'dossierAssetId',
  'dossierUuid',
  'listingUuid',
  'comparisonUuid',
  'taskId',
  'assetsComparisonUuid',
  'areaClusterUuid',
  'page_slug',
  'searchQueryUuid',
  'userUuid',
  'pageName',
  'pageTabName',
  'tBatchId',
  'prop_id',
  'editTabName',
  // Not the spec's: a party room's join code (GAME-RULES "Party mode").
  'partyCode',
]);

describe('the route registry', () => {
  it("keeps the coming-soon pages, and the redirects to them, out of the live routes the browser's first screen holds", () => {
    expect(LIVE_ROUTE_ENTRIES.filter(([, route]) => route.page === 'comingSoon')).toEqual([]);
    const live = new Set<string>(LIVE_ROUTE_ENTRIES.map(([name]) => name));
    for (const [name, route] of LIVE_ROUTE_ENTRIES)
      if (route.redirect) expect([name, live.has(route.redirect.to)]).toEqual([name, true]);
    expect(ALL_ROUTE_ENTRIES.filter(([, route]) => route.page === 'comingSoon').length).toBeGreaterThan(80);
  });

  it('holds every route template of the spec, the forum thread path without its title, the challenge and party pages', () => {
    // The challenges' pages are two of the spec's content folders (daily-challenge, weekly-challenge); party rooms
    // (GAME-RULES "Party mode") have three: host or join, a room, its shared screen.
    expect(ALL_ROUTE_ENTRIES).toHaveLength(191 + 1 + 2 + 3);
    expect([ALL_PAGE_ROUTES.party.path, ALL_PAGE_ROUTES.partyRoom.path, ALL_PAGE_ROUTES.partyScreen.path]).toEqual([
      '/party',
      '/party/:partyCode',
      '/party/:partyCode/screen',
    ]);
    expect([ALL_PAGE_ROUTES.dailyChallenge.path, ALL_PAGE_ROUTES.weeklyChallenge.path]).toEqual([
      '/daily-challenge',
      '/weekly-challenge',
    ]);
    expect(ALL_PAGE_ROUTES['community.propertyWithoutSuffix'].path).toBe('/r/:gameSlug/comments/:gameHomeId');
  });

  it('has one path per route, each under the site root', () => {
    const paths = ALL_ROUTE_ENTRIES.map(([, route]) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([\w.-]+|:\w+)?(\/([\w.-]+|:\w+))*$/);
  });

  it("names every param with the spec's identifiers, once a path", () => {
    for (const [name, route] of ALL_ROUTE_ENTRIES) {
      const params = routeParams(route.path);
      expect({ name, unknown: params.filter((param) => !SPEC_PARAMS.has(param)) }).toEqual({ name, unknown: [] });
      expect(new Set(params).size).toBe(params.length);
    }
  });

  it('points every redirect at a registered route whose params it has', () => {
    const redirects = ALL_ROUTE_ENTRIES.filter(([, route]) => route.redirect);
    expect(redirects.map(([name]) => name).sort()).toEqual(
      ['branded.gameStart', 'comparables', 'dossier', 'klavo.cameron', 'klavo.propertyCameron', 'priceGame'].sort(),
    );
    for (const [name, route] of redirects) {
      const target = (ALL_PAGE_ROUTES as Record<string, { path: string; redirect?: unknown }>)[route.redirect!.to];
      expect({ name, target: target?.path }).toEqual({ name, target: expect.any(String) });
      expect(target.redirect).toBeUndefined();
      for (const param of routeParams(target.path)) expect(routeParams(route.path)).toContain(param);
    }
  });

  it('gives a page to every route but those that always redirect', () => {
    for (const [name, route] of ALL_ROUTE_ENTRIES)
      expect({ name, page: route.page === null }).toEqual({
        name,
        page: route.redirect !== undefined && route.redirect.exceptGameSlug === undefined,
      });
  });

  it('keeps coming-soon, property, results, admin and management pages out of search engines', () => {
    for (const [name, route] of SERVED_PAGES) {
      const hidden =
        route.page === 'comingSoon' ||
        /property|results|superbee|manage|admin|clear|access-error|comments/i.test(route.path);
      if (hidden) expect({ name, robots: route.robots }).toEqual({ name, robots: 'noindex' });
    }
    expect(PAGE_META.gameStart.robots).toBe('index');
    expect(PAGE_META.leaderboard.robots).toBe('index');
    expect(PAGE_META['klavo.gameStart'].robots).toBe('index');
    expect(PAGE_META['branded.gameStart'].robots).toBe('noindex');
    // A session screen (spec: roundup's realty-game-session).
    expect(PAGE_META.realtyGameSession.robots).toBe('noindex');
    // A party's pages are for its players only.
    for (const name of ['party', 'partyRoom', 'partyScreen'] as const) expect(PAGE_META[name].robots).toBe('noindex');
  });

  it('says the variant of every game route, and only of routes under its prefix', () => {
    for (const [name, route] of ALL_ROUTE_ENTRIES) {
      const variant = Object.entries(GAME_VARIANT_PREFIXES).find(
        ([, prefix]) => route.path === prefix || route.path.startsWith(`${prefix}/`),
      )?.[0];
      expect({ name, variant: route.variant }).toEqual({ name, variant });
    }
  });

  it('names the variant each landing presents, and gives only landings one', () => {
    const landings = ALL_ROUTE_ENTRIES.filter(([, route]) => route.landingOf !== undefined);
    expect(Object.fromEntries(landings.map(([, route]) => [route.path, route.landingOf]))).toEqual({
      '/one-offs': 'one_off',
      '/oneoffgames': 'one_off',
      '/oneoffgames2': 'one_off',
      '/klavo': 'klavo',
      '/ultima': 'ultima',
    });
    for (const [name, route] of ALL_ROUTE_ENTRIES)
      expect({ name, landing: route.page === 'variantLanding' }).toEqual({ name, landing: !!route.landingOf });
  });

  it("opens the game builder with a variant's own kind chosen on its creat-*-game path", () => {
    const builders = ALL_ROUTE_ENTRIES.filter(([, route]) => route.page === 'gameBuilder');
    expect(Object.fromEntries(builders.map(([, route]) => [route.path, route.builds ?? null]))).toEqual({
      '/create-game': null,
      '/create-game-older': null,
      '/creat-one-off-game': 'one_off',
      '/creat-klavo-game': 'klavo',
      '/creat-ultima-game': 'ultima',
    });
  });

  it('fills no game or home into the title of a page the server does not render', () => {
    const unrendered = SERVED_PAGES.filter(([, route]) => !route.ssr);
    expect(unrendered.map(([name]) => name).sort()).toEqual(
      [
        // The game builder and the manage pages: a logged-in creator's (or admin's) own.
        'branded.propertySuperbee',
        'branded.superbee',
        'community.propertySuperbee',
        'community.superbee',
        'klavo.propertySuperbee',
        'klavo.superbee',
        'propertySuperbee',
        'roundup.propertySuperbee',
        'roundup.superbee',
        'superbee',
        'ultima.superbee',
        'createGame',
        'createGameOlder',
        'createKlavoGame',
        'createOneOffGame',
        'createUltimaGame',
        'guesstimatesManage',
        'klavo.clearGuest',
        'klavo.guesstimatesManage',
        'one_off.superbee',
        'partyRoom',
        'partyScreen',
        'roundup.guesstimatesManage',
        'scootManagement',
      ].sort(),
    );
    for (const [, route] of unrendered) expect(route.title).not.toMatch(/\{(game|home)\}/);
  });
});

describe('the heads of the registry (page-meta.ts)', () => {
  it('gives a head to every route, and to nothing else', () => {
    expect(Object.keys(PAGE_META)).toEqual(ALL_ROUTE_ENTRIES.map(([name]) => name));
    for (const [name, meta] of Object.entries(PAGE_META))
      expect({ name, title: meta.title }).toEqual({ name, title: expect.stringMatching(/\S/) });
    const siteRoutes = ALL_ROUTE_ENTRIES.filter(([, route]) => !route.variant).map(([name]) => name);
    expect([...META_NAMES.site].sort()).toEqual([...siteRoutes].sort());
    const variantPages = (variant: string) =>
      ALL_ROUTE_ENTRIES.filter(([, route]) => route.variant === variant).map(([name]) =>
        name.slice(name.indexOf('.') + 1),
      );
    const shared = new Set(Object.keys(GAME_VARIANT_PREFIXES).flatMap(variantPages));
    expect(META_NAMES.game.filter((name) => !shared.has(name))).toEqual([]);
    for (const [variant, pages] of Object.entries(META_NAMES.variants))
      expect({ variant, unknown: Object.keys(pages).filter((name) => !variantPages(variant).includes(name)) }).toEqual({
        variant,
        unknown: [],
      });
  });
});

describe('pagePath', () => {
  it('fills in every param, encoded', () => {
    expect(pagePath('home', {})).toBe('/');
    expect(pagePath('leaderboard', { gameSlug: 'a b/c' })).toBe('/game/a%20b%2Fc/leaderboard');
    expect(pagePath('guesstimates', { gameSlug: 'g', gameHomeId: 'h' })).toBe('/game/g/property/h/guesstimates');
    expect(pagePath('roundup.results', { gameSlug: 'g', gameHomeId: 'h', sessionId: 's' })).toBe(
      '/roundup/v/g/results/p/h/s',
    );
  });
});

describe('gamePagePath', () => {
  it("links to the variant's own page, whatever it names its ids", () => {
    expect(gamePagePath('klavo', 'results', { gameSlug: 'g', sessionId: 's' })).toBe('/klavo/v/g/results/s');
    expect(gamePagePath('one_off', 'property', { gameSlug: 'g', gameHomeId: 'h' })).toBe('/one-offs/v/g/property/h');
    expect(gamePagePath('community', 'property', { gameSlug: 'g', gameHomeId: 'h' })).toBe('/r/g/comments/h/home');
    expect(gamePagePath('community', 'property', { gameSlug: 'g', gameHomeId: 'h', redditSuffix: '3_bed_house' })).toBe(
      '/r/g/comments/h/3_bed_house',
    );
    expect(gamePagePath('public', 'property', { gameSlug: 'g', gameHomeId: 'h', redditSuffix: '3_bed_house' })).toBe(
      '/game/g/property/h',
    );
    expect(gamePagePath('public', 'shareableDetailedResults', { gameSlug: 'g', sessionId: 's' })).toBe(
      '/game/g/shareable_detailed_results/s',
    );
    expect(gamePagePath('roundup', 'results', { gameSlug: 'g', gameHomeId: 'h', sessionId: 's' })).toBe(
      '/roundup/v/g/results/p/h/s',
    );
  });

  it("falls back to the public game's page when the variant has none, or needs an id the link lacks", () => {
    expect(gamePagePath('one_off', 'leaderboard', { gameSlug: 'g' })).toBe('/game/g/leaderboard');
    expect(gamePagePath('roundup', 'results', { gameSlug: 'g', sessionId: 's' })).toBe('/game/g/results/s');
  });
});

describe('gameShowsPage', () => {
  it("says whether a variant shows a page for a game: klavo's cameron pages for their one game only", () => {
    expect(gameShowsPage('klavo', 'cameron', CAMERON_GAME_SLUG)).toBe(true);
    expect(gameShowsPage('klavo', 'propertyCameron', CAMERON_GAME_SLUG)).toBe(true);
    expect(gameShowsPage('klavo', 'cameron', 'another-game')).toBe(false);
    expect(gameShowsPage('klavo', 'clearGuest', 'another-game')).toBe(true);
    expect(gameShowsPage('public', 'cameron', CAMERON_GAME_SLUG)).toBe(false);
    expect(gameShowsPage('branded', 'gameStart', 'g')).toBe(false);
  });
});

describe('redirectTarget', () => {
  it('sends the branded start page to the brand root, and aliases to their page', () => {
    expect(redirectTarget(ALL_PAGE_ROUTES['branded.gameStart'], { gameSlug: 'g' }, '?x=1')).toEqual({
      path: '/',
      status: 302,
    });
    expect(redirectTarget(ALL_PAGE_ROUTES.priceGame, {}, '', ALL_PAGE_ROUTES)).toEqual({
      path: '/price-game/regular-game',
      status: 301,
    });
    expect(redirectTarget(ALL_PAGE_ROUTES.dossier, { dossierUuid: 'd' }, '', ALL_PAGE_ROUTES)).toEqual({
      path: '/dossiers/d/home',
      status: 301,
    });
    expect(redirectTarget(ALL_PAGE_ROUTES.comparables, { assetsComparisonUuid: 'c' }, '', ALL_PAGE_ROUTES)?.path).toBe(
      '/comparables/c/sbs/overview',
    );
    expect(redirectTarget(ALL_PAGE_ROUTES.gameStart, { gameSlug: 'g' }, '')).toBeNull();
  });

  it("shows klavo's cameron pages for their one game only, keeping the query on the way to the property", () => {
    const cameron = ALL_PAGE_ROUTES['klavo.cameron'];
    const propertyCameron = ALL_PAGE_ROUTES['klavo.propertyCameron'];
    expect(redirectTarget(cameron, { gameSlug: CAMERON_GAME_SLUG }, '')).toBeNull();
    expect(redirectTarget(propertyCameron, { gameSlug: CAMERON_GAME_SLUG, gameHomeId: 'h' }, '')).toBeNull();
    expect(redirectTarget(cameron, { gameSlug: 'other' }, '?session=s')).toEqual({
      path: '/klavo/v/other',
      status: 302,
    });
    expect(redirectTarget(propertyCameron, { gameSlug: 'other', gameHomeId: 'h' }, '?session=s')).toEqual({
      path: '/klavo/v/other/property/h?session=s',
      status: 302,
    });
  });
});
