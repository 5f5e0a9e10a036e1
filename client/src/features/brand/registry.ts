import { lazy, type ComponentType, type ReactNode } from 'react';
import type { HomePageComponent, LayoutComponent } from '@ballpark/common/brand-components';

type Loader<Props> = () => Promise<{ default: ComponentType<Props> }>;

// The one map from a brand's layoutComponent and homePageComponent (the closed lists of @ballpark/common) to their
// components, each its own chunk.
const LAYOUT_LOADERS: Record<LayoutComponent, Loader<{ children: ReactNode }>> = {
  SiteLayout: () => import('./layouts/StandardLayout').then((m) => ({ default: m.StandardLayout })),
  AgentLayout: () => import('./layouts/AgentLayout').then((m) => ({ default: m.AgentLayout })),
  MastheadLayout: () => import('./layouts/MastheadLayout').then((m) => ({ default: m.MastheadLayout })),
};

const HOME_PAGE_LOADERS: Record<HomePageComponent, Loader<object>> = {
  GamesHome: () => import('./home-pages/GamesHome').then((m) => ({ default: m.GamesHome })),
  AgentHome: () => import('./home-pages/AgentHome').then((m) => ({ default: m.AgentHome })),
  NewsletterHome: () => import('./home-pages/NewsletterHome').then((m) => ({ default: m.NewsletterHome })),
};

const lazyEach = <Name extends string, Props>(loaders: Record<Name, Loader<Props>>) =>
  Object.fromEntries(Object.entries<Loader<Props>>(loaders).map(([name, load]) => [name, lazy(load)])) as Record<
    Name,
    ReturnType<typeof lazy<ComponentType<Props>>>
  >;

const LAYOUTS = lazyEach(LAYOUT_LOADERS);
const HOME_PAGES = lazyEach(HOME_PAGE_LOADERS);

const known = <Name extends string>(map: Record<Name, unknown>, name: string): name is Name => name in map;

// A name the server sent that this client does not know (a newer server) falls back to the site's own.
const layoutName = (name: string): LayoutComponent => (known(LAYOUTS, name) ? name : 'SiteLayout');
const homePageName = (name: string): HomePageComponent => (known(HOME_PAGES, name) ? name : 'GamesHome');

export const layoutFor = (name: string) => LAYOUTS[layoutName(name)];
export const homePageFor = (name: string) => HOME_PAGES[homePageName(name)];

/**
 * Starts downloading a brand's layout (and home page, for the home path) as soon as the brand is known, alongside
 * the route's chunks rather than after them; the lazy components then find the module loaded.
 */
export function preloadBrandComponents(layout: string, homePage: string | null) {
  void LAYOUT_LOADERS[layoutName(layout)]().catch(() => {});
  if (homePage !== null) void HOME_PAGE_LOADERS[homePageName(homePage)]().catch(() => {});
}
