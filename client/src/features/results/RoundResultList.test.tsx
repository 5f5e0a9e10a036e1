import { MemoryRouter } from 'react-router';
import { render, screen } from '../../test/render';
import type { SessionResultRound } from './results-queries';
import { RoundResultList } from './RoundResultList';

/** A round with only the fields the list reads. */
function round(number: number, result: Partial<NonNullable<SessionResultRound['result']>> | null): SessionResultRound {
  return {
    round: number,
    gameHome: {
      id: `gh${number}`,
      title: `Piso ${number}`,
      home: { city: 'Madrid', photos: [], pictures: [] },
    },
    result: result && {
      points: 60,
      emoji: '👍',
      feedback: '¡Buena estimación!',
      actualPrice: 1_680_000,
      amount: 1_250_000,
      diffPercent: -25.6,
      currency: 'EUR',
      ...result,
    },
  } as unknown as SessionResultRound;
}

describe('RoundResultList on a Spanish brand', () => {
  it('lists each round in Spanish, its prices as Spain writes them', () => {
    const { container } = render(
      <MemoryRouter>
        <RoundResultList
          gameSlug="casaverde-house-prices-game"
          rounds={[round(1, {}), round(2, { actualPrice: null, amount: null, diffPercent: null }), round(3, null)]}
        />
      </MemoryRouter>,
      { language: 'es' },
    );
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Ronda 1: Piso 1');
    expect(first).toHaveTextContent('Precio 1.680.000 € · Estimación 1.250.000 € (−25,6 %)');
    expect(first).toHaveTextContent('60 ptos.');
    expect(second).toHaveTextContent('Precio oculto hasta que estimes esta casa. Juega a este juego');
    expect(third).toHaveTextContent('Aún sin estimar');
    expect(container.textContent).not.toMatch(/\b(Round|Price|Guess|pts|Not guessed|Play)\b/);
  });
});
