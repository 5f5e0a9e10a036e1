import { render, screen, within } from '../../test/render';
import { MemoryRouter } from 'react-router';
import type { LeaderboardRow } from './leaderboard-queries';
import { LeaderboardTable } from './LeaderboardTable';

function row(rank: number, playerName: string, isViewer = false): LeaderboardRow {
  return {
    rank,
    playerName,
    totalPoints: 500 - rank * 10,
    guessCount: 5,
    completedAt: '2025-03-01T12:00:00Z',
    isViewer,
    sessionId: `session-${rank}`,
  };
}

function renderTable(rows: LeaderboardRow[], viewerRow: LeaderboardRow | null, language: 'en' | 'es' = 'en') {
  return render(
    <MemoryRouter>
      <LeaderboardTable gameSlug="house-prices-game" rows={rows} viewerRow={viewerRow} caption="Board" />
    </MemoryRouter>,
    { language },
  );
}

describe('LeaderboardTable', () => {
  it("highlights the viewer's row inside the board", () => {
    const me = row(2, 'Me', true);
    renderTable([row(1, 'Ann'), me, row(3, 'Bob')], me);
    const mine = screen.getByRole('row', { current: true });
    expect(mine).toHaveClass('is-viewer');
    expect(within(mine).getByText('Me')).toBeInTheDocument();
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ann/ })).not.toHaveClass('is-viewer');
    expect(screen.queryByText(/Your best/)).not.toBeInTheDocument();
  });

  it("shows the viewer's own row below the board when outside the top rows", () => {
    renderTable([row(1, 'Ann'), row(2, 'Bob')], row(57, 'Me', true));
    expect(screen.getByText('Your best: #57')).toBeInTheDocument();
    const mine = screen.getByRole('row', { current: true });
    expect(within(mine).getByText('57')).toBeInTheDocument();
  });

  it('links each player to their shareable result', () => {
    renderTable([row(1, 'Ann')], null);
    expect(screen.getByRole('link', { name: 'Ann' })).toHaveAttribute(
      'href',
      '/game/house-prices-game/results_to_share/session-1',
    );
  });

  it('shows every rank as a number, the top three in medal colours, with no emoji', () => {
    renderTable([row(1, 'Ann'), row(2, 'Bob'), row(3, 'Cy'), row(4, 'Di')], null);
    const ranks = screen
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) => tableRow.querySelector('td')!);
    expect(ranks.map((cell) => cell.textContent)).toEqual(['1', '2', '3', '4']);
    expect(ranks[0]!.querySelector('.rank-medal--1')).not.toBeNull();
    expect(ranks[3]!.querySelector('.rank-medal')).toBeNull();
  });

  it("heads its columns and says the viewer's best in Spanish on a Spanish brand", () => {
    renderTable([row(1, 'Ann')], row(57, 'Me', true), 'es');
    expect(screen.getByRole('columnheader', { name: 'Puesto' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Jugador' })).toBeInTheDocument();
    expect(screen.getByText('Tu mejor puesto: n.º 57')).toBeInTheDocument();
    expect(screen.getByText(/con -70 puntos el/)).toBeInTheDocument();
  });
});
