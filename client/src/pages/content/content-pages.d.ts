declare module 'virtual:content-pages' {
  import type { ContentPageModule } from '../../../build/content-pages';

  /** Every content page's path, to a loader of its chunk (client/build/content-pages.ts). */
  const loaders: Record<string, () => Promise<{ default: ContentPageModule }>>;
  export default loaders;
}
