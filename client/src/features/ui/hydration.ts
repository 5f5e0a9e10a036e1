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

/**
 * Which side of a window (from `start`, until `end`) the time now is on, for a window the server says it is outside
 * of (a game not open): `before` it opens or `after` it ends. A window open at one end needs no clock; one with both
 * ends is left to the browser's clock once hydrated (null until then), as the server's clock and the browser's may
 * disagree at a boundary and the first render must match the server's HTML.
 */
export function useSideOfWindow(start: string | null, end: string | null): 'before' | 'after' | null {
  const hydrated = useHydrated();
  if (!start) return end ? 'after' : null;
  if (!end) return 'before';
  if (!hydrated) return null;
  return new Date(start) > new Date() ? 'before' : 'after';
}

/**
 * A query's result as a page may render it: loading, not failed, while the server renders and the browser hydrates.
 * The cache the browser hydrates with holds the data the server rendered but none of its errors (Apollo caches no
 * error), so the browser's first render of a query that failed on the server (a home not guessed yet: FORBIDDEN) is
 * a loading one; the server renders the same, and the error shows from the render after, once the browser has asked.
 */
export function useHydratedQuery<Query extends { loading: boolean; error?: unknown }>(query: Query): Query {
  const hydrated = useHydrated();
  if (hydrated || !query.error) return query;
  return { ...query, loading: true, error: undefined };
}
