import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileContentBody, type ContentBody } from './content-markdown.ts';
import type { ContentPage } from '@ballpark/common/content/index';

/** What one content page's chunk holds: its registry entry, and its body (null when none is written). */
export interface ContentPageModule {
  page: ContentPage;
  body: ContentBody | null;
}

/** The repository's `content/` folder: one Markdown body per content page, at the page's path. */
export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

// The registry as the server reads it, common's build (`npm run build -w common` comes first, as in `npm run build`).
const { CONTENT_PAGES, contentBodyFile } = createRequire(import.meta.url)(
  '@ballpark/common/content/index',
) as typeof import('@ballpark/common/content/index');

/** The Markdown body of a page, or null when none is written. */
export function readContentBody(page: ContentPage): string | null {
  const file = path.join(CONTENT_DIR, contentBodyFile(page));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

const PAGES_ID = 'virtual:content-pages';
const PAGE_ID = 'virtual:content-page:';
const RESOLVED = '\0';

/**
 * `virtual:content-pages`: every content page's path, mapped to a loader of its own chunk, which holds its registry
 * entry and its body compiled from Markdown. Neither the Markdown nor the whole registry reaches the browser.
 */
export function contentPages(): Plugin {
  return {
    name: 'ballpark-content-pages',
    resolveId(id) {
      return id === PAGES_ID || id.startsWith(PAGE_ID) ? RESOLVED + id : null;
    },
    load(id) {
      if (id === RESOLVED + PAGES_ID) {
        const loaders = [...CONTENT_PAGES.keys()].map(
          (pagePath) => `${JSON.stringify(pagePath)}: () => import(${JSON.stringify(PAGE_ID + pagePath)})`,
        );
        return `export default {\n${loaders.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(RESOLVED + PAGE_ID)) return null;
      const page = CONTENT_PAGES.get(id.slice(RESOLVED.length + PAGE_ID.length))!;
      this.addWatchFile(path.join(CONTENT_DIR, contentBodyFile(page)));
      const markdown = readContentBody(page);
      const module: ContentPageModule = { page, body: markdown === null ? null : compileContentBody(markdown) };
      return `export default ${JSON.stringify(module)};\n`;
    },
  };
}
