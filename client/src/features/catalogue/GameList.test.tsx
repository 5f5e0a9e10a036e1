import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { answeringClient } from '../../test/answering-client';
import { render, screen, within } from '../../test/render';
import { GameList } from './GameList';

const GAME = {
  __typename: 'Game',
  id: 'g1',
  slug: 'valley-homes',
  title: 'Valley homes',
  description: null,
  variant: 'PUBLIC',
  roundCount: 5,
  isOpen: true,
  isClosed: false,
  startsAt: null,
  endsAt: null,
  entryByToken: true,
};
const CLOSED = { ...GAME, id: 'g2', slug: 'last-issue', title: 'Last issue', isOpen: false, isClosed: true };

function renderList(games: (typeof GAME)[], language: 'en' | 'es', hasNextPage = false) {
  const client = answeringClient({
    GameList: {
      games: {
        __typename: 'GameConnection',
        nodes: games,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'cursor' : null },
      },
    },
  });
  const router = createMemoryRouter([
    { path: '/', element: <GameList variant={null} headingLevel={2} emptyTitle="(no games: the page's words)" /> },
  ]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}

describe('GameList', () => {
  it('lists each game with its variant, homes, entry and status, and links to the next page', async () => {
    renderList([GAME, CLOSED], 'en', true);
    const [open, closed] = await screen.findAllByRole('listitem');
    expect(open).toHaveTextContent('Classic5 homesOpenEntry by token from its host');
    expect(closed).toHaveTextContent('Closed: results only');
    const more = screen.getByRole('navigation', { name: 'More games' });
    expect(within(more).getByRole('link', { name: 'More games' })).toHaveAttribute('href', '/?after=cursor');
  });

  it("says the games in the brand's language", async () => {
    renderList([GAME, CLOSED], 'es', true);
    const [open, closed] = await screen.findAllByRole('listitem');
    expect(open).toHaveTextContent('Clásico5 casasAbiertoEntrada con el código de su organizador');
    expect(closed).toHaveTextContent('Cerrado: solo resultados');
    const more = screen.getByRole('navigation', { name: 'Más juegos' });
    expect(within(more).getByRole('link', { name: 'Más juegos' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Classic|\d homes|Open|Closed|results only|More games/);
  });

  it('says an empty list in the words the page gives, with the next step in the language', async () => {
    renderList([], 'es');
    expect(await screen.findByRole('heading', { name: "(no games: the page's words)" })).toBeInTheDocument();
    expect(screen.getByText('Vuelve pronto o prueba otro juego.')).toBeInTheDocument();
  });
});
