import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES } from '../../server/src/http/page-routes';
import { appRoutes } from './router';

/** Every full path of the route table, catch-alls ("*") left out. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = route.index || (route.path && !route.children?.some((child) => child.index)) ? [path] : [];
    return [...own, ...pathsOf(route.children ?? [], path)];
  });
}

it('has the same screens as the server, which answers every other path 404', () => {
  const routes = appRoutes(new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }));
  const clientPaths = pathsOf(routes).sort();
  expect(clientPaths).toContain('/game/:gameSlug/property/:gameHomeId/guesstimates');
  expect(clientPaths).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
});
