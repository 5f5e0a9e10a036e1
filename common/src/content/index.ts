/**
 * The content registry: every content page, with its head and its place among the others. The server reads it for
 * heads, status and sitemaps; the browser loads it (as its own chunk) on the first visit to a content path.
 */
import { BLOG } from './blog';
import { CITY_QUIZZES } from './city-quizzes';
import type { ContentHub, ContentPageEntry } from './content-hub';
import { CREATE_GAME } from './create-game';
import { DAILY_CHALLENGE } from './daily-challenge';
import { DATA_SOURCES_LICENSING } from './data-sources-licensing';
import { FOR_CLASSROOMS } from './for-classrooms';
import { FOR_ESTATE_AGENTS } from './for-estate-agents';
import { FOR_EVENTS } from './for-events';
import { GAME_MODES } from './game-modes';
import { GAME_TEMPLATES } from './game-templates';
import { HOW_TO_GUESS_HOUSE_PRICES } from './how-to-guess-house-prices';
import { INFO_PAGES } from './info-pages';
import { PLAY } from './play';
import { PRICING_METRICS } from './pricing-metrics';
import { PRIVACY } from './privacy';
import { PROPERTY_VALUATION_GUIDE } from './property-valuation-guide';
import { RIGHTMOVE_ZOOPLA_GAME } from './rightmove-zoopla-game';
import { SCORING_LEADERBOARDS } from './scoring-leaderboards';
import { UK_HOUSE_PRICE_QUIZ } from './uk-house-price-quiz';
import { US_HOME_PRICE_QUIZ } from './us-home-price-quiz';
import { WEEKLY_CHALLENGE } from './weekly-challenge';
import { ZILLOW_REALTOR_GAME } from './zillow-realtor-game';

export type { ContentHub, ContentPageEntry } from './content-hub';

export const CONTENT_HUBS: readonly ContentHub[] = [
  US_HOME_PRICE_QUIZ,
  UK_HOUSE_PRICE_QUIZ,
  CITY_QUIZZES,
  GAME_TEMPLATES,
  GAME_MODES,
  SCORING_LEADERBOARDS,
  BLOG,
  PLAY,
  DAILY_CHALLENGE,
  WEEKLY_CHALLENGE,
  HOW_TO_GUESS_HOUSE_PRICES,
  PROPERTY_VALUATION_GUIDE,
  PRICING_METRICS,
  RIGHTMOVE_ZOOPLA_GAME,
  ZILLOW_REALTOR_GAME,
  CREATE_GAME,
  DATA_SOURCES_LICENSING,
  FOR_ESTATE_AGENTS,
  FOR_CLASSROOMS,
  FOR_EVENTS,
  PRIVACY,
  INFO_PAGES,
];

export interface ContentLink {
  path: string;
  title: string;
}

/** One content page as served: its head, and the hub and pages around it (for breadcrumbs and navigation). */
export interface ContentPage extends Omit<ContentPageEntry, 'slug'> {
  path: string;
  /** The hub a sub-page belongs to; null for a hub's own page. */
  hub: ContentLink | null;
  /** A hub's sub-pages, or a sub-page's siblings (itself included, to mark it in the list). */
  pages: readonly ContentLink[];
}

function pagesOf(hub: ContentHub): ContentPage[] {
  const children = hub.pages.map((page) => ({ path: `${hub.path}/${page.slug}`, title: page.title }));
  const hubLink = { path: hub.path, title: hub.title };
  const { pages: _entries, index, path, ...head } = hub;
  const own: ContentPage[] = index === false ? [] : [{ ...head, path, hub: null, pages: children }];
  return [
    ...own,
    ...hub.pages.map(({ slug, ...entry }) => ({
      ...entry,
      path: `${hub.path}/${slug}`,
      hub: hubLink,
      pages: children,
    })),
  ];
}

/** Every content page by path. */
export const CONTENT_PAGES: ReadonlyMap<string, ContentPage> = new Map(
  CONTENT_HUBS.flatMap(pagesOf).map((page) => [page.path, page]),
);

/** The content page at a path (without a trailing slash), or undefined. */
export function contentPageAt(pathname: string): ContentPage | undefined {
  return CONTENT_PAGES.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}

/** Where a page's body is, relative to the repository's `content/` folder. */
export function contentBodyFile(page: Pick<ContentPage, 'path' | 'hub'>): string {
  return page.hub ? `${page.path.slice(1)}.md` : `${page.path.slice(1)}/index.md`;
}
