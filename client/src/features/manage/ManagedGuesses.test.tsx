import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import userEvent from '@testing-library/user-event';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen, within } from '../../test/render';
import type { ManagedHomeGuesses } from './manage-queries';
import { ManagedGuesses } from './ManagedGuesses';

const GUESS = {
  id: 'guess-1',
  amount: 400_000,
  points: 72,
  guessedAt: '2025-03-03T10:00:00Z',
  sessionId: 'session-1-abcdef',
  nameHidden: false,
  sessionRanked: true,
  sessionCompleted: true,
  sessionExcluded: false,
};

const MANAGED: ManagedHomeGuesses = {
  gameSlug: 'leeds-semis',
  gameTitle: 'Leeds semis',
  leaderboardEnabled: true,
  totalCount: 2,
  gameHome: { id: 'game-home-1', title: 'Three-bed semi', home: { id: 'home-1', currency: 'EUR' } },
  guesses: [
    { ...GUESS, playerName: 'Ana' },
    { ...GUESS, id: 'guess-2', sessionId: 'session-2-abcdef', playerName: 'Rude Words', nameHidden: true },
  ],
};

/** The guesses of a home, with a client that hides or shows a name as the server would. */
function renderGuesses(language: BrandLocale) {
  const link = new ApolloLink((operation) =>
    of({
      data: {
        setPlayerNameHidden: {
          __typename: 'SessionModeration',
          sessionId: operation.variables.sessionId,
          nameHidden: operation.variables.hidden,
          excluded: false,
        },
      },
    }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const router = createMemoryRouter([
    { path: '/', element: <ManagedGuesses managed={MANAGED} offset={0} onPage={() => {}} /> },
  ]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}

describe('ManagedGuesses', () => {
  it("lists a home's guesses with their actions in English", async () => {
    renderGuesses('en');
    const ana = screen.getByRole('row', { name: /^Ana/ });
    expect(ana).toHaveTextContent('€400,000');
    expect(ana).toHaveTextContent('On the boards');
    await userEvent.click(within(ana).getByRole('button', { name: 'Hide the name Ana' }));
    expect(await screen.findByText("Ana's name is hidden.")).toBeInTheDocument();
  });

  it("lists a home's guesses with their actions in Spanish, with prices and dates in Spain's Spanish", async () => {
    renderGuesses('es');
    expect(screen.getByText('Gestionar las estimaciones · Leeds semis')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Todas las estimaciones de esta casa, de la más reciente a la más antigua \(2 en total\)\. Un nombre oculto aparece como «Jugador oculto»/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clasificación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vista pública de las estimaciones' })).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Todas las estimaciones de esta casa, de la más reciente a la más antigua',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Jugador', 'Estimación', 'Puntos', 'Cuándo', 'Partida', 'Acciones']);
    const ana = within(table).getByRole('row', { name: /^Ana/ });
    expect(ana).toHaveTextContent('400.000 €');
    expect(ana).toHaveTextContent('3 mar');
    expect(ana).toHaveTextContent('En las clasificaciones');
    expect(
      within(ana).getByRole('button', { name: 'Dejar fuera de las clasificaciones: la partida de Ana' }),
    ).toHaveTextContent('Dejar fuera');
    const hidden = within(table).getByRole('row', { name: /^Rude Words/ });
    expect(hidden).toHaveTextContent('Oculto');
    expect(within(hidden).getByRole('button', { name: 'Mostrar el nombre Rude Words' })).toHaveTextContent(
      'Mostrar el nombre',
    );

    await userEvent.click(within(ana).getByRole('button', { name: 'Ocultar el nombre Ana' }));
    expect(await screen.findByText('El nombre de Ana está oculto.')).toBeInTheDocument();
    for (const english of ['Player', 'Guesses', 'On the boards', 'Hide name', 'hidden'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
