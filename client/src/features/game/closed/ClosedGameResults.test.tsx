import { render, screen, within } from '../../../test/render';
import { MemoryRouter } from 'react-router';
import type { Leaderboard } from '../../leaderboard/leaderboard-queries';
import { formatDateTime } from '../../ui/format';
import { ClosedGameResults, FinalStandings } from './ClosedGameResults';
import type { GameSummary } from '../game-context';

const game = {
  slug: 'last-issue',
  title: 'Last Issue',
  variant: 'ONE_OFF',
  isOpen: false,
  isClosed: true,
  endsAt: '2026-01-31T18:00:00Z',
  brand: { id: 'b', displayName: 'Ballpark' },
} as GameSummary;

function board(names: string[]): Leaderboard {
  return {
    gameSlug: game.slug,
    gameTitle: game.title,
    period: 'ALL_TIME',
    totalPlayers: names.length,
    viewerRow: null,
    rows: names.map((playerName, index) => ({
      rank: index + 1,
      playerName,
      totalPoints: 400 - index * 50,
      guessCount: 5,
      completedAt: '2026-01-30T12:00:00Z',
      isViewer: false,
      sessionId: `session-${index}`,
    })),
  };
}

function renderClosed(names: string[]) {
  return render(
    <MemoryRouter>
      <ClosedGameResults game={game}>
        <FinalStandings game={game} board={board(names)} />
      </ClosedGameResults>
    </MemoryRouter>,
  );
}

describe('a closed game', () => {
  it('says when it closed and shows its final standings, best first', () => {
    renderClosed(['Maya', 'Theo']);
    const notice = screen.getByRole('note');
    // In this machine's zone, as a browser shows it once hydrated.
    const closedAt = formatDateTime(game.endsAt!, 'en');
    expect(notice).toHaveTextContent(`This game closed on ${closedAt}.`);
    expect(within(notice).getByText(closedAt)).toHaveAttribute('datetime', game.endsAt);
    const standings = screen.getByRole('region', { name: 'Final standings' });
    const rows = within(standings).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Player'),
      expect.stringMatching(/^1Maya400/),
      expect.stringMatching(/^2Theo350/),
    ]);
    expect(standings).toHaveTextContent('2 players');
  });

  it('offers no way to start: no name field, no start button', () => {
    renderClosed(['Maya']);
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when nobody finished before it closed', () => {
    renderClosed([]);
    expect(screen.getByText('Nobody finished this game before it closed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
