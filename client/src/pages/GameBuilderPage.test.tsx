import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BUILDER_GAME, builderGameResponse } from '../test/builder-fixtures';
import { TEST_BRAND } from '../test/brand-client';
import { render, screen } from '../test/render';
import { GameBuilderPage } from './GameBuilderPage';

/** The builder page at `path`, logged in, with a client answering as the server would for an account that builds here or not. */
function renderBuilder(path: string, { language, buildsHere = true }: { language: BrandLocale; buildsHere?: boolean }) {
  const link = new ApolloLink((operation) => {
    switch (operation.operationName) {
      case 'BuilderMe':
        return of({ data: { me: { __typename: 'Account', id: 'account-1' } } });
      case 'GameBuilderAccess':
        return of({
          data: {
            gameBuilderAccess: {
              __typename: 'GameBuilderAccess',
              buildsHere,
              mainSiteBuilderUrl: 'https://ballpark.example/create-game',
            },
          },
        });
      case 'BuilderGame':
        return of({ data: { builderGame: builderGameResponse(BUILDER_GAME) } });
      case 'MyBuiltGames':
        return of({ data: { myBuiltGames: [] } });
      default:
        return of({ errors: [new GraphQLError('Not answered in this test')] });
    }
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const router = createMemoryRouter(
    [{ path: '/create-game', element: <GameBuilderPage />, handle: { route: 'createGame' } }],
    {
      initialEntries: [path],
    },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language, brand: { ...TEST_BRAND, displayName: 'Casa Verde', locale: language } },
  );
}

describe('GameBuilderPage', () => {
  it('starts a new game with its settings, in English', async () => {
    renderBuilder('/create-game', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a game' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Builder steps' })).toHaveTextContent(
      '1. Settings2. Homes3. Review and publish',
    );
    expect(screen.getByRole('button', { name: 'Create the draft' })).toBeInTheDocument();
  });

  it('starts a new game with its settings, in Spanish', async () => {
    renderBuilder('/create-game', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear un juego' })).toBeInTheDocument();
    expect(screen.getByText('Creador de juegos')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pasos del creador' })).toHaveTextContent(
      '1. Configuración2. Casas3. Revisar y publicar',
    );
    expect(screen.getByRole('region', { name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear el borrador' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Settings|Create|Paste listing links/);
  });

  it('reviews a draft before publishing it, in English', async () => {
    renderBuilder('/create-game?game=game-1', { language: 'en' });
    const review = await screen.findByRole('region', { name: 'Review and publish' });
    expect(review).toHaveTextContent('5 rounds from 1 home in Leeds · listed on the site · with a leaderboard');
    expect(screen.getByRole('button', { name: 'Publish the game' })).toBeDisabled();
  });

  it('reviews a draft before publishing it, in Spanish', async () => {
    renderBuilder('/create-game?game=game-1', { language: 'es' });
    const review = await screen.findByRole('region', { name: 'Revisar y publicar' });
    expect(review).toHaveTextContent('5 rondas con 1 casa en Leeds · en la lista del sitio · con clasificación');
    expect(
      screen.getByText(/Este juego es un borrador: solo tú puedes verlo hasta que lo publiques\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar el juego' })).toBeDisabled();
    expect(document.body).not.toHaveTextContent(/rounds|listed on the site|leaderboard|Publish the game/);
  });

  it("sends an account the brand has not invited to the main site's builder, in Spanish", async () => {
    renderBuilder('/create-game', { language: 'es', buildsHere: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crea tu juego en el sitio principal' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^El sitio de Casa Verde habla por Casa Verde:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al creador de juegos del sitio principal' })).toHaveAttribute(
      'href',
      'https://ballpark.example/create-game',
    );
  });
});
