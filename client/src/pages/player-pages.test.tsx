import { ApolloProvider } from '@apollo/client/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { answeringClient } from '../test/answering-client';
import { DAILY_CHALLENGE } from '../test/challenge-fixtures';
import { render, screen } from '../test/render';
import { DailyChallengePage, WeeklyChallengePage } from './ChallengePage';
import { GameListPage } from './GameListPage';
import { SessionsInProgressPage } from './SessionsInProgressPage';
import { VariantLandingPage } from './VariantLandingPage';

const NO_GAMES = {
  games: {
    __typename: 'GameConnection',
    nodes: [],
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
};

const UNFINISHED = {
  __typename: 'Session',
  id: 's1',
  playerName: 'Ada',
  startedAt: '2026-01-05T10:00:00.000Z',
  isComplete: false,
  guessCount: 0,
  roundCount: 5,
  totalPoints: 0,
  maxPoints: 500,
  ranked: true,
  game: { __typename: 'Game', id: 'g1', slug: 'demo', title: 'Demo', variant: 'PUBLIC' },
  nextRound: {
    __typename: 'SessionRound',
    round: 1,
    gameHome: { __typename: 'GameHome', id: 'h1', redditSuffix: 'a_home' },
  },
  rounds: [],
};

/** A page as its route shows it (its registry name in the route's handle), with the API's answers, in a language. */
function renderPage(page: ReactElement, route: string, answers: Record<string, unknown>, language: 'en' | 'es') {
  const router = createMemoryRouter([{ path: '/', element: page, handle: { route } }]);
  render(
    <ApolloProvider client={answeringClient(answers)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}

describe("the player's pages in the brand's language", () => {
  it('the list of games', async () => {
    renderPage(<GameListPage />, 'gameList', { GameList: NO_GAMES }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No games yet' })).toBeInTheDocument();
  });

  it('the list of games, in Spanish', async () => {
    renderPage(<GameListPage />, 'gameList', { GameList: NO_GAMES }, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Juegos' })).toBeInTheDocument();
    expect(screen.getByText('Todos los juegos de Ballpark, en todos los formatos.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Todavía no hay juegos' })).toBeInTheDocument();
  });

  it("a variant's landing, in Spanish", async () => {
    renderPage(<VariantLandingPage />, 'klavo', { GameList: NO_GAMES }, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Juegos Klavo' })).toBeInTheDocument();
    expect(screen.getByText('Formato de juego · Klavo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cómo se juega' })).toHaveTextContent(
      'Empiezas como invitado; tu nombre se pide al final, para la clasificación.',
    );
    expect(screen.getByRole('heading', { name: 'Juegos Klavo en Ballpark' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Todavía no hay juegos Klavo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'monta un juego' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/How it plays|games|Make your own/);
  });

  it("the visitor's games in progress, in Spanish", async () => {
    renderPage(<SessionsInProgressPage />, 'sessionsInProgress', { MySessions: { mySessions: [UNFINISHED] } }, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Tus partidas en curso' })).toBeInTheDocument();
    const unfinished = await screen.findByRole('region', { name: 'Sin terminar' });
    expect(unfinished).toHaveTextContent('0 de 5 casas estimadas');
    expect(screen.queryByRole('region', { name: 'Terminadas' })).not.toBeInTheDocument();
  });

  it('no game in progress, in Spanish', async () => {
    renderPage(<SessionsInProgressPage />, 'sessionsInProgress', { MySessions: { mySessions: [] } }, 'es');
    expect(await screen.findByRole('heading', { name: 'Ninguna partida en curso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elige un juego' })).toBeInTheDocument();
  });

  it("today's challenge", async () => {
    renderPage(<DailyChallengePage />, 'dailyChallenge', { Challenge: { challenge: DAILY_CHALLENGE } }, 'en');
    expect(await screen.findByText("Ballpark · Today's challenge")).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText(/^A new challenge every day at midnight UTC\./)).toBeInTheDocument();
  });

  it("today's challenge, in Spanish", async () => {
    renderPage(<DailyChallengePage />, 'dailyChallenge', { Challenge: { challenge: DAILY_CHALLENGE } }, 'es');
    expect(await screen.findByText('Ballpark · El reto de hoy')).toBeInTheDocument();
    for (const term of ['Casas', 'Tu racha diaria', 'Próximo reto']) expect(screen.getByText(term)).toBeInTheDocument();
    expect(screen.getByText('3 días')).toBeInTheDocument();
    expect(screen.getByText(/las mismas casas para todos hoy\./)).toBeInTheDocument();
    expect(screen.getByText(/^Un reto nuevo cada día a medianoche UTC\. Tu racha cuenta/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clasificación' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Today's|streak|Leaderboard|Next challenge|Ready to play|\d homes/);
  });

  it("this week's challenge, in Spanish", async () => {
    const weekly = { ...DAILY_CHALLENGE, period: 'WEEKLY' };
    renderPage(<WeeklyChallengePage />, 'weeklyChallenge', { Challenge: { challenge: weekly } }, 'es');
    expect(await screen.findByText('Ballpark · El reto de la semana')).toBeInTheDocument();
    expect(screen.getByText(/las mismas casas para todos esta semana\./)).toBeInTheDocument();
  });
});
