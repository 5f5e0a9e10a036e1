import { render, screen, within } from '../../../test/render';
import type { PlayHome } from '../play-queries';
import { GuessFacts, HomeFacts } from './HomeFacts';

function home(overrides: Partial<PlayHome>): PlayHome {
  return {
    floorAreaSqft: 977,
    tenure: 'freehold',
    priceKind: 'SOLD',
    priceDate: '2025-03-12',
    ...overrides,
  } as PlayHome;
}

function fact(name: string): string | null {
  const term = screen.getByText(name, { selector: 'dt' });
  return within(term.parentElement!).getByRole('definition').textContent;
}

describe('GuessFacts', () => {
  it('gives the area, the tenure and which price is guessed, each measure kept whole', () => {
    render(<GuessFacts home={home({})} />);
    expect(fact('Floor area')).toBe('977\u00a0sq\u00a0ft (91\u00a0m²)');
    expect(fact('Tenure')).toBe('Freehold');
    expect(fact('You are guessing')).toBe('Sold price (sold 12 Mar 2025)');
  });

  it('leaves tenure out where the market has none, and names an asking price', () => {
    render(<GuessFacts home={home({ tenure: null, priceKind: 'ASKING' })} />);
    expect(screen.queryByText('Tenure')).not.toBeInTheDocument();
    expect(fact('You are guessing')).toBe('Asking price (listed 12 Mar 2025)');
  });

  it('never calls an illustrative home sold: its price is modelled', () => {
    render(<GuessFacts home={home({ illustrative: true })} />);
    expect(fact('You are guessing')).toBe('Modelled sale price (12 Mar 2025)');
  });
});

describe('HomeFacts', () => {
  const full = home({
    bedrooms: 3,
    bathrooms: 2,
    propertyType: 'detached',
    lotAreaSqft: null,
    yearBuilt: 1962,
    addressLine: '1 Elm St',
    city: 'Seattle',
    region: 'Washington',
    postalCode: '98103',
  });

  it('lists the facts a game shows', () => {
    render(<HomeFacts home={full} />);
    expect(fact('Bedrooms')).toBe('3');
    expect(fact('Bathrooms')).toBe('2');
    expect(screen.queryByText(/Pictures and place only/)).not.toBeInTheDocument();
  });

  it('says a pictures-and-place game shows no facts, with no empty rows, and still gives the place', () => {
    const placeOnly = home({
      ...full,
      bedrooms: null,
      bathrooms: null,
      floorAreaSqft: null,
      propertyType: null,
      tenure: null,
      yearBuilt: null,
    });
    const { container } = render(<HomeFacts home={placeOnly} showsFacts={false} />);
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.getByText(/Pictures and place only/)).toBeInTheDocument();
    expect(screen.getByText(/1 Elm St, Seattle, Washington 98103/)).toBeInTheDocument();
  });
});

describe('HomeFacts on a Spanish brand', () => {
  const spanish = home({
    bedrooms: 4,
    bathrooms: 3,
    floorAreaSqft: 2153,
    propertyType: 'detached',
    tenure: 'freehold',
    lotAreaSqft: null,
    yearBuilt: 1998,
    city: 'Pozuelo de Alarcón',
    region: 'Madrid',
    postalCode: '28223',
  });

  it('names the facts, the type and the tenure in Spanish, square metres first', () => {
    render(<HomeFacts home={spanish} />, { language: 'es' });
    expect(fact('Dormitorios')).toBe('4');
    expect(fact('Baños')).toBe('3');
    expect(fact('Tipo')).toBe('Casa independiente');
    expect(fact('Régimen de propiedad')).toBe('Plena propiedad');
    expect(fact('Superficie')).toBe('200\u00a0m² (2153\u00a0pies²)');
    expect(fact('Año de construcción')).toBe('1998');
    expect(screen.getByText(/El precio que hay que adivinar:/).parentElement).toHaveTextContent(
      'Precio de venta (vendida el 12 mar 2025)',
    );
    expect(document.body.textContent).not.toMatch(/Bedrooms|sq ft|Freehold|Detached|Sold/);
  });

  it('says in Spanish that a pictures-and-place game shows no facts', () => {
    render(<HomeFacts home={spanish} showsFacts={false} />, { language: 'es' });
    expect(screen.getByText(/Solo imágenes y ubicación/)).toBeInTheDocument();
  });
});
