import { CAMERON_GAME_SLUG } from '@ballpark/common/page-routes';
import { screen } from '../../../test/render';
import { renderGamePage, TEST_GAME } from '../../../test/game-page';
import { KlavoStartPage } from './KlavoStartPage';

/** Klavo's own game: guest-first, with its host's commentary. */
const KLAVO = { ...TEST_GAME, slug: CAMERON_GAME_SLUG, variant: 'KLAVO' as const };

describe('KlavoStartPage', () => {
  it('starts a guest at once and leads to the host', () => {
    renderGamePage(<KlavoStartPage />, { game: KLAVO, variant: 'klavo' });
    expect(screen.getByText('Ballpark · Play as a guest')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(
      screen.getByText('Guess 5 homes, one at a time: each price shows as soon as you lock in your guess.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet Cameron, your host' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forget me on this device' })).toBeInTheDocument();
  });

  it("speaks a Spanish brand's language", () => {
    renderGamePage(<KlavoStartPage />, { game: KLAVO, variant: 'klavo', language: 'es' });
    expect(screen.getByText('Ballpark · Juega como invitado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cómo se juega' })).toBeInTheDocument();
    expect(
      screen.getByText('Estima 5 casas, una a una: cada precio aparece en cuanto confirmas tu estimación.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Al final, pon un nombre para la clasificación/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Te presentamos a Cameron, tu anfitrión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La página de Cameron' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olvídame en este dispositivo' })).toBeInTheDocument();
    expect(screen.queryByText(/How it works|guest|Cameron's page|leaderboard/)).not.toBeInTheDocument();
  });

  it('says where the name goes on a game that asks it at the start, in one home', () => {
    renderGamePage(<KlavoStartPage />, { game: { ...TEST_GAME, roundCount: 1 }, variant: 'klavo', language: 'es' });
    expect(screen.getByText('Ballpark · Juego de precios de casas')).toBeInTheDocument();
    expect(screen.getByText('Estima 1 casa: su precio aparece en cuanto confirmas tu estimación.')).toBeInTheDocument();
    expect(
      screen.getByText('Tu puntuación entra en la clasificación con el nombre con el que empiezas.'),
    ).toBeInTheDocument();
  });
});
