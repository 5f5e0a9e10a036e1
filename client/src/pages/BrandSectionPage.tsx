import { brandSectionTitle, type BrandSectionName } from '@ballpark/common/brand-section-titles';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { CurrentBrand } from '../features/brand/brand-queries';
import { useBrand } from '../features/brand/brand-context';
import { usePageTitle } from '../features/page-title';
import { LoadingState } from '../features/ui/StatusViews';
import { useRouteEntry } from './route-entry';
import { withWords } from '../features/i18n/catalogs';

const section = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(withWords(() => load().then((module) => ({ default: module[name] }))));

const About = section(() => import('../features/brand/sections/AgentAbout'), 'AgentAbout');
const Subscribe = section(() => import('../features/brand/sections/LetterSubscribe'), 'LetterSubscribe');
const Archive = section(() => import('../features/brand/sections/LetterArchive'), 'LetterArchive');
const BrandedGameBoard = section(() => import('../features/brand/sections/AgentLeaderboard'), 'AgentLeaderboard');
const Boards = section(() => import('../features/brand/sections/BrandBoards'), 'BrandBoards');

/**
 * The page a site shows for a section, chosen from its brand's profile (never its name); null where the site has
 * nothing honest to show there: subscribing needs the brand's service email (the site keeps no mailing list).
 */
export function sectionComponent(
  name: BrandSectionName,
  brand: Pick<CurrentBrand, 'serviceEmail' | 'brandedGameSlug'>,
): ComponentType | null {
  switch (name) {
    case 'about':
      return About;
    case 'archive':
      return Archive;
    case 'subscribe':
      return brand.serviceEmail ? Subscribe : null;
    case 'siteLeaderboard':
      return brand.brandedGameSlug ? BrandedGameBoard : Boards;
  }
}

/** A site's subscribe, archive, leaderboard and about pages; a section the site has nothing for leads home. */
export function BrandSectionPage() {
  const route = useRouteEntry();
  const { brand, language } = useBrand();
  const name = route.name as BrandSectionName;
  const title = brandSectionTitle(name, language);
  usePageTitle(title);
  const Section = sectionComponent(name, brand);
  if (!Section) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<LoadingState label={title} />}>
      <Section />
    </Suspense>
  );
}
