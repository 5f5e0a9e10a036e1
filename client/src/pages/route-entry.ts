import { PAGE_META, type PageMeta } from '@ballpark/common/page-meta';
import type { PageName } from '@ballpark/common/page-routes';
import { useRouteName } from './route-name';

/** What the router puts in each route's `handle`: the registry entry it was built from. */
export interface RouteHandle {
  route: PageName;
}

/**
 * The head of the page being shown, for pages that show its title and description (page-meta.ts, which only their
 * chunks load).
 */
export function useRouteEntry(): PageMeta & { name: PageName } {
  const name = useRouteName();
  return { ...PAGE_META[name], name };
}
