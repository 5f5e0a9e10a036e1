import { screen } from '../../../test/render';
import { renderGamePage, TEST_GAME } from '../../../test/game-page';
import { GameWithMapPage } from './GameWithMapPage';

// No Google Maps key: the built-in map (the key's module reads Vite's import.meta, which jest's CommonJS cannot).
jest.mock('../../../features/map/map-config', () => ({ googleMapsApiKey: () => null }));

const GAME = { ...TEST_GAME, roundCount: 2 };

function mapHomes(poolSize: number) {
  const homes = Array.from({ length: poolSize }, (_, index) => ({
    __typename: 'GameHome',
    id: `gh${index + 1}`,
    title: `Home ${index + 1}`,
    home: {
      __typename: 'Home',
      id: `home-${index + 1}`,
      city: 'Phoenix',
      region: 'AZ',
      country: 'US',
      latitude: 33.4 + index / 100,
      longitude: -112.07,
    },
  }));
  return { GameMapHomes: { data: { game: { __typename: 'Game', id: GAME.id, poolSize, homes } } } };
}

describe('GameWithMapPage', () => {
  it('shows where the homes of a larger pool are, in English', async () => {
    renderGamePage(<GameWithMapPage />, { game: GAME, answers: mapHomes(3) });
    expect(screen.getByText('Start with a map')).toBeInTheDocument();
    expect(
      await screen.findByText(/^Each run takes you to 2 of these 3 homes, ones whose price you haven't seen first\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The homes of this game' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to play?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the game page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it("speaks a Spanish brand's language while the map loads", () => {
    renderGamePage(<GameWithMapPage />, { game: GAME, language: 'es' });
    expect(screen.getByText('Empieza con un mapa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dónde están las casas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando el mapa')).toBeInTheDocument();
    expect(screen.getByText(/^Aquí te lleva este juego: 2 casas, en el orden en que las verás\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Listo para jugar?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página del juego' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clasificación' })).toBeInTheDocument();
    expect(screen.queryByText(/Start with a map|Where the homes are|Loading the map/)).not.toBeInTheDocument();
  });

  it('lists the homes of a larger pool in Spanish', async () => {
    renderGamePage(<GameWithMapPage />, { game: GAME, language: 'es', answers: mapHomes(3) });
    expect(
      await screen.findByText(/^Cada partida te lleva a 2 de estas 3 casas, dando prioridad a aquellas cuyo precio/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Las casas de este juego' })).toBeInTheDocument();
  });

  it('lists the homes in the order they are played, in Spanish', async () => {
    renderGamePage(<GameWithMapPage />, { game: GAME, language: 'es', answers: mapHomes(2) });
    expect(await screen.findByRole('heading', { name: 'En el orden en que las jugarás' })).toBeInTheDocument();
  });

  it('says a game without homes has none, in Spanish', async () => {
    renderGamePage(<GameWithMapPage />, {
      game: GAME,
      language: 'es',
      answers: { GameMapHomes: { data: { game: { __typename: 'Game', id: GAME.id, poolSize: 0, homes: [] } } } },
    });
    expect(await screen.findByText('Este juego aún no tiene casas.')).toBeInTheDocument();
  });
});
