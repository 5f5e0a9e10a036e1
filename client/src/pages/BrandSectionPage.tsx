import type { PageName } from '@ballpark/common/page-routes';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { usePageTitle } from '../features/page-title';
import { LoadingState } from '../features/ui/StatusViews';
import { runtimeConfig } from '../runtime-config';
import { HomePage } from './HomePage';
import { useRouteEntry } from './route-entry';

type BrandSection = Extract<PageName, 'subscribe' | 'archive' | 'siteLeaderboard' | 'about'>;

const section = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * The brands with a dedicated version of a section page, by brand name (the spec gives two brands their own): a
 * newsletter's subscribe and archive, an estate agent's about and leaderboard. Every other brand's section shows its
 * home page.
 */
const DEDICATED_SECTIONS: Partial<Record<string, Partial<Record<BrandSection, LazyExoticComponent<ComponentType>>>>> = {
  pugetpriceletter: {
    subscribe: section(() => import('../features/brand/sections/LetterSubscribe'), 'LetterSubscribe'),
    archive: section(() => import('../features/brand/sections/LetterArchive'), 'LetterArchive'),
  },
  thamesandfinch: {
    about: section(() => import('../features/brand/sections/AgentAbout'), 'AgentAbout'),
    siteLeaderboard: section(() => import('../features/brand/sections/AgentLeaderboard'), 'AgentLeaderboard'),
  },
};

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
