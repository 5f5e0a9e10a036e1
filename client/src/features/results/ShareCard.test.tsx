import { render, screen, waitFor } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { NotificationsProvider } from '../notifications/notifications';
import { SharePageBody } from '../../pages/results/ResultsToSharePage';
import type { ShareableResult } from './results-queries';
import { ShareCard } from './ShareCard';

const result: ShareableResult = {
  sessionId: 'a1b2',
  gameSlug: 'house-prices-game',
  gameTitle: 'The House Prices Game',
  playerName: 'Ada',
  isComplete: true,
  ranked: true,
  totalPoints: 380,
  maxPoints: 500,
  rating: 'ADVANCED',
  standing: '#3 of 40 · top 8%',
  playUrl: 'https://ballpark.example/game/house-prices-game',
  shareText:
    'Ballpark: The House Prices Game\n🎉👏👍🤔🎉\n380/500 · advanced · #3 of 40 · top 8%\nCan you beat me? https://ballpark.example/game/house-prices-game',
  rounds: [
    { round: 1, emoji: '🎉', points: 100 },
    { round: 2, emoji: '👏', points: 70 },
    { round: 3, emoji: '👍', points: 50 },
    { round: 4, emoji: '🤔', points: 30 },
    { round: 5, emoji: '🎉', points: 90 },
  ],
};

/** Anything that reads as money: a currency sign next to digits, or a number of four digits or more. */
const PRICE_LIKE = /[£$€]\s?\d|\d{1,3}(,\d{3})+|\d{4,}/;

function renderPage() {
  return render(
    <MemoryRouter>
      <NotificationsProvider>
        <SharePageBody result={result} />
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

describe('share page', () => {
  it('shows emojis, total, rating and rank with no price digits anywhere', () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada scored 380/500');
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    // The server's one wording of the standing, as on the card image and the results page.
    expect(screen.getByText('#3 of 40 · top 8%')).toBeInTheDocument();
    expect(screen.queryByText('Practice')).not.toBeInTheDocument();
    expect(screen.getAllByText('🎉')).toHaveLength(2);
    expect(container.textContent).not.toMatch(PRICE_LIKE);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(element.getAttribute(attribute)).not.toMatch(/[£$€]\s?\d|\d{1,3}(,\d{3})+/);
      }
    }
  });

  it('copies the share text and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    await user.click(screen.getByRole('button', { name: /copy result/i }));
    expect(writeText).toHaveBeenCalledWith(result.shareText);
    await waitFor(() => expect(screen.getByText('Copied')).toBeInTheDocument());
  });

  it('offers native sharing only where the browser has it', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: /^share/i })).not.toBeInTheDocument();
  });

  it('links to play the same game', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Play this game' })).toHaveAttribute('href', '/game/house-prices-game');
  });

  it('labels a practice result as practice, with no rank', () => {
    render(<ShareCard result={{ ...result, ranked: false, standing: null }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada scored 380/500Practice');
    expect(screen.queryByText(/#3/)).not.toBeInTheDocument();
  });

  it('marks rounds not played yet', () => {
    render(
      <ShareCard
        result={{
          ...result,
          isComplete: false,
          rounds: [...result.rounds.slice(0, 4), { round: 5, emoji: '⬜', points: null }],
        }}
      />,
    );
    expect(screen.getByText(/not every home has been guessed/i)).toBeInTheDocument();
    expect(screen.getByText('Round 5: not played')).toBeInTheDocument();
    expect(screen.getByText('Round 4: 30 points')).toBeInTheDocument();
  });
});

describe('share page on a Spanish brand', () => {
  it('reads in Spanish: the card, its rounds, the buttons and the invitation', () => {
    const spanish = { ...result, gameTitle: 'El juego de precios de Casa Verde', rounds: result.rounds.slice(0, 2) };
    const { container } = render(
      <MemoryRouter>
        <NotificationsProvider>
          <SharePageBody
            result={{ ...spanish, rounds: [...spanish.rounds, { round: 3, emoji: '⬜', points: null }] }}
          />
        </NotificationsProvider>
      </MemoryRouter>,
      { language: 'es' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada ha sacado 380/500');
    expect(screen.getByText('Avanzado')).toBeInTheDocument();
    expect(screen.getByText('Nivel')).toBeInTheDocument();
    expect(screen.getByText('Ronda 1: 100 puntos')).toBeInTheDocument();
    expect(screen.getByText('Ronda 3: sin jugar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copiar resultado/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Crees que puedes superar a Ada?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Juega a este juego' })).toBeInTheDocument();
    // The share text itself is the server's (in the brand's language there); every other word here is Spanish.
    container.querySelector('.share-text')!.remove();
    expect(container.textContent).not.toMatch(/\b(Round|scored|Rating|Copy|Play|points|Share)\b/);
  });
});
