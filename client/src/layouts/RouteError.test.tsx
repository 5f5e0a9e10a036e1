import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '../test/render';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appRoutes } from '../router';
import { clientWithBrand, TEST_BRAND } from '../test/brand-client';
import { isChunkLoadError, RouteError } from './RouteError';
import { SiteLayout, SiteRouteError } from './SiteLayout';

const STACK_LIKE = /at \w+ \(|\.tsx?:\d+/;

function renderAt(path: string, children: RouteObject[], language: 'en' | 'es' = 'en') {
  const router = createMemoryRouter(
    [{ path: '/', Component: SiteLayout, ErrorBoundary: SiteRouteError, HydrateFallback: () => null, children }],
    { initialEntries: [path] },
  );
  return render(
    // The site's frame speaks its brand's language.
    <ApolloProvider client={clientWithBrand({ ...TEST_BRAND, locale: language })}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

function Throws(): never {
  throw new Error('render blew up: secret internals');
}

describe('route errors', () => {
  // React and the router report what they catch on the console; the page is what is under test.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows a page that throws as an error page in the site frame, without its message or stack', async () => {
    const { container } = renderAt('/broken', [{ path: 'broken', Component: Throws }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ballpark home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(container.textContent).not.toMatch(/secret internals/);
    expect(container.textContent).not.toMatch(STACK_LIKE);
  });

  it('offers a reload when a lazy chunk fails to load (an old page after a deploy)', async () => {
    const { container } = renderAt('/game/demo', [
      {
        path: 'game/:gameSlug',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Game-1a2b.js')),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/updated since you opened it/);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ballpark home' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/assets\/Game/);
  });

  it("keeps the site's header and main when a game page fails under the game layout's boundary", async () => {
    renderAt('/game/demo', [{ path: 'game/:gameSlug', Component: Throws, ErrorBoundary: RouteError }]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(heading.closest('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says an unknown throw (not an Error) the same plain way', async () => {
    renderAt('/odd', [
      {
        path: 'odd',
        Component: () => {
          throw 'a string';
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('says so in Spanish on a Spanish page', async () => {
    renderAt('/broken', [{ path: 'broken', Component: Throws }], 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha fallado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });

  it('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("puts boundaries on the app's root and game layout routes", () => {
    const [root] = appRoutes(new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() }));
    expect(root?.ErrorBoundary).toBe(SiteRouteError);
    const game = root?.children?.find((route) => route.path === '/game/:gameSlug');
    expect(game?.ErrorBoundary).toBe(RouteError);
  });
});
