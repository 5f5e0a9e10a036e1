import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '../../test/render';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContentPage as ContentPageEntry } from '@ballpark/common/content/index';
import { ContentPage } from './ContentPage';
import type { ContentRouteData } from './content-route';

const HUB = { path: '/guides', title: 'Guides' };
const ENTRY: ContentPageEntry = {
  path: '/guides/reading-a-listing',
  title: 'Reading a listing',
  description: 'What each line of a listing tells you about the price.',
  keywords: ['listing'],
  play: '/game/house-prices-game',
  hub: HUB,
  pages: [
    { path: '/guides/reading-a-listing', title: 'Reading a listing' },
    { path: '/guides/floor-area', title: 'Floor area' },
  ],
};

/** The generic page at its route, with the data its route's loader would give. */
async function renderPage(data: ContentRouteData, language: 'en' | 'es' = 'en') {
  // The brand (for the tab's title) is not answered: the page does not depend on it.
  const link = new ApolloLink(() => of({ errors: [new GraphQLError('Not answered in this test')] }));
  const router = createMemoryRouter([{ path: data.page.path, loader: () => data, element: <ContentPage /> }], {
    initialEntries: [data.page.path],
  });
  render(
    <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link })}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('the content page', () => {
  it('shows its body under its title, with breadcrumbs, its game and the pages beside it', async () => {
    await renderPage({ page: ENTRY, body: { html: '<p>Start with the floor area.</p>', faq: [] } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reading a listing');
    expect(screen.getByText('Start with the floor area.')).toBeInTheDocument();
    expect(screen.queryByText(ENTRY.description)).not.toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumbs).toHaveTextContent('HomeGuidesReading a listing');
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/game/house-prices-game');
    expect(screen.getByRole('link', { name: 'Floor area' })).toHaveAttribute('href', '/guides/floor-area');
  });

  it('without a body, shows its title and description as a heading and a paragraph', async () => {
    await renderPage({ page: ENTRY, body: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reading a listing');
    expect(screen.getByText(ENTRY.description).tagName).toBe('P');
  });

  it('with neither title nor description, is the generic "Page" with an empty description', async () => {
    await renderPage({ page: { ...ENTRY, title: '', description: '' }, body: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page$/);
    expect(document.querySelector('.content-page .lead')).toHaveTextContent(/^$/);
  });

  it("words its chrome in the brand's language: breadcrumbs, the way to play, the hub's pages", async () => {
    await renderPage({ page: ENTRY, body: { html: '<p>Start with the floor area.</p>', faq: [] } }, 'es');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(breadcrumbs).toHaveTextContent('InicioGuidesReading a listing');
    expect(screen.getByRole('link', { name: 'Jugar' })).toHaveAttribute('href', '/game/house-prices-game');
    expect(screen.getByRole('heading', { level: 2, name: 'Más en Guides' })).toBeInTheDocument();
  });
});
