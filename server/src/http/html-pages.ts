import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { brandThemeVariables } from '@ballpark/common/brand-colors';
import { brandSectionTitle, isBrandSection } from '@ballpark/common/brand-section-titles';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import { ALL_PAGE_ROUTES } from '@ballpark/common/coming-soon-routes';
import { CONTENT_PAGES, contentPageAt, type ContentLink, type ContentPage } from '@ballpark/common/content/index';
import { SERVED_PAGES, type ServedPage } from '@ballpark/common/page-meta';
import { redirectTarget } from '@ballpark/common/page-routes';
import { MAX_POINTS_PER_GUESS } from '@ballpark/common/scoring';
import type { RuntimeConfig } from '@ballpark/common/runtime-config';
import type { AppConfig } from '../platform/config';
import { isUuid } from '../platform/ids';
import { isStorableString } from '../graphql/operation-checks';
import { wordsIn, type PageHead, type ServerWords } from '../i18n';
import type { BrandEntity } from '../modules/brand/brand.entity';
import { gameHomeTitle } from '../modules/game/game.mapper';
import type { Services } from '../services';
import { unavailable, unlessNotFound } from './lookups';
import { pageSecurityPolicy } from './security-headers';
import type { PageRenderer } from './server-render';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  ogType: string;
  /** Absolute URL of a social card image (1200x630), when the page has one. */
  ogImage?: string;
  twitterCard: string;
  /** Absolute URL of the page, for og:url and the canonical link. */
  url: string;
  /** schema.org JSON-LD for the head, where it fits (a content page's breadcrumbs). */
  structuredData?: object;
}

/** A route as served: a registry route by its name, or a content page with the trail of pages above it. */
type ServedRoute = ServedPage & { name?: string; breadcrumbs?: readonly ContentLink[] };

const HEAD_PLACEHOLDER = '<!--ssr-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_ELEMENT = '<html lang="en">';
const NOINDEX = 'noindex, nofollow';
/** Longer than any slug a game is given: such a path is answered 404 without a lookup. */
const SLUG_MAX_LENGTH = 200;

/**
 * Serves the built client, with the meta tags of each page in the HTML itself (title, description, keywords, Open
 * Graph, Twitter card, robots: all from the route registry) so that crawlers and link previews see them without
 * running JavaScript. A route that redirects answers its registry redirect (301 or 302). Paths outside the registry,
 * and pages of things that do not exist, answer 404 (noindex); a failure to look them up (the database away) answers
 * 503, so that search engines come back instead of dropping the page.
 */
