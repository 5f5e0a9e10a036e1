import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { NEVER } from 'rxjs';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { GameContextValue, GameSummary } from './game-context';
import { StartGameForm } from './StartGameForm';

const KLAVO: GameSummary = {
  id: 'game-1',
  slug: 'class-klavo',
  title: 'Class Klavo',
  description: 'A klavo game for a class.',
  variant: 'KLAVO',
  roundCount: 5,
  regions: ['Arizona'],
  scoringMode: 'BANDS',
  playerCount: 0,
  leaderboardEnabled: true,
  isOpen: true,
  isClosed: false,
  startsAt: null,
  endsAt: null,
  entryByToken: false,
  brand: { id: 'brand-1', displayName: 'Ballpark' },
};

/**
 * The form in a game's layout, with a client that records each operation it is asked to send and leaves it
 * unanswered: what the form sends is under test, not what a server would answer.
 */
function renderForm(game: GameSummary) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const recorder = new ApolloLink((operation) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    return NEVER;
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: recorder });
  const context: GameContextValue = { game, variant: 'klavo' };
  const router = createMemoryRouter([
    { element: <Outlet context={context} />, children: [{ path: '/', element: <StartGameForm game={game} /> }] },
  ]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return sent;
}

describe('StartGameForm, where the game asks the name at the end', () => {
  it('starts a guest at once, asking nothing', async () => {
    const sent = renderForm(KLAVO);
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.queryByLabelText('Entry token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(sent.find((operation) => operation.operationName === 'StartSession')?.variables).toEqual({
      input: { gameSlug: 'class-klavo' },
    });
  });

  it("asks only the host's token of a game entered by token, and starts with it, without a name", async () => {
    const sent = renderForm({ ...KLAVO, entryByToken: true });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the token your host gave you.');
    expect(sent.some((operation) => operation.operationName === 'StartSession')).toBe(false);

    await userEvent.type(screen.getByLabelText('Entry token'), ' tok-123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(sent.find((operation) => operation.operationName === 'StartSession')?.variables).toEqual({
      input: { gameSlug: 'class-klavo', entryToken: 'tok-123' },
    });
  });
});
