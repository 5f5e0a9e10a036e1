/**
 * The closed lists of layouts and home pages a brand profile may name (`layoutComponent`, `homePageComponent`): the
 * server refuses any other name and the client's registry (client/src/features/brand/) maps each to a component.
 */
export const LAYOUT_COMPONENTS = ['SiteLayout', 'AgentLayout', 'MastheadLayout'] as const;
export type LayoutComponent = (typeof LAYOUT_COMPONENTS)[number];

export const HOME_PAGE_COMPONENTS = ['GamesHome', 'AgentHome', 'NewsletterHome'] as const;
export type HomePageComponent = (typeof HOME_PAGE_COMPONENTS)[number];

export const BRAND_LOCALES = ['en', 'es'] as const;
export type BrandLocale = (typeof BRAND_LOCALES)[number];

export const isLayoutComponent = (name: string): name is LayoutComponent =>
  (LAYOUT_COMPONENTS as readonly string[]).includes(name);
export const isHomePageComponent = (name: string): name is HomePageComponent =>
  (HOME_PAGE_COMPONENTS as readonly string[]).includes(name);
