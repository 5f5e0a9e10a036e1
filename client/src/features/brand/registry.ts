import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { HomePageComponent, LayoutComponent } from '@ballpark/common/brand-components';
import { withWords } from '../i18n/catalogs';

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

/**
 * A lazy component that renders at once once its module has been loaded ahead (`preload`): a server-rendered page
 * must hydrate without suspending, or the pages under it would hydrate after the rest and ask for their data again.
 */
function preloadable<Props extends object>(loadModule: Loader<Props>) {
  const load = withWords(loadModule);
  let loaded: ComponentType<Props> | null = null;
  const Lazy = lazy(load);
  const Component = (props: Props) => createElement(loaded ?? Lazy, props);
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return { Component, preload };
}

const preloadableEach = <Name extends string, Props extends object>(loaders: Record<Name, Loader<Props>>) =>
  Object.fromEntries(Object.entries<Loader<Props>>(loaders).map(([name, load]) => [name, preloadable(load)])) as Record<
    Name,
    ReturnType<typeof preloadable<Props>>
  >;

const LAYOUTS = preloadableEach(LAYOUT_LOADERS);
const HOME_PAGES = preloadableEach(HOME_PAGE_LOADERS);

const known = <Name extends string>(map: Record<Name, unknown>, name: string): name is Name => name in map;

// A name the server sent that this client does not know (a newer server) falls back to the site's own.
const layoutName = (name: string): LayoutComponent => (known(LAYOUTS, name) ? name : 'SiteLayout');
const homePageName = (name: string): HomePageComponent => (known(HOME_PAGES, name) ? name : 'GamesHome');

export const layoutFor = (name: string) => LAYOUTS[layoutName(name)].Component;
export const homePageFor = (name: string) => HOME_PAGES[homePageName(name)].Component;

/**
 * Loads a brand's layout (and home page, for the home path): alongside the route's chunks rather than after them, and
 * before a server-rendered page hydrates.
 */
export function preloadBrandComponents(layout: string, homePage: string | null): Promise<void> {
  return Promise.all([
    LAYOUTS[layoutName(layout)].preload(),
    homePage === null ? undefined : HOME_PAGES[homePageName(homePage)].preload(),
  ]).then(() => undefined);
}
