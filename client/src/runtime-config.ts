import type { RuntimeConfig } from '@ballpark/common/runtime-config';

declare global {
  interface Window {
    __BALLPARK__?: RuntimeConfig;
  }
}

/** The page's runtime settings; absent under the Vite dev server, which serves the page without the server. */
export function runtimeConfig(): RuntimeConfig | null {
  return typeof window === 'undefined' ? null : (window.__BALLPARK__ ?? null);
}
