import type { PageName } from '@ballpark/common/page-routes';
import { useMatches } from 'react-router';
import type { RouteHandle } from './route-entry';

/** The registry name of the page being shown (the router puts it in each route's handle). */
export function useRouteName(): PageName {
  return (useMatches().at(-1)?.handle as RouteHandle).route;
}
