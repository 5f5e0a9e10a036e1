import { screen, within } from '../../../test/render';
import { renderGamePage, TEST_GAME } from '../../../test/game-page';
import { RoundupStartPage } from './RoundupStartPage';

const ROUNDUP = { ...TEST_GAME, slug: 'test-roundup', variant: 'ROUNDUP' as const, roundCount: 2 };

function home(id: string, title: string) {
  return {
    __typename: 'GameHome',
    id,
    title,
    home: { __typename: 'Home', id: `home-${id}`, city: 'Phoenix', region: 'AZ', pictures: [], photos: [] },
  };
}

const HOMES = {
  game: {
    __typename: 'Game',
    id: ROUNDUP.id,
    poolSize: 3,
    homes: [home('gh1', 'Adobe'), home('gh2', 'Ranch'), home('gh3', 'Loft')],
  },
};

/** The visitor's roundup game in progress: two homes dealt, the first guessed. */
const IN_PROGRESS = {
  mySessions: [
    {
      __typename: 'PlaySession',
      id: 's1',
      playerName: 'Ana',
      startedAt: '2026-01-01T10:00:00Z',
      isComplete: false,
      guessCount: 1,
      roundCount: 2,
      totalPoints: 80,
      maxPoints: 200,
      ranked: true,
      game: { __typename: 'Game', id: ROUNDUP.id, slug: ROUNDUP.slug, title: ROUNDUP.title, variant: 'ROUNDUP' },
      nextRound: {
        __typename: 'SessionRound',
        round: 2,
        gameHome: { __typename: 'GameHome', id: 'gh2', redditSuffix: 'ranch' },
      },
      rounds: [
        {
          __typename: 'SessionRound',
          round: 1,
          gameHome: { __typename: 'GameHome', id: 'gh1', title: 'Adobe' },
          result: { __typename: 'GuessResult', id: 'r1', points: 80, emoji: '🎯' },
        },
        {
          __typename: 'SessionRound',
          round: 2,
          gameHome: { __typename: 'GameHome', id: 'gh2', title: 'Ranch' },
          result: null,
        },
      ],
    },
  ],
};

describe('RoundupStartPage', () => {
  it('asks a new visitor to play, in English', () => {
    renderGamePage(<RoundupStartPage />, { game: ROUNDUP, variant: 'roundup' });
    expect(screen.getByText('Ballpark · Roundup of recent sales')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to play?' })).toBeInTheDocument();
    expect(
      screen.getByText(/^A game deals you 2 of this roundup's homes\. Guess them in any order/),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading the homes of this roundup')).toBeInTheDocument();
  });

  it("asks a new visitor to play, in a Spanish brand's language", () => {
    renderGamePage(<RoundupStartPage />, { game: ROUNDUP, variant: 'roundup', language: 'es' });
    expect(screen.getByText('Ballpark · Selección de ventas recientes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Listo para jugar?' })).toBeInTheDocument();
    expect(screen.getByText(/^Una partida te reparte 2 de las casas de esta selección\./)).toBeInTheDocument();
    expect(screen.getByText('Cargando las casas de esta selección')).toBeInTheDocument();
    expect(screen.queryByText(/Ready to play|Roundup|roundup/)).not.toBeInTheDocument();
  });

  it("shows the visitor's game in progress and its homes, in Spanish", async () => {
    renderGamePage(<RoundupStartPage />, {
      game: ROUNDUP,
      variant: 'roundup',
      language: 'es',
      answers: { MySessions: { data: IN_PROGRESS }, RoundupHomes: { data: HOMES } },
    });
    expect(await screen.findByRole('heading', { name: 'Tu partida' })).toBeInTheDocument();
    expect(screen.getByText(/casas estimadas · 80 \/ 200 puntos/)).toHaveTextContent(
      '1 de 2 casas estimadas · 80 / 200 puntos',
    );
    expect(
      screen.getByText('Elige cualquiera de tus casas de abajo, en el orden que quieras, como Ana.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tu progreso en cada selección' })).toBeInTheDocument();
    const yours = await screen.findByRole('region', { name: 'Tus casas' });
    expect(within(yours).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'El resto de esta selección' })).toBeInTheDocument();
    expect(screen.queryByText(/Your game|homes guessed|Continue/)).not.toBeInTheDocument();
  });
});
