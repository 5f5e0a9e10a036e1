import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { escapeMarkup } from '@ballpark/common/escape-markup';
import type { RuntimeConfig } from '@ballpark/common/runtime-config';
import type { AppConfig } from '../config';
import type { BrandEntity } from '../modules/brand/brand.entity';
import type { Services } from '../services';

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
const GAME_PAGE = /^\/game\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/;

/**
 * Serves the built client, with the meta tags of each page in the HTML itself (title, description, keywords, Open
 * Graph, Twitter card, robots) so that crawlers and link previews see them without running JavaScript.
 */
export function createHtmlPages({ config, services }: { config: AppConfig; services: Services }): express.Router {
  const router = express.Router();
  if (!config.clientDistDir) return router;
  const distDir = config.clientDistDir;
  router.use(express.static(distDir, { index: false, maxAge: '1y', immutable: true }));

  let template: string | null = null;
  router.get(/.*/, async (request, response, next) => {
    try {
      template ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const brand = await services.brands.forHost(request.headers.host);
      const meta = await metaFor(request.path, brand, services, config.publicUrl);
      response
        .type('html')
        .set('Cache-Control', 'no-cache')
        .send(template.replace(HEAD_PLACEHOLDER, renderHead(meta, runtimeConfig(brand, config))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        response.status(503).type('text').send('The client is not built yet: run `npm run build`.');
        return;
      }
      next(error);
    }
  });
  return router;
}

export async function metaFor(
  pathname: string,
  brand: BrandEntity,
  services: Services,
  publicUrl: string,
): Promise<PageMeta> {
  const base: PageMeta = {
    title: `${brand.displayName}: guess the price of real homes`,
    description:
      brand.description ||
      'Guess the sale price of real homes, alone or with friends, compare your score on live leaderboards and share your results.',
    keywords: 'house price game, guess the price, property quiz, real estate game, home value quiz',
    robots: 'index, follow',
    ogType: 'website',
    url: `${publicUrl}${pathname}`,
  };
  const match = GAME_PAGE.exec(pathname);
  if (!match) return base;
  const [, slug, page, id] = match;
  const game = await services.games.bySlug(brand, safeDecode(slug!)).catch(() => null);
  if (!game) return { ...base, robots: NOINDEX };
  const keywords = [base.keywords, ...game.regions.map((region) => `${region} house prices`)].join(', ');
  const gameMeta = { ...base, keywords, description: game.description || base.description };

  switch (page) {
    case undefined:
    case 'withmap':
      return { ...gameMeta, title: `${game.title} | ${brand.displayName}` };
    case 'leaderboard':
      return {
        ...gameMeta,
        title: `Leaderboard: ${game.title} | ${brand.displayName}`,
        description: `Top players of ${game.title} today, this week, this month and of all time.`,
      };
    case 'results_to_share': {
      // The share page's card says what the share text says: tiles, total and rank, never a price.
      const shared = id ? await services.share.forSession(id).catch(() => null) : null;
      if (!shared || shared.gameSlug !== game.slug) return { ...gameMeta, robots: NOINDEX };
      return {
        ...gameMeta,
        robots: NOINDEX,
        title: `${shared.playerName} scored ${shared.totalPoints}/${shared.maxPoints} on ${game.title}${shared.ranked ? '' : ' (practice)'}`,
        description: `Can you beat ${shared.playerName}? Guess the prices of the same ${shared.rounds.length} homes on ${brand.displayName}.`,
        ogImage: `${publicUrl}/media/share/${shared.sessionId}.png`,
      };
    }
    default:
      // Property, results and guess pages: not for search engines.
      return { ...gameMeta, title: `${game.title} | ${brand.displayName}`, robots: NOINDEX };
  }
}

/**
 * What the client reads at start: the brand the host selected (the fallback when the client's own host rule selects
 * none) and settings that are not baked into the build.
 */
function runtimeConfig(brand: BrandEntity, config: AppConfig): RuntimeConfig {
  return { brand: { name: brand.name, displayName: brand.displayName }, googleMapsApiKey: config.googleMapsApiKey };
}

export function renderHead(meta: PageMeta, runtime: RuntimeConfig): string {
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
    `<script>window.__BALLPARK__=${jsonForScript(runtime)}</script>`,
  ];
  return tags.join('\n    ');
}

function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A path segment decoded, or as it is when it is not valid percent-encoding (that page then finds no game). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
