import { PAGE_ROUTES, type PageName, type PageRoute } from '@ballpark/common/page-routes';
import { useMatches } from 'react-router';

/** What the router puts in each route's `handle`: the registry entry it was built from. */
export interface RouteHandle {
  route: PageName;
}

/** The registry entry of the page being shown, for pages that show its title and description. */
export function useRouteEntry(): PageRoute & { name: PageName } {
  const name = (useMatches().at(-1)?.handle as RouteHandle).route;
  return { ...PAGE_ROUTES[name], name };
}
