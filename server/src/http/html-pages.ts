import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import { PAGE_ROUTES, type PageParams, type PageRoute } from '@ballpark/common/page-routes';
import type { RuntimeConfig } from '@ballpark/common/runtime-config';
import type { AppConfig } from '../config';
import { isUuid } from '../graphql/ids';
import { isStorableString } from '../graphql/operation-checks';
import type { BrandEntity } from '../modules/brand/brand.entity';
import { gameHomeTitle } from '../modules/game/game.mapper';
import type { Services } from '../services';
import { unavailable, unlessNotFound } from './lookups';
import { pageSecurityPolicy } from './security-headers';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  ogType: string;
  /** Absolute URL of a social card image (1200x630), when the page has one. */
  ogImage?: string;
  /** Absolute URL of the page, for og:url and the canonical link. */
  url: string;
}

const HEAD_PLACEHOLDER = '<!--ssr-head-->';
const NOINDEX = 'noindex, nofollow';
/** Longer than any slug a game is given: such a path is answered 404 without a lookup. */
const SLUG_MAX_LENGTH = 200;

/**
 * Serves the built client, with the meta tags of each page in the HTML itself (title, description, keywords, Open
 * Graph, Twitter card, robots) so that crawlers and link previews see them without running JavaScript. Paths outside
 * the client's route table, and pages of things that do not exist, answer 404 (noindex); a failure to look them up
 * (the database away) answers 503, so that search engines come back instead of dropping the page.
 */
export function createHtmlPages({ config, services }: { config: AppConfig; services: Services }): express.Router {
  const router = express.Router();
  if (!config.clientDistDir) return router;
  const distDir = config.clientDistDir;
  router.use(express.static(distDir, { index: false, maxAge: '1y', immutable: true }));
  router.use(pageSecurityPolicy({ googleMaps: config.googleMapsApiKey !== null }));

  let template: string | null = null;
  const render =
    (route: PageRoute | null): express.RequestHandler =>
    async (request, response, next) => {
      try {
        template ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
        response.status(503).type('text').send('The client is not built yet: run `npm run build`.');
        return;
      }
      let brand: BrandEntity;
      let meta: PageMeta | null;
      try {
        brand = await services.brands.forHost(request.headers.host);
        const params = request.params as PageParams;
        meta =
          route && validParams(params)
            ? await metaFor({ route, params, pathname: request.path }, brand, services, config.publicUrl)
            : null;
      } catch (error) {
        unavailable(request, response, error, UNAVAILABLE_PAGE);
        return;
      }
      const head = renderHead(meta ?? notFoundMeta(brand, config.publicUrl, request.path), {
        runtime: runtimeConfig(brand, config),
        nonce: response.locals.cspNonce as string,
      });
      response
        .status(meta ? 200 : 404)
        .type('html')
        .set('Cache-Control', 'no-cache')
        .send(template.replace(HEAD_PLACEHOLDER, head));
    };
  for (const route of Object.values(PAGE_ROUTES)) router.get(route.path, render(route));
  router.get(/.*/, render(null));
  return router;
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="${NOINDEX}">
<title>Temporarily unavailable</title></head>
<body><h1>We'll be right back</h1><p>Ballpark cannot load this page just now. Please try again in a minute.</p></body></html>`;

/** Ids are UUIDs and slugs short, storable text: anything else is not a page, and is not looked up. */
function validParams({ gameSlug, gameHomeId, sessionId }: PageParams): boolean {
  return (
    (gameSlug === undefined || (gameSlug.length <= SLUG_MAX_LENGTH && isStorableString(gameSlug))) &&
    (gameHomeId === undefined || isUuid(gameHomeId)) &&
    (sessionId === undefined || isUuid(sessionId))
  );
}

function siteMeta(brand: BrandEntity, publicUrl: string, pathname: string): PageMeta {
  return {
    title: `${brand.displayName}: guess what homes sell for`,
    description:
      brand.description ||
      'Guess the prices of recorded home sales and illustrative homes, alone or with friends, compare your score on live leaderboards and share your results.',
    keywords: 'house price game, guess the price, property quiz, real estate game, home value quiz',
    robots: 'index, follow',
    ogType: 'website',
    url: `${publicUrl}${pathname}`,
  };
}

function notFoundMeta(brand: BrandEntity, publicUrl: string, pathname: string): PageMeta {
  return { ...siteMeta(brand, publicUrl, pathname), title: `Page not found | ${brand.displayName}`, robots: NOINDEX };
}

/** The head of a page of the route table, or null when what it shows does not exist. */
export async function metaFor(
  { route, params, pathname }: { route: PageRoute; params: PageParams; pathname: string },
  brand: BrandEntity,
  services: Services,
  publicUrl: string,
): Promise<PageMeta | null> {
  const base = siteMeta(brand, publicUrl, pathname);
  if (route.meta === 'site') return base;
  const game = await unlessNotFound(services.games.bySlug(brand, params.gameSlug!));
  if (!game) return null;
  const keywords = [base.keywords, ...game.regions.map((region) => `${region} house prices`)].join(', ');
  const gameMeta: PageMeta = {
    ...base,
    keywords,
    description: game.description || base.description,
    title: `${game.title} | ${brand.displayName}`,
    robots: route.indexed ? base.robots : NOINDEX,
  };

  switch (route.meta) {
    case 'game':
      // A page of a session or a home of this game: the page exists only when that session or home does.
      if (params.sessionId) {
        const session = await unlessNotFound(services.sessions.byId(params.sessionId.toLowerCase()));
        if (!session || session.gameId !== game.id) return null;
      }
      if (params.gameHomeId) {
        const gameHome = await unlessNotFound(services.games.gameListing(params.gameHomeId.toLowerCase()));
        if (!gameHome || gameHome.gameId !== game.id) return null;
      }
      return gameMeta;
    case 'leaderboard':
      return {
        ...gameMeta,
        title: `Leaderboard: ${game.title} | ${brand.displayName}`,
        description: `Top players of ${game.title} today, this week, this month and of all time.`,
      };
    case 'guesstimates': {
      const gameHome = await unlessNotFound(services.games.gameListing(params.gameHomeId!.toLowerCase()));
      if (!gameHome || gameHome.gameId !== game.id) return null;
      const homeTitle = gameHomeTitle(gameHome, game.variant);
      return {
        ...gameMeta,
        title: `Everyone's guesses: ${homeTitle} | ${game.title} | ${brand.displayName}`,
        description: `What players of ${game.title} guessed for ${homeTitle}, once you have guessed it yourself.`,
      };
    }
    case 'share': {
      // The share page's card says what the share text says: tiles, total and rank, never a price.
      const shared = await unlessNotFound(services.share.forSession(params.sessionId!.toLowerCase()));
      if (!shared || shared.gameSlug !== game.slug) return null;
      return {
        ...gameMeta,
        title: `${shared.playerName} scored ${shared.totalPoints}/${shared.maxPoints} on ${game.title}${shared.ranked ? '' : ' (practice)'}`,
        description: `Can you beat ${shared.playerName}? Guess the prices of ${shared.rounds.length} homes of ${game.title} on ${brand.displayName}.`,
        ogImage: `${publicUrl}/media/share/${shared.sessionId}.png`,
      };
    }
  }
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
    tag('name', 'twitter:card', meta.ogImage ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    `<script nonce="${nonce}">window.__BALLPARK__=${jsonForScript(runtime)}</script>`,
  ];
  return tags.join('\n    ');
}

function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
