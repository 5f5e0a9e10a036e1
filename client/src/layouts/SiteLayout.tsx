import { Outlet } from 'react-router';
import { BrandFrame } from '../features/brand/BrandFrame';
import { RouteError } from './RouteError';

/** The brand's layout around the page; scroll goes back to the top on every navigation. */
export function SiteLayout() {
  return (
    <BrandFrame>
      <Outlet />
    </BrandFrame>
  );
}

/** The root route's errorElement: the route error inside the same layout, so the way home stays. */
export function SiteRouteError() {
  return (
    <BrandFrame>
      <RouteError />
    </BrandFrame>
  );
}
