import { screen, within } from '../../../test/render';
import { renderGamePage, type Answer } from '../../../test/game-page';
import { GuesstimatesPage } from './GuesstimatesPage';

const ROUTE = { routePath: '/property/:gameHomeId/guesstimates', url: '/property/gh1/guesstimates' };

function guess(id: string, amount: number, isViewer = false) {
  return {
    __typename: 'HomeGuess',
    id,
    amount,
    emoji: '🎯',
    points: 90,
    playerName: isViewer ? 'Ana' : 'Luis',
    guessedAt: '2026-01-01T10:00:00Z',
    isViewer,
  };
}

/** Two of the home's 1,200 guesses, one of them the viewer's. */
const GUESSES: Record<string, Answer> = {
  HomeGuesses: {
    data: {
      homeGuesses: {
        __typename: 'HomeGuesses',
        actualPrice: 450000,
        averageGuess: 430000,
        currency: 'EUR',
        totalCount: 1200,
        gameHome: {
          __typename: 'GameHome',
          id: 'gh1',
          title: 'Ático en Chamberí',
          home: { __typename: 'Home', id: 'home-1', city: 'Madrid', region: 'Madrid', pictures: [], photos: [] },
        },
        guesses: [guess('g1', 440000, true), guess('g2', 420000)],
      },
    },
  },
};

const tile = (term: string) => screen.getByText(term).closest('div')!;

describe('GuesstimatesPage', () => {
  it("shows everyone's guesses of a home, in English", async () => {
    renderGamePage(<GuesstimatesPage />, { ...ROUTE, answers: GUESSES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ático en Chamberí' })).toBeInTheDocument();
    expect(within(tile('Actual price')).getByText('€450,000')).toBeInTheDocument();
    expect(within(tile('Guesses')).getByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('Showing the latest 2 of 1,200 guesses.')).toBeInTheDocument();
  });

  it("shows everyone's guesses in a Spanish brand's language, prices and numbers as Spain writes them", async () => {
    renderGamePage(<GuesstimatesPage />, { ...ROUTE, answers: GUESSES, language: 'es' });
    expect(await screen.findByText('Las estimaciones de todos')).toBeInTheDocument();
    expect(within(tile('Precio real')).getByText(/^450\.000\s€$/)).toBeInTheDocument();
    expect(within(tile('Estimación media')).getByText(/^430\.000\s€$/)).toBeInTheDocument();
    expect(within(tile('Estimaciones')).getByText('1200')).toBeInTheDocument();
    expect(within(tile('Tu estimación')).getByText(/^440\.000\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Las más recientes primero' })).toBeInTheDocument();
    expect(screen.getByText('Se muestran las 2 más recientes de 1200 estimaciones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Test Game' })).toBeInTheDocument();
    expect(screen.queryByText(/Actual price|Average guess|Your guess|Newest first|Showing/)).not.toBeInTheDocument();
  });

  it('asks a visitor who has not guessed the home to guess it first, in Spanish', async () => {
    renderGamePage(<GuesstimatesPage />, {
      ...ROUTE,
      answers: { HomeGuesses: { errorCode: 'FORBIDDEN' } },
      language: 'es',
    });
    expect(
      await screen.findByRole('heading', { name: 'Estima primero esta casa para ver las estimaciones de todos' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Las estimaciones de los demás revelarían el precio\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jugar a Test Game' })).toBeInTheDocument();
  });

  it('says it is loading, in Spanish', () => {
    renderGamePage(<GuesstimatesPage />, { ...ROUTE, language: 'es' });
    expect(screen.getByText('Cargando las estimaciones de todos')).toBeInTheDocument();
  });
});
