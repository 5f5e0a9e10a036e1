import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router';
import { answeringClient } from '../../test/answering-client';
import { render, screen } from '../../test/render';
import { DAILY_CHALLENGE } from '../../test/challenge-fixtures';
import { ChallengeBoard } from './ChallengeBoard';

function renderBoard(names: string[], when: string, language: 'en' | 'es') {
  const rows = names.map((playerName, index) => ({
    __typename: 'LeaderboardRow',
    rank: index + 1,
    playerName,
    totalPoints: 400 - index * 50,
    guessCount: 5,
    completedAt: '2026-01-05T12:00:00Z',
    isViewer: false,
    sessionId: `session-${index}`,
  }));
  const leaderboard = {
    __typename: 'Leaderboard',
    gameSlug: DAILY_CHALLENGE.game.slug,
    gameTitle: DAILY_CHALLENGE.game.title,
    period: 'ALL_TIME',
    totalPlayers: names.length,
    rows,
    viewerRow: null,
  };
  render(
    <ApolloProvider client={answeringClient({ GameLeaderboard: { leaderboard } })}>
      <MemoryRouter>
        <ChallengeBoard challenge={DAILY_CHALLENGE} when={when} />
      </MemoryRouter>
    </ApolloProvider>,
    { language },
  );
}

describe('ChallengeBoard', () => {
  it('shows the board with how many have played', async () => {
    renderBoard(['Maya', 'Theo'], 'today', 'en');
    expect(await screen.findByText('2 players so far; ties go to whoever finished first.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Daily challenge, 5 January leaderboard' })).toBeInTheDocument();
  });

  it("says the board in the brand's language", async () => {
    renderBoard(['Maya'], 'hoy', 'es');
    expect(screen.getByRole('heading', { name: 'Clasificación' })).toBeInTheDocument();
    expect(
      await screen.findByText('1 jugador hasta ahora; en caso de empate, gana quien terminó antes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Clasificación de Daily challenge, 5 January' })).toBeInTheDocument();
  });

  it('says an empty board in Spanish', async () => {
    renderBoard([], 'hoy', 'es');
    expect(await screen.findByText(/^Aún no hay puntuaciones: termina el reto hoy/)).toBeInTheDocument();
  });
});
