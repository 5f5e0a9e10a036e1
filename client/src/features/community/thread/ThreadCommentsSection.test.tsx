import { render, screen } from '../../../test/render';
import type { ThreadCommentsQuery } from '../../../graphql/generated/graphql';
import type { QueryResultLike } from '../../ui/QueryView';
import { ThreadCommentsSection } from './ThreadCommentsSection';

const data: ThreadCommentsQuery = {
  homeGuesses: {
    averageGuess: 500_000,
    currency: 'GBP',
    totalCount: 1,
    gameHome: { id: 'h' },
    guesses: [
      {
        id: 'g1',
        amount: 500_000,
        emoji: '🎯',
        points: 90,
        playerName: 'Ann',
        guessedAt: '2025-03-01T12:00:00Z',
        isViewer: false,
        reason: 'South-facing garden',
      },
    ],
  },
};

function renderSection(query: Partial<QueryResultLike<ThreadCommentsQuery>>, guessed: boolean) {
  render(
    <ThreadCommentsSection
      comments={{ loading: false, refetch: () => Promise.resolve(), ...query }}
      guessed={guessed}
      className="thread-page__comments"
    />,
  );
}

describe('ThreadCommentsSection', () => {
  it('keeps the comments sealed before the viewer has guessed, whatever the server said', () => {
    renderSection({ loading: true }, false);
    expect(screen.getByRole('note')).toHaveTextContent('Comments open once you guess');
    expect(screen.queryByText(/Ann/)).not.toBeInTheDocument();
  });

  it('shows the comments once the server has them', () => {
    renderSection({ data }, true);
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent('South-facing garden');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says it is loading for a viewer who has guessed', () => {
    renderSection({ loading: true }, true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the comments');
  });

  it('offers a retry when the comments of a guessed home fail to load', () => {
    renderSection({ error: new TypeError('Failed to fetch') }, true);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the comments");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
