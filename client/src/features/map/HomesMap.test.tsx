import { render, screen, within } from '../../test/render';
import { HomesMap, type MapHome } from './HomesMap';

// The key is read from Vite's env (import.meta), which jest's CommonJS cannot run: no key, the built-in map.
jest.mock('./map-config', () => ({ googleMapsApiKey: () => null }));

const homes: MapHome[] = [
  { id: '1', round: 1, title: '2 bed flat', city: 'London', country: 'GB', latitude: 51.48, longitude: -0.0 },
  { id: '2', round: 2, title: '4 bed house', city: 'Manchester', country: 'GB', latitude: 53.42, longitude: -2.23 },
];

describe('HomesMap', () => {
  it('lists the homes under the map, each with its round for a screen reader', () => {
    render(<HomesMap homes={homes} />);
    const list = screen.getByRole('list');
    expect(screen.getByRole('heading', { name: 'The homes' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Round 1: 2 bed flat · London');
  });

  it("says the list and the map in the brand's language", () => {
    render(<HomesMap homes={homes} />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Las casas' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[1]).toHaveTextContent(
      'Ronda 2: 4 bed house · Manchester',
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Mapa de 2 casas en London y Manchester');
    expect(document.body).not.toHaveTextContent(/The homes|Round/);
  });
});
