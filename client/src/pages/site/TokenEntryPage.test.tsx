import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { NEVER, of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GameVariant } from '../../graphql/generated/graphql';
import { TokenEntryPage } from './TokenEntryPage';

/**
 * The page with a client whose start is answered as the server answers a token of a game of `variant`: the name
 * kept, or, where the game asks it at the end, the guest's. What the page does with the answer is under test.
 */
function renderPage(variant: GameVariant) {
  const answer = (playerName: string) => ({
    data: {
      startSessionWithToken: {
        __typename: 'PlaySession',
        id: 'session-1',
        playerName: variant === 'KLAVO' ? 'Guest' : playerName,
        game: { __typename: 'Game', id: 'game-1', slug: 'class-game', variant },
        nextRound: {
          __typename: 'SessionRound',
          round: 1,
          gameHome: { __typename: 'GameHome', id: 'home-1', redditSuffix: 'corner_flat' },
        },
      },
    },
  });
  // Only the start is answered: the page's other reads (the brand, for its title) stay pending.
  const link = new ApolloLink((operation) =>
    operation.operationName === 'StartSessionWithToken' ? of(answer(operation.variables.input.playerName)) : NEVER,
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const router = createMemoryRouter([
    { path: '/', element: <TokenEntryPage /> },
    { path: '*', element: <p>Playing</p> },
  ]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

async function startWithToken(name: string) {
  await userEvent.type(screen.getByLabelText('Entry token'), 'tok-123');
  await userEvent.type(screen.getByLabelText('Your name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Start game' }));
  await screen.findByText('Playing');
}

describe('TokenEntryPage', () => {
  beforeEach(() => localStorage.clear());

  it('says the name may be asked at the end instead, as some games do', () => {
    renderPage('PUBLIC');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(/Some games ask it at the end instead/);
    expect(screen.queryByText(/with your name/)).toBeNull();
  });

  it('remembers the name the game started under', async () => {
    renderPage('PUBLIC');
    await startWithToken('Ada');
    expect(localStorage.getItem('ballpark.playerName')).toBe('Ada');
  });

  it('does not remember a name a game that asks it at the end did not take', async () => {
    renderPage('KLAVO');
    await startWithToken('Ada');
    expect(localStorage.getItem('ballpark.playerName')).toBeNull();
  });
});
