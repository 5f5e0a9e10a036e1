/**
 * @jest-environment node
 */
// Node has the Fetch API (Request, Response) that loaders and redirects use; jsdom does not.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { liveRoute, ROUTE_ENTRIES } from '@ballpark/common/page-routes';
import type { RouteHandle } from './pages/route-entry';
import { appRoutes, lateRoutesAt, onlyNotFoundMatches } from './router';

/** Every page route of the tree (catch-alls and layouts left out), with its full path. */
function pagesOf(routes: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    // A child's path is absolute (it repeats its parent's): the router requires it to start with the parent's.
    const path = route.path ?? parent;
    if (!path.startsWith(parent)) throw new Error(`${path} is not under ${parent}`);
    const own = route.handle ? [{ path, route }] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

const routes = appRoutes(new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }));
const pages = pagesOf(routes);

it('mounts a route on every path of the live registry, and on no other', () => {
  expect(pages.map((page) => page.path).sort()).toEqual(ROUTE_ENTRIES.map(([, route]) => route.path).sort());
  expect(pages.map((page) => page.path)).toContain('/klavo/v/:gameSlug/property/:gameHomeId/guesstimates');
});

it("mounts each entry's own page, lazily, and a redirect where the entry has one", () => {
  for (const { path, route } of pages) {
    const entry = liveRoute((route.handle as RouteHandle).route)!;
    expect(entry.path).toBe(path);
    // The page's chunk (with its own loader, if it has one, bound to the client).
    expect(typeof route.lazy).toBe(entry.page ? 'function' : 'undefined');
    if (entry.redirect) expect(route.loader).toBeInstanceOf(Function);
  }
});

it("mounts every game variant's pages under its own game layout", () => {
  const root = routes[0].children!;
  for (const prefix of ['/game/:gameSlug', '/play/:gameSlug', '/r/:gameSlug', '/roundup/v/:gameSlug']) {
    const layout = root.find((route) => route.path === prefix);
    expect(layout?.children?.length).toBeGreaterThan(1);
    expect(layout?.ErrorBoundary).toBeDefined();
  }
});

it("follows the registry's redirects in the router, keeping the query where the registry says", async () => {
  const loaderOf = (path: string) =>
    pages.find((page) => page.path === path)!.route.loader as (args: unknown) => unknown;
  const run = (path: string, params: Record<string, string>, url: string) =>
    loaderOf(path)({ params, request: new Request(`http://localhost${url}`) }) as Response | null;
  const property = run(
    '/klavo/v/:gameSlug/property/:gameHomeId/Cameron',
    { gameSlug: 'other', gameHomeId: 'h' },
    '/klavo/v/other/property/h/Cameron?session=s',
  );
  expect(property?.headers.get('Location')).toBe('/klavo/v/other/property/h?session=s');
  expect(run('/klavo/v/:gameSlug/cameron', { gameSlug: 'arizona-house-price-guess' }, '/')).toBeNull();
});

it('finds a page a later release brings only where nothing live matches, with its redirect where it has one', async () => {
  expect(onlyNotFoundMatches(routes, '/dossiers/d1/home')).toBe(true);
  expect(onlyNotFoundMatches(routes, '/game/house-prices-game')).toBe(false);
  const [dossierHome] = await lateRoutesAt('/dossiers/d1/home', true);
  expect(dossierHome).toMatchObject({ path: '/dossiers/:dossierUuid/home', handle: { route: 'dossierHome' } });
  expect(typeof dossierHome.lazy).toBe('function');
  expect(await lateRoutesAt('/dossiers/d1/home', false)).toEqual([]);
  expect(await lateRoutesAt('/no/such/page', true)).toEqual([]);

  const [priceGame] = await lateRoutesAt('/price-game', true);
  const loader = priceGame.loader as (args: unknown) => Response | null;
  const redirected = loader({ params: {}, request: new Request('http://localhost/price-game') });
  expect(redirected?.headers.get('Location')).toBe('/price-game/regular-game');
});
