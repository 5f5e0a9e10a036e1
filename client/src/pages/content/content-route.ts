import type { RouteObject } from 'react-router';
import CONTENT_PAGE_LOADERS from 'virtual:content-pages';
import type { ContentPageModule } from '../../../build/content-pages';
import { withWords } from '../../features/i18n/catalogs';

/** What a content route's loader hands its page: the registry entry, and the body (null when none is written). */
export type ContentRouteData = ContentPageModule;

/**
 * The route of the content page at a path, or null when there is none. The browser adds it on the first visit to the
 * path (router.tsx, lateRoutesAt); the server's render adds it before matching.
 */
export function contentRouteFor(pathname: string): RouteObject | null {
  const pagePath = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const load = Object.hasOwn(CONTENT_PAGE_LOADERS, pagePath) ? CONTENT_PAGE_LOADERS[pagePath] : undefined;
  if (!load) return null;
  return {
    id: `content:${pagePath}`,
    path: pagePath,
    loader: async (): Promise<ContentRouteData> => (await load()).default,
    // The page's words load with it (in the page's language) before it renders.
    lazy: withWords(() => import('./ContentPage').then((module) => ({ Component: module.ContentPage }))),
  };
}
