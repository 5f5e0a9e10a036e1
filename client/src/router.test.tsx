import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES } from '@ballpark/common/page-routes';
import { appRoutes } from './router';

/** Every full path of the route table, catch-alls ("*") left out. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    // A child's path is absolute (it repeats its parent's): the router requires it to start with the parent's.
    const path = route.path ?? parent;
    if (!path.startsWith(parent)) throw new Error(`${path} is not under ${parent}`);
    const own = route.index || (route.path && !route.children?.some((child) => child.index)) ? [path] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });
}

it('mounts a page on every path of the route table, and on no other', () => {
  const routes = appRoutes(new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }));
  const clientPaths = pathsOf(routes).sort();
  expect(clientPaths).toContain('/game/:gameSlug/property/:gameHomeId/guesstimates');
  expect(clientPaths).toEqual(
    Object.values(PAGE_ROUTES)
      .map((route) => route.path)
      .sort(),
  );
});
