// A folder's catalog, compiled from its .po file by @lingui/vite-plugin (and by build/po-jest-transform.cjs in tests).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
