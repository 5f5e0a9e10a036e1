import type { PageName } from '@ballpark/common/page-routes';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { usePageTitle } from '../features/page-title';
import { LoadingState } from '../features/ui/StatusViews';
import { runtimeConfig } from '../runtime-config';
import { HomePage } from './HomePage';
import { useRouteEntry } from './route-entry';

type BrandSection = Extract<PageName, 'subscribe' | 'archive' | 'siteLeaderboard' | 'about'>;

/**
 * The brands with a dedicated version of a section page, by brand name (the spec gives two brands their own). Add
 * one as `{ brandName: { about: lazy(() => import(...)) } }`; every other brand's section shows its home page.
 */
const DEDICATED_SECTIONS: Partial<Record<string, Partial<Record<BrandSection, LazyExoticComponent<ComponentType>>>>> =
  {};

/** A brand site's subscribe, archive, leaderboard and about: the brand's own version, or its home page. */
export function BrandSectionPage() {
  const route = useRouteEntry();
  usePageTitle(route.title);
  const brand = runtimeConfig()?.brand.name;
  const Dedicated = brand ? DEDICATED_SECTIONS[brand]?.[route.name as BrandSection] : undefined;
  if (!Dedicated) return <HomePage />;
  return (
    <Suspense fallback={<LoadingState label={`Loading ${route.title}`} />}>
      <Dedicated />
    </Suspense>
  );
}
