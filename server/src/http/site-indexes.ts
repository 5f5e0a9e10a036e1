import express from 'express';
import { CONTENT_PAGES } from '@ballpark/common/content/index';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import { SERVED_PAGES } from '@ballpark/common/page-meta';
import { gamePagePath, GAME_VARIANT_PREFIXES, routeParams } from '@ballpark/common/page-routes';
import type { BrandEntity } from '../modules/brand/brand.entity';
import type { GameEntity } from '../modules/game/game.entity';
import { encodeCursor } from '../modules/game/game.service';
import type { Services } from '../services';
import { unavailable } from './lookups';

/** Enough for every game a brand lists; a sitemap file may hold 50,000 addresses. */
const GAMES_PAGE = 500;

/**
 * `/sitemap.xml` and `/robots.txt` of the brand the host selects: the sitemap lists every indexable page of that site
 * (its home, the site's own pages, the content pages on the main site only, and each listed game's start and
 * leaderboard pages); robots.txt keeps the registry's noindex areas out and names the sitemap.
 */
export function createSiteIndexes(services: Services): express.Router {
  const router = express.Router();
  router.get('/sitemap.xml', async (request, response) => {
    try {
      const brand = await services.brands.forHost(request.headers.host);
      const origin = services.brands.origin(brand);
      // The content pages are the main site's alone: a brand's host sends them there (html-pages.ts).
      const paths = [
        ...STATIC_INDEXABLE_PATHS,
        ...(brand.isDefault ? CONTENT_PAGES.keys() : []),
        ...gamePaths(await listedGames(services, brand)),
      ];
      const urls = paths.map((path) => `  <url><loc>${escapeMarkup(`${origin}${path}`)}</loc></url>`);
      response
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    } catch (error) {
      unavailable(request, response, error);
    }
  });
  router.get('/robots.txt', async (request, response) => {
    try {
      const brand = await services.brands.forHost(request.headers.host);
      response
        .type('text/plain')
        .set('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(services.brands.origin(brand)));
    } catch (error) {
      unavailable(request, response, error);
    }
  });
  return router;
}

/** The site's indexable pages without params (the home first). */
const STATIC_INDEXABLE_PATHS: readonly string[] = SERVED_PAGES.filter(
  ([, route]) => route.robots === 'index' && !route.variant && !route.redirect,
)
  .map(([, route]) => route.path)
  .filter((path) => routeParams(path).length === 0);

async function listedGames(services: Services, brand: BrandEntity): Promise<GameEntity[]> {
  const games: GameEntity[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await services.games.list({ brand }, { first: GAMES_PAGE, after, variant: null });
    games.push(...page.games);
    if (!page.hasNextPage || page.games.length === 0) return games;
    const last = page.games.at(-1)!;
    after = encodeCursor(last.createdAt, last.id);
  }
}

/**
 * A game's start page and, when it has a board, its leaderboard, where its variant has that page of its own and the
 * registry lets search engines in.
 */
function gamePaths(games: readonly GameEntity[]): string[] {
  return games
    .filter((game) => game.variant in GAME_VARIANT_PREFIXES)
    .flatMap((game) =>
      (['gameStart', ...(game.leaderboardEnabled ? ['leaderboard'] : [])] as const)
        .map((name) => gamePagePath(game.variant, name, { gameSlug: game.slug }))
        .filter((path) =>
          SERVED_PAGES.some(
            ([, route]) => route.variant === game.variant && route.robots === 'index' && matchesRoute(route.path, path),
          ),
        ),
    );
}

function matchesRoute(routePath: string, path: string): boolean {
  return new RegExp(`^${routePath.replace(/:\w+/g, '[^/]+')}$`).test(path);
}

/**
 * The registry's noindex pages as robots.txt rules: a param is any segment (`*`), a path that ends with one covers
 * everything under its prefix, and a path without params is that path only (`$`). A content page under a prefix kept
 * out (`/play/...`, where branded games start) is let in by name: the longer rule wins.
 */
export function robotsTxt(origin: string): string {
  return `${ROBOTS_RULES}\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The rules are the registry's and the content's, the same on every host: written once. */
const ROBOTS_RULES = (() => {
  const disallowed = [
    ...new Set(
      SERVED_PAGES.filter(([, route]) => route.robots === 'noindex').map(([, route]) => robotsPattern(route.path)),
    ),
  ];
  const covered = (path: string) => disallowed.some((rule) => robotsRuleMatches(rule, path.replace(/:\w+/g, 'x')));
  // An indexable page under a prefix kept out (a branded game's board under /play/) is let in by its own pattern.
  const indexable = [
    ...new Set(SERVED_PAGES.filter(([, route]) => route.robots === 'index').map(([, route]) => route.path)),
  ]
    .filter(covered)
    .map((path) => `${path.replace(/:\w+/g, '*')}$`);
  const allowed = [...[...CONTENT_PAGES.keys()].filter(covered).map((path) => `${path}$`), ...indexable];
  return [
    'User-agent: *',
    ...disallowed.map((rule) => `Disallow: ${rule}`),
    ...allowed.map((rule) => `Allow: ${rule}`),
    '',
  ].join('\n');
})();

function robotsPattern(path: string): string {
  if (routeParams(path).length === 0) return `${path}$`;
  return path.replace(/:\w+/g, '*').replace(/\*$/, '');
}

/** Whether a robots.txt rule (`*` any characters, `$` the end) covers a path. */
export function robotsRuleMatches(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}
