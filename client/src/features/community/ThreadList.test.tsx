import { render, screen, within } from '@testing-library/react';
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
    },
  };
}

/** The list inside a community game's layout, whose variant its links follow. */
function renderList(sessionId: string | null) {
  const context = { variant: 'community' } as GameContextValue;
  const threads = [thread('a', '3 bed house', '3_bed_house'), thread('b', 'Lake view condo', 'lake_view_condo')];
  const statuses = threadStatuses(
    sessionId
      ? { nextRound: null, rounds: [{ gameHome: { id: 'a' }, result: { points: 85, emoji: '🎯' } }] }
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
  render(<RouterProvider router={router} />);
}

describe('ThreadList', () => {
  it('lists a thread a home, linked at its title path', () => {
    renderList(null);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3, name: '3 bed house' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: '3 bed house' })).toHaveAttribute(
      'href',
      '/r/g/comments/a/3_bed_house',
    );
    expect(within(items[1]).getByText('Seattle, Washington')).toBeInTheDocument();
    expect(screen.queryByText(/Guessed/)).not.toBeInTheDocument();
  });

  it("marks the threads of the player's game and links them into it", () => {
    renderList('s1');
    const [guessed, other] = screen.getAllByRole('listitem');
    expect(guessed).toHaveTextContent('Guessed · 85 points');
    expect(within(guessed).getByRole('link')).toHaveAttribute('href', '/r/g/comments/a/3_bed_house?session=s1');
    expect(within(other).getByRole('link')).toHaveAttribute('href', '/r/g/comments/b/lake_view_condo');
    expect(other).not.toHaveTextContent(/Guessed|Your turn|In your game/);
  });
});