export function createHtmlPages({
  config,
  services,
  renderPage,
}: {
  config: AppConfig;
  services: Services;
  renderPage: PageRenderer | null;
}): express.Router {
  const router = express.Router();
  if (!config.clientDistDir) return router;
  const distDir = config.clientDistDir;
  router.use(express.static(distDir, { index: false, maxAge: '1y', immutable: true }));
  router.use(pageSecurityPolicy({ googleMaps: config.googleMapsApiKey !== null }));

  let template: string | null = null;
  const render =
    (route: ServedRoute | null): express.RequestHandler =>
    async (request, response, next) => {
      try {
        template ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
        response.status(503).type('text').send('The client is not built yet: run `npm run build`.');
        return;
      }
      const params = request.params as Record<string, string>;
      const valid = route !== null && validParams(params);
      const search = new URL(request.originalUrl, 'http://host').search;
      const redirect = valid && redirectTarget(route, params, search, ALL_PAGE_ROUTES);
      if (redirect) return response.redirect(redirect.status, redirect.path);
      let brand: BrandEntity;
      let meta: PageMeta | null;
      try {
        brand = await services.brands.forHost(request.headers.host);
        meta = valid ? await metaFor({ route, params, pathname: request.path }, brand, services) : null;
      } catch (error) {
        unavailable(request, response, error, UNAVAILABLE_PAGE);
        return;
      }
      const nonce = response.locals.cspNonce as string;
      const head = renderHead(meta ?? notFoundMeta(brand, services.brands.origin(brand), request.path), {
        runtime: runtimeConfig(brand, config),
        nonce,
      });
      // A route marked not server-rendered is sent as the app shell, for the browser to render.
      const rendered = renderPage && route?.ssr !== false ? await renderOrLog(renderPage, request, nonce) : null;
      if (rendered?.kind === 'redirect') return response.redirect(rendered.status, rendered.location);
      const body = rendered
        ? `<div id="root">${rendered.html}</div>\n    <script nonce="${nonce}">window.__APOLLO_STATE__=${jsonForScript(rendered.apolloState)}</script>`
        : ROOT_ELEMENT;
      response
        .status(meta ? 200 : 404)
        .type('html')
        .set('Cache-Control', 'no-cache')
        .send(
          // Replacements given as functions: the page holds players' text, in which `$&` or `$'` would otherwise be
          // read as replacement patterns and paste parts of the template into the page.
          template
            .replace(HTML_ELEMENT, () => `<html lang="${brand.locale}">`)
            .replace(HEAD_PLACEHOLDER, () => head)
            // After the stylesheet, whose own :root tokens (the default brand's) it overrides.
            .replace('</head>', () => `  ${brandStyle(brand)}\n  </head>`)
            .replace(ROOT_ELEMENT, () => body),
        );
    };
  // Content pages first: a content path under a game variant's prefix (/play/...) is that page, not a game.
  // One lookup by path for the ~380 content pages, not a route each that every request would be matched against.
  const contentHandlers = new Map(
    [...CONTENT_PAGES.values()].map((page) => [page.path, render(servedContentPage(page))]),
  );
  // The content pages speak as the main site and link to its games: a brand's host sends them to the main site.
  router.get(/.*/, async (request, response, next) => {
    const page = contentPageAt(request.path);
    const handler = page && contentHandlers.get(page.path);
    if (!handler) return next();
    try {
      const brand = await services.brands.forHost(request.headers.host);
      if (!brand.isDefault)
        return response.redirect(301, `${services.brands.origin(await services.brands.main())}${request.originalUrl}`);
    } catch (error) {
      return next(error);
    }
    return handler(request, response, next);
  });
  for (const [name, route] of SERVED_PAGES) router.get(route.path, render({ ...route, name }));
  router.get(/.*/, render(null));
  return router;
}

/**
 * A page the server fails to render is still served, rendered in the browser instead, and the failure is logged: a
 * bug in one page's server render must not take the page down.
 */
