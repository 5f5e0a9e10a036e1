import { render, screen, within } from '../../../test/render';
import type { ThreadComment, ThreadComments as Comments } from '../community-queries';
import { ThreadComments } from './ThreadComments';

function comment(id: string, playerName: string, reason: string | null, isViewer = false): ThreadComment {
  return {
    id,
    playerName,
    reason,
    isViewer,
    amount: 450_000,
    emoji: '🎯',
    points: 85,
    guessedAt: '2025-03-01T12:00:00Z',
  };
}

function renderComments(guesses: ThreadComment[], totalCount = guesses.length) {
  const comments: Comments = { averageGuess: 450_000, currency: 'USD', totalCount, gameHome: { id: 'h' }, guesses };
  render(<ThreadComments comments={comments} />);
}

describe('ThreadComments', () => {
  it("shows each player's guess with their reason, the viewer's marked", () => {
    renderComments([comment('1', 'Ann', 'Needs a new roof'), comment('2', 'Me', null, true)]);
    const [ann, mine] = screen.getAllByRole('listitem');
    expect(ann).toHaveTextContent('Ann · guessed $450,000');
    expect(ann).toHaveTextContent('Needs a new roof');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(mine).toHaveTextContent('No reason given.');
    expect(screen.getByText(/2 guesses · average \$450,000/)).toBeInTheDocument();
  });

  it('says when it shows only the newest guesses', () => {
    renderComments([comment('1', 'Ann', null)], 120);
    expect(screen.getByText('Showing the newest 1 of 120 guesses.')).toBeInTheDocument();
  });
});
