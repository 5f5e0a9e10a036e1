import { render, screen } from '../../test/render';
import { FallbackMap } from './FallbackMap';
import type { MapHome } from './map-types';

const homes: MapHome[] = [
  { id: '1', round: 1, title: '3 bed townhouse', city: 'New York', country: 'US', latitude: 40.67, longitude: -73.97 },
  { id: '2', round: 2, title: '2 bed flat', city: 'London', country: 'GB', latitude: 51.48, longitude: -0.0 },
  { id: '3', round: 3, title: '4 bed house', city: 'Manchester', country: 'GB', latitude: 53.42, longitude: -2.23 },
];

describe('FallbackMap', () => {
  it('draws one accessible panel per country with a labelled marker per home', () => {
    render(<FallbackMap homes={homes} />);
    const panels = screen.getAllByRole('img');
    expect(panels).toHaveLength(2);
    expect(panels[0]).toHaveAccessibleName('Map of 2 homes in London and Manchester (United Kingdom)');
    expect(panels[1]).toHaveAccessibleName(/New York \(United States\)/);
    expect(panels[0]!.querySelectorAll('.map-marker')).toHaveLength(2);
    expect(panels[0]).toHaveTextContent('London');
    expect(panels[0]).toHaveTextContent('Manchester');
  });

  it('draws a single home without country panels', () => {
    render(<FallbackMap homes={[homes[1]!]} compact />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Map showing where the home is: London');
  });
});

describe("FallbackMap in the brand's language", () => {
  it('names the panels, the countries and the single home in Spanish', () => {
    const { unmount } = render(<FallbackMap homes={homes} />, { language: 'es' });
    const panels = screen.getAllByRole('img');
    expect(panels[0]).toHaveAccessibleName('Mapa de 2 casas en London y Manchester (Reino Unido)');
    expect(panels[1]).toHaveAccessibleName('Mapa con la ubicación de la casa: New York (Estados Unidos)');
    expect(panels[0]).toHaveTextContent('Reino Unido');
    expect(document.body).not.toHaveTextContent(/United/);
    unmount();
    render(<FallbackMap homes={[homes[1]!]} compact />, { language: 'es' });
    expect(screen.getByRole('img')).toHaveAccessibleName('Mapa con la ubicación de la casa: London');
  });
});
