import { ALL_PAGE_ROUTES, COMING_SOON_ROUTES, type ComingSoonName } from '@ballpark/common/coming-soon-routes';
import { redirectTarget } from '@ballpark/common/page-routes';
import { matchPath, redirect, type RouteObject } from 'react-router';
import { PAGE_COMPONENTS } from './page-components';
import type { RouteHandle } from './route-entry';

/**
 * The route of a page a later release brings, at a path no live route matches, or null: its coming-soon page, or its
 * redirect (to another such page), the same the server answers with.
 */
export function comingSoonRouteFor(pathname: string): RouteObject | null {
  const entry = (
    Object.entries(COMING_SOON_ROUTES) as [ComingSoonName, (typeof COMING_SOON_ROUTES)[ComingSoonName]][]
  ).find(([, route]) => matchPath(route.path, pathname));
  if (!entry) return null;
  const [name, route] = entry;
  const handle: RouteHandle = { route: name };
  return {
    id: `soon:${name}`,
    path: route.path,
    handle,
    loader: route.redirect
      ? ({ params, request }) => {
          const target = redirectTarget(route, params, new URL(request.url).search, ALL_PAGE_ROUTES);
          return target ? redirect(target.path) : null;
        }
      : undefined,
    lazy: route.page ? () => PAGE_COMPONENTS.comingSoon().then(({ Component }) => ({ Component })) : undefined,
  };
}
