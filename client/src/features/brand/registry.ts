import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { HomePageComponent, LayoutComponent } from '@ballpark/common/brand-components';

type Lazy<Props> = LazyExoticComponent<ComponentType<Props>>;

/** The one map from a brand's layoutComponent (the closed list of @ballpark/common) to its layout, each a lazy chunk. */
export const LAYOUTS: Record<LayoutComponent, Lazy<{ children: ReactNode }>> = {
  SiteLayout: lazy(() => import('./layouts/StandardLayout').then((m) => ({ default: m.StandardLayout }))),
  AgentLayout: lazy(() => import('./layouts/AgentLayout').then((m) => ({ default: m.AgentLayout }))),
  MastheadLayout: lazy(() => import('./layouts/MastheadLayout').then((m) => ({ default: m.MastheadLayout }))),
};

/** The one map from a brand's homePageComponent to its home page, each a lazy chunk. */
export const HOME_PAGES: Record<HomePageComponent, Lazy<object>> = {
  GamesHome: lazy(() => import('./home-pages/GamesHome').then((m) => ({ default: m.GamesHome }))),
  AgentHome: lazy(() => import('./home-pages/AgentHome').then((m) => ({ default: m.AgentHome }))),
  NewsletterHome: lazy(() => import('./home-pages/NewsletterHome').then((m) => ({ default: m.NewsletterHome }))),
};

/** A name the server sent that this client does not know (a newer server) falls back to the standard one. */
export const layoutFor = (name: string) => LAYOUTS[name as LayoutComponent] ?? LAYOUTS.SiteLayout;
export const homePageFor = (name: string) => HOME_PAGES[name as HomePageComponent] ?? HOME_PAGES.GamesHome;
