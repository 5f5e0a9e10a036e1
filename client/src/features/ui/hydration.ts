import { useSyncExternalStore } from 'react';
import type { DisplayZone } from './format';

const neverChanges = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from the render after: what the
 * server cannot know (this browser's time zone, the time now, local storage) is shown the server's way first, so
 * hydrating finds the HTML it expects, then this browser's way. True at once on pages not rendered by the server.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** The zone times are shown in: UTC as the server renders them, this browser's own once hydrated. */
export function useDisplayZone(): DisplayZone {
  return useHydrated() ? 'local' : 'UTC';
}
