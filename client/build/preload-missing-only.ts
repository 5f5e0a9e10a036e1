import type { Plugin, Rollup } from 'vite';

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Vite preloads, with each dynamic import, every chunk the imported one needs: the whole list, written into the
 * importing chunk. A chunk that runs a dynamic import has loaded its own static imports already (the entry's React,
 * router and Apollo, for every lazy page), so those are left out: each lazy page or part then lists only what it adds,
 * which keeps the entry's page map and every chunk with a lazy part smaller (the first screen's budget).
 */
export function preloadMissingOnly(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rollup.OutputBundle | null = null;
  const loadedCache = new Map<string, Set<string>>();

  /** A chunk and every chunk it imports statically, transitively: all loaded once it runs. */
  function loadedWith(chunkName: string): Set<string> {
    const cached = loadedCache.get(chunkName);
    if (cached) return cached;
    const loaded = new Set<string>();
    const visit = (name: string) => {
      if (loaded.has(name)) return;
      loaded.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(chunkName);
    loadedCache.set(chunkName, loaded);
    return loaded;
  }

  return {
    plugin: {
      name: 'ballpark-preload-missing-only',
      apply: 'build',
      // Before Vite writes the preload lists (in its own generateBundle), which ask resolveDependencies below.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedCache.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