async function renderOrLog(renderPage: PageRenderer, request: express.Request, nonce: string) {
  try {
    return await renderPage(request, nonce);
  } catch (error) {
    console.error(`Server render of ${request.path} failed; the browser renders it instead.`, error);
    return null;
  }
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="${NOINDEX}">
<title>Temporarily unavailable</title></head>
<body><h1>We'll be right back</h1><p>Ballpark cannot load this page just now. Please try again in a minute.</p></body></html>`;

/** Ids (`...Uuid`, sessions) are UUIDs, other params short, storable text: anything else is not a page, nor looked up. */
function validParams(params: Record<string, string>): boolean {
  return Object.entries(params).every(([name, value]) =>
    /Uuid$|^sessionId$/.test(name) ? isUuid(value) : value.length <= SLUG_MAX_LENGTH && isStorableString(value),
  );
}

/** `origin`: the brand's own (@ballpark/common/brand-origin), so og:url and the canonical link name its host. */
function siteMeta(brand: BrandEntity, origin: string, pathname: string): PageMeta {
  const words = wordsIn(brand.locale).heads;
  return {
    title: words.siteTitle(brand.displayName),
    description: brand.description || words.siteDescription,
    keywords: words.keywords,
    robots: 'index, follow',
    ogType: 'website',
    twitterCard: 'summary',
    url: `${origin}${pathname}`,
  };
}

function notFoundMeta(brand: BrandEntity, origin: string, pathname: string): PageMeta {
  return {
    ...siteMeta(brand, origin, pathname),
    title: `${wordsIn(brand.locale).heads.notFound} | ${brand.displayName}`,
    robots: NOINDEX,
  };
}

/**
 * The head of a route: its registry title, description and card, filled with the game and home it shows, or null when
 * what it shows does not exist (a game, a home of it, a session of it). A page the server does not render
 * (`ssr: false`) is not looked up.
 */
export async function metaFor(
  { route, params, pathname }: { route: ServedRoute; params: Record<string, string>; pathname: string },
  brand: BrandEntity,
  services: Services,
): Promise<PageMeta | null> {
  const origin = services.brands.origin(brand);
  const base = siteMeta(brand, origin, pathname);
  const heads = wordsIn(brand.locale).heads;
  // The registry's head in the brand's locale: its own words where the locale has them (server/src/i18n).
  const own = localHead(route, heads);
  const routeTitle = own?.title ?? route.title;
  const routeDescription = own?.description ?? route.description;
  const words: Record<string, string> = {
    brand: brand.displayName,
    brandDescription: base.description,
    gameDescription: base.description,
  };
  // The registry's keywords are English; another locale's pages carry the locale's own.
  let keywords = brand.locale === 'en' ? route.keywords : heads.keywords;
  let share: Pick<PageMeta, 'title' | 'description' | 'ogImage' | 'twitterCard'> | undefined;
  if (route.ssr && params.gameSlug !== undefined) {
    const game = await unlessNotFound(services.games.bySlug({ brand }, { slug: params.gameSlug }));
    if (!game) return null;
    words.game = game.title;
    words.gameDescription = game.description || base.description;
    keywords = [keywords, ...game.regions.map(heads.regionKeyword)].join(', ');
    // A page of a session or a home of this game exists only when that session or home does.
    const { gameHomeId, sessionId } = params;
    const session =
      sessionId && (await unlessNotFound(services.sessions.byId({ brand }, { sessionId: sessionId.toLowerCase() })));
    if (sessionId && (!session || session.gameId !== game.id)) return null;
    if (gameHomeId) {
      const gameHome = await unlessNotFound(
        services.games.gameHome({ brand }, { gameHomeId: gameHomeId.toLowerCase() }),
      );
      if (!gameHome || gameHome.gameId !== game.id) return null;
      // A page of one home's result exists only for a home of that session.
      if (session && !(await services.sessions.homes(session)).some((home) => home.id === gameHome.id)) return null;
      words.home = gameHomeTitle(gameHome, game.variant, brand.locale);
    }
    if (route.page === 'resultsToShare' && sessionId) {
      // The share page's card says what the share text says: tiles, total and rank, never a price.
      const shared = await unlessNotFound(services.share.forSession({ brand }, { sessionId: sessionId.toLowerCase() }));
      if (!shared || shared.gameSlug !== game.slug) return null;
      share = {
        title:
          heads.scored(shared.playerName, `${shared.totalPoints}/${shared.maxPoints}`, game.title) +
          (shared.ranked ? '' : heads.practiceSuffix),
        description: heads.beatSession(shared.playerName, shared.rounds.length, game.title, brand.displayName),
        ogImage: route.social.ogImage && `${origin}${route.social.ogImage.replace('{sessionId}', shared.sessionId)}`,
        twitterCard: route.social.twitterCard,
      };
    }
    if (route.page === 'homeResultsToShare' && sessionId && gameHomeId) {
      // One home's share: what its share text says, the points and never a price.
      const shared = await unlessNotFound(
        services.share.forSessionHome(
          { brand },
          { sessionId: sessionId.toLowerCase(), gameHomeId: gameHomeId.toLowerCase() },
        ),
      );
      if (!shared) return null;
      share = {
        title:
          shared.points === null
            ? `${heads.yetToGuess(shared.playerName, shared.homeTitle)} | ${game.title}`
            : `${heads.scored(shared.playerName, `${shared.points}/${MAX_POINTS_PER_GUESS}`, shared.homeTitle)} | ${game.title}`,
        description: heads.beatHome(shared.playerName, game.title, brand.displayName),
        twitterCard: route.social.twitterCard,
      };
    }
  }
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, word: string) => words[word] ?? '');
  // A section page (about, archive...) is named in the brand's language, as the browser names it after a navigation.
  const ownTitle =
    route.name && isBrandSection(route.name) ? brandSectionTitle(route.name, brand.locale) : fill(routeTitle);
  const title = ownTitle + (routeTitle.includes('{brand}') ? '' : ` | ${brand.displayName}`);
  return {
    ...base,
    title,
    description: fill(routeDescription),
    keywords,
    robots: route.robots === 'index' ? base.robots : NOINDEX,
    ogType: route.social.ogType,
    ...share,
    structuredData: route.breadcrumbs && breadcrumbList(origin, route.breadcrumbs),
  };
}

