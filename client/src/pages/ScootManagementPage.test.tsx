import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TEST_BRAND } from '../test/brand-client';
import { render, screen, within } from '../test/render';
import { ScootManagementPage } from './ScootManagementPage';

const GAME = {
  __typename: 'ManagedGame',
  id: 'game-1',
  slug: 'casa-verde-madrid',
  title: 'Casas de Madrid',
  variant: 'ONE_OFF',
  createdAt: '2025-03-03T10:00:00Z',
  sessionCount: 1234,
  completedSessionCount: 1000,
  guessCount: 5678,
};

/** A Spanish brand's management page, with a client answering its one query. */
function renderPage() {
  const brand = {
    __typename: 'Brand',
    ...TEST_BRAND,
    name: 'casaverde',
    displayName: 'Casa Verde',
    locale: 'es',
    propertyReference: null,
    googleAnalyticsId: null,
    brandColors: { __typename: 'BrandColors', ...TEST_BRAND.brandColors },
  };
  const link = new ApolloLink(() => of({ data: { managedGames: [GAME], currentBrand: brand } }));
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const router = createMemoryRouter([{ path: '/', element: <ScootManagementPage /> }]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language: 'es' },
  );
}

describe('ScootManagementPage', () => {
  it("lists a Spanish brand's games in Spanish, with counts and dates in Spain's Spanish", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Los juegos de este sitio' })).toBeInTheDocument();
    expect(screen.getByText('Gestionando Casa Verde')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Los juegos de este sitio, del más reciente al más antiguo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Juego', 'Tipo', 'Creado', 'Partidas', 'Terminadas', 'Estimaciones']);
    expect(within(table).getByRole('row', { name: /^Casas de Madrid/ })).toHaveTextContent(
      'Casas de Madridpuntual3 mar 2025123410005678',
    );
    expect(screen.getByRole('form', { name: 'Perfil de la marca' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/This site's games|Managing|Sessions|Finished/);
  });
});
