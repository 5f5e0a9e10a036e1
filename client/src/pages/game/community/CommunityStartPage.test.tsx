import { screen } from '../../../test/render';
import { renderGamePage, TEST_GAME } from '../../../test/game-page';
import { CommunityStartPage } from './CommunityStartPage';

const COMMUNITY = {
  ...TEST_GAME,
  slug: 'test-community',
  variant: 'COMMUNITY' as const,
  roundCount: 2,
  playerCount: 1234,
  regions: ['Phoenix', 'Tucson'],
};

function thread(id: string, title: string) {
  return {
    __typename: 'GameHome',
    id,
    title,
    redditSuffix: title.toLowerCase(),
    home: { __typename: 'Home', id: `home-${id}`, city: 'Phoenix', region: 'AZ', pictures: [], photos: [] },
  };
}

const THREADS = {
  game: { __typename: 'Game', id: COMMUNITY.id, homes: [thread('gh1', 'Adobe'), thread('gh2', 'Ranch')] },
};

/** The visitor's game of this community: the first of its two threads guessed, or both. */
function answersWithGame(isComplete: boolean) {
  const round = (number: number, id: string, guessed: boolean) => ({
    __typename: 'SessionRound',
    round: number,
    gameHome: { __typename: 'GameHome', id, title: id },
    result: guessed ? { __typename: 'GuessResult', id: `r-${id}`, points: 70, emoji: '👍' } : null,
  });
  const nextRound = isComplete
    ? null
    : { __typename: 'SessionRound', round: 2, gameHome: { __typename: 'GameHome', id: 'gh2', redditSuffix: 'ranch' } };
  const session = {
    __typename: 'PlaySession',
    id: 's1',
    isComplete,
    guessCount: isComplete ? 2 : 1,
    roundCount: 2,
    nextRound,
    rounds: [round(1, 'gh1', true), round(2, 'gh2', isComplete)],
  };
  return {
    CommunityThreads: { data: THREADS },
    MySessions: {
      data: {
        mySessions: [
          {
            ...session,
            playerName: 'Ana',
            startedAt: '2026-01-01T10:00:00Z',
            totalPoints: 70,
            maxPoints: 200,
            ranked: true,
            game: {
              __typename: 'Game',
              id: COMMUNITY.id,
              slug: COMMUNITY.slug,
              title: COMMUNITY.title,
              variant: 'COMMUNITY',
            },
          },
        ],
      },
    },
    ThreadMarks: { data: { session } },
  };
}

describe('CommunityStartPage', () => {
  it('shows the board, the way to join and the threads, in English', () => {
    renderGamePage(<CommunityStartPage />, { game: COMMUNITY, variant: 'community' });
    expect(screen.getByText('1,234 on the board · 2 homes a game · Phoenix, Tucson')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join the game' })).toBeInTheDocument();
    expect(
      screen.getByText(/^2 of these threads are drawn for you, one guess each\. Your guess shows/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Threads' })).toBeInTheDocument();
    expect(screen.getByText('Loading the threads')).toBeInTheDocument();
  });

  it("speaks a Spanish brand's language, with its numbers", () => {
    renderGamePage(<CommunityStartPage />, { game: COMMUNITY, variant: 'community', language: 'es' });
    expect(screen.getByText('1234 en la clasificación · 2 casas por partida · Phoenix, Tucson')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Únete al juego' })).toBeInTheDocument();
    expect(screen.getByText(/^2 de estos hilos se eligen para ti, una estimación por hilo\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hilos' })).toBeInTheDocument();
    expect(screen.getByText('Cargando los hilos')).toBeInTheDocument();
    expect(screen.queryByText(/on the board|threads|Threads/)).not.toBeInTheDocument();
  });

  it('says nobody is on the board yet, in one home a game', () => {
    renderGamePage(<CommunityStartPage />, {
      game: { ...COMMUNITY, playerCount: 0, roundCount: 1 },
      variant: 'community',
      language: 'es',
    });
    expect(
      screen.getByText('Aún no hay nadie en la clasificación · 1 casa por partida · Phoenix, Tucson'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1 de estos hilos se elige para ti, para una estimación\./)).toBeInTheDocument();
  });

  it("carries on the visitor's game in progress instead of starting another, in Spanish", async () => {
    renderGamePage(<CommunityStartPage />, {
      game: COMMUNITY,
      variant: 'community',
      language: 'es',
      answers: answersWithGame(false),
    });
    expect(await screen.findByText('Tu partida: 1 de 2 estimadas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar →' })).toHaveAttribute(
      'href',
      '/r/test-community/comments/gh2/ranch?session=s1',
    );
    expect(screen.queryByRole('button', { name: 'Empezar partida' })).not.toBeInTheDocument();
  });

  it("leads to the visitor's finished game beside a new start, in Spanish", async () => {
    renderGamePage(<CommunityStartPage />, {
      game: COMMUNITY,
      variant: 'community',
      language: 'es',
      answers: answersWithGame(true),
    });
    expect(await screen.findByText('Tu última partida: 2 de 2 estimadas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver tus resultados →' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar partida' })).toBeInTheDocument();
  });
});
