import { render, screen, within } from '../../../test/render';
import type { GuessResultFieldsFragment } from '../../../graphql/generated/graphql';
import { GuessResultCard } from './GuessResultCard';

const result: GuessResultFieldsFragment = {
  id: 'r1',
  points: 60,
  feedback: 'Good guess!',
  emoji: '👍',
  actualPrice: 598_000,
  amount: 450_000,
  diffPercent: -24.75,
  currency: 'GBP',
  guessedAt: '2025-01-01T10:00:00Z',
  commentary: null,
};

describe('GuessResultCard', () => {
  it('shows the price, the guess, the signed difference, points and feedback', () => {
    render(<GuessResultCard result={result} home={{ priceKind: 'SOLD', illustrative: false }} />);
    const numbers = screen.getByRole('heading', { name: 'Good guess!' }).closest('section')!;
    expect(within(numbers).getByText('Sold for').nextSibling).toHaveTextContent('£598,000');
    expect(within(numbers).getByText('Your guess').nextSibling).toHaveTextContent('£450,000');
    expect(within(numbers).getByText('Difference').nextSibling).toHaveTextContent('−24.8%');
    expect(within(numbers).getByText('Difference').nextSibling).toHaveTextContent('24.8% too low');
    expect(numbers).toHaveTextContent('60 / 100 points');
  });

  it('marks an over-guess with a plus sign', () => {
    render(
      <GuessResultCard
        result={{ ...result, amount: 700_000, diffPercent: 17.06 }}
        home={{ priceKind: 'ASKING', illustrative: false }}
      />,
    );
    expect(screen.getByText('Asking price')).toBeInTheDocument();
    expect(screen.getByText('Difference').nextSibling).toHaveTextContent('+17.1%');
  });

  it('never says an invented home sold: its price is modelled', () => {
    render(<GuessResultCard result={result} home={{ priceKind: 'SOLD', illustrative: true }} />);
    expect(screen.getByText('Modelled price').nextSibling).toHaveTextContent('£598,000');
    expect(screen.queryByText('Sold for')).not.toBeInTheDocument();
  });
});

describe('GuessResultCard on a Spanish brand', () => {
  it('reveals in Spanish, with prices and the difference as Spain writes them', () => {
    render(
      <GuessResultCard
        result={{ ...result, actualPrice: 1_680_000, amount: 1_250_000, diffPercent: -25.6, currency: 'EUR' }}
        home={{ priceKind: 'SOLD', illustrative: false }}
      />,
      { language: 'es' },
    );
    expect(screen.getByText('Vendida por').nextSibling).toHaveTextContent('1.680.000 €');
    expect(screen.getByText('Tu estimación').nextSibling).toHaveTextContent('1.250.000 €');
    expect(screen.getByText('Diferencia').nextSibling).toHaveTextContent('−25,6 %');
    expect(screen.getByText('Diferencia').nextSibling).toHaveTextContent('25,6 % por debajo');
    expect(screen.getByText(/puntos/).closest('p')).toHaveTextContent('60 / 100 puntos');
  });
});