/**
 * A registry route's head in the brand's locale, where the locale words it: a game page's by its variant route name
 * ('roundup.results') or its page name, a site page's by its route name. Null keeps the registry's.
 */
function localHead(route: ServedRoute, heads: ServerWords['heads']): PageHead | null {
  if (!route.name) return null;
  const pageName = route.name.slice(route.name.indexOf('.') + 1);
  if (route.variant) return heads.gamePages[route.name] ?? heads.gamePages[pageName] ?? null;
  return heads.sitePages[route.name] ?? null;
}

/** A content page's head, from the content registry, as the registry's routes give theirs. */
function servedContentPage(page: ContentPage): ServedRoute {
  return {
    path: page.path,
    page: null,
    title: page.title || 'Page',
    description: page.description,
    keywords: page.keywords.join(', '),
    social: { ogType: 'article', twitterCard: 'summary' },
    robots: 'index',
    ssr: true,
    breadcrumbs: [
      { path: '/', title: 'Home' },
      ...(page.hub ? [page.hub] : []),
      { path: page.path, title: page.title },
    ],
  };
}

/** schema.org BreadcrumbList of a trail of pages, with absolute URLs on the brand's origin. */
function breadcrumbList(origin: string, trail: readonly ContentLink[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.title,
      item: `${origin}${link.path}`,
    })),
  };
}

/**
 * The brand's colour tokens, in the page itself: a server-rendered page wears its brand before any script runs, and the
 * client's production build leaves them to this. Brand colours are #rrggbb, checked by brandThemeVariables.
 */
function brandStyle(brand: BrandEntity): string {
  const declarations = Object.entries(brandThemeVariables(brand.brandColors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style>:root{${declarations}}</style>`;
}

/**
 * What the client reads at start: the brand the host selected (the fallback when the client's own host rule selects
 * none) and settings that are not baked into the build.
 */
function runtimeConfig(brand: BrandEntity, config: AppConfig): RuntimeConfig {
  return { brand: { name: brand.name, displayName: brand.displayName }, googleMapsApiKey: config.googleMapsApiKey };
}

export function renderHead(meta: PageMeta, { runtime, nonce }: { runtime: RuntimeConfig; nonce: string }): string {
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;
  const tags = [
    `<title>${escapeMarkup(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    tag('name', 'keywords', meta.keywords),
    tag('name', 'robots', meta.robots),
    `<link rel="canonical" href="${escapeMarkup(meta.url)}">`,
    tag('property', 'og:type', meta.ogType),
    tag('property', 'og:site_name', runtime.brand.displayName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.ogImage
      ? [
          tag('property', 'og:image', meta.ogImage),
          tag('property', 'og:image:width', '1200'),
          tag('property', 'og:image:height', '630'),
          tag('name', 'twitter:image', meta.ogImage),
        ]
      : []),
    tag('name', 'twitter:card', meta.twitterCard),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    `<script nonce="${nonce}">window.__BALLPARK__=${jsonForScript(runtime)}</script>`,
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}

function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
