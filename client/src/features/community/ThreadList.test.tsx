import { render, screen, within } from '../../test/render';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { GameContextValue } from '../game/game-context';
import type { CommunityThread } from './thread-list-queries';
import { ThreadList } from './ThreadList';
import { threadStatuses } from './thread-status';

function thread(id: string, title: string, redditSuffix: string): CommunityThread {
  return {
    id,
    title,
    redditSuffix,
    home: {
      id: `home-${id}`,
      city: 'Seattle',
      region: 'Washington',
      pictures: [{ url: `/media/${id}.svg`, alt: `Front of ${title}`, kind: 'FRONT' }],
      photos: [],
    },
  };
}

/** The list inside a community game's layout, whose variant its links follow. */
function renderList(sessionId: string | null, language: 'en' | 'es' = 'en') {
  const context = { variant: 'community' } as GameContextValue;
  const threads = [
    thread('a', '3 bed house', '3_bed_house'),
    thread('b', 'Lake view condo', 'lake_view_condo'),
    thread('c', 'Corner flat', 'corner_flat'),
    thread('d', 'Farmhouse', 'farmhouse'),
  ];
  // The player's game holds a (guessed), b (next) and c (after b); d is not in it.
  const statuses = threadStatuses(
    sessionId
      ? {
          nextRound: { gameHome: { id: 'b' } },
          rounds: [
            { gameHome: { id: 'a' }, result: { points: 85, emoji: '🎯' } },
            { gameHome: { id: 'b' }, result: null },
            { gameHome: { id: 'c' }, result: null },
          ],
        }
      : undefined,
  );
  const router = createMemoryRouter([
    {
      element: <Outlet context={context} />,
      children: [
        { path: '/', element: <ThreadList gameSlug="g" threads={threads} statuses={statuses} sessionId={sessionId} /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />, { language });
}

describe('ThreadList', () => {
  it('lists a thread a home, linked at its title path', () => {
    renderList(null);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]).getByRole('heading', { level: 3, name: '3 bed house' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '3 bed house' })).toHaveAttribute(
      'href',
      '/r/g/comments/a/3_bed_house',
    );
    expect(within(items[1]).getByText('Seattle, Washington')).toBeInTheDocument();
    expect(screen.queryByText(/Guessed/)).not.toBeInTheDocument();
  });

  it("marks the threads of the player's game, and links into it the guessed ones and the next", () => {
    renderList('s1');
    const [guessed, next, later, other] = screen.getAllByRole('listitem');
    expect(guessed).toHaveTextContent('Guessed · 85 points');
    expect(within(guessed).getByRole('link')).toHaveAttribute('href', '/r/g/comments/a/3_bed_house?session=s1');
    expect(next).toHaveTextContent('Your turn');
    expect(within(next).getByRole('link')).toHaveAttribute('href', '/r/g/comments/b/lake_view_condo?session=s1');
    // Its homes are guessed in order: a later one's thread is read-only until its turn, out of the game.
    expect(later).toHaveTextContent('Later in your game');
    expect(within(later).getByRole('link')).toHaveAttribute('href', '/r/g/comments/c/corner_flat');
    expect(within(other).getByRole('link')).toHaveAttribute('href', '/r/g/comments/d/farmhouse');
    expect(other).not.toHaveTextContent(/Guessed|Your turn|in your game/);
  });

  it("marks the player's threads in Spanish on a Spanish brand", () => {
    renderList('s1', 'es');
    const [guessed, next, later] = screen.getAllByRole('listitem');
    expect(guessed).toHaveTextContent('Adivinada · 85 puntos');
    expect(next).toHaveTextContent('Tu turno');
    expect(later).toHaveTextContent('Más adelante en tu partida');
  });
});
