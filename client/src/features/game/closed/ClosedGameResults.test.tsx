import { ApolloProvider } from '@apollo/client/react';
import { answeringClient } from '../../../test/answering-client';
import { render, screen, within } from '../../../test/render';
import { MemoryRouter } from 'react-router';
import type { Leaderboard } from '../../leaderboard/leaderboard-queries';
import { formatDateTime } from '../../ui/format';
import ClosedGame from './ClosedGame';
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

function renderClosed(names: string[], language: 'en' | 'es' = 'en') {
  return render(
    <MemoryRouter>
      <ClosedGameResults game={game}>
        <FinalStandings game={game} board={board(names)} />
      </ClosedGameResults>
    </MemoryRouter>,
    { language },
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

describe("a closed game in the brand's language", () => {
  it('says when it closed and its final standings in Spanish', () => {
    renderClosed(['Maya', 'Theo'], 'es');
    const closedAt = formatDateTime(game.endsAt!, 'es');
    expect(screen.getByRole('note')).toHaveTextContent(
      `Este juego cerró el ${closedAt}. Ya no admite más jugadores ni estimaciones: esta es su clasificación final.`,
    );
    const standings = screen.getByRole('region', { name: 'Clasificación final' });
    expect(standings).toHaveTextContent('2 jugadores; cuenta la mejor partida de cada jugador');
    expect(within(standings).getByRole('table', { name: 'Last Issue, clasificación final' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/closed|players|Final standings|Results/);
  });

  it('says so in Spanish when nobody finished', () => {
    renderClosed([], 'es');
    expect(screen.getByText('Nadie terminó este juego antes de que cerrara.')).toBeInTheDocument();
  });

  it("loads the final standings, announcing it in the brand's language", async () => {
    const leaderboard = { __typename: 'Leaderboard', ...board(['Maya']) };
    leaderboard.rows = leaderboard.rows.map((row) => ({ __typename: 'LeaderboardRow', ...row }));
    render(
      <ApolloProvider client={answeringClient({ GameLeaderboard: { leaderboard } })}>
        <MemoryRouter>
          <ClosedGame game={game} />
        </MemoryRouter>
      </ApolloProvider>,
      { language: 'es' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la clasificación final');
    expect(await screen.findByText(/^1 jugador; cuenta la mejor partida/)).toBeInTheDocument();
  });
});
