import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { answeringClient } from '../../test/answering-client';
import { render, screen } from '../../test/render';
import type { GameContextValue } from '../game/game-context';
import { DAILY_CHALLENGE, FINISHED_SESSION } from '../../test/challenge-fixtures';
import type { Challenge } from './challenge-queries';
import { ChallengePlay } from './ChallengePlay';

function renderPlay(challenge: Challenge, when: string, language: 'en' | 'es') {
  const context: GameContextValue = { game: challenge.game, variant: 'daily_challenge' };
  const router = createMemoryRouter([
    {
      element: <Outlet context={context} />,
      children: [{ path: '/', element: <ChallengePlay challenge={challenge} when={when} /> }],
    },
  ]);
  render(
    <ApolloProvider client={answeringClient({})}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}

describe('ChallengePlay', () => {
  it('offers the one try, saying how it plays', () => {
    renderPlay(DAILY_CHALLENGE, 'today', 'en');
    expect(screen.getByRole('heading', { name: 'Ready to play?' })).toBeInTheDocument();
    expect(screen.getByText(/^5 homes, one guess each: the same homes for everyone today\./)).toBeInTheDocument();
  });

  it("offers the one try in the brand's language", () => {
    renderPlay(DAILY_CHALLENGE, 'hoy', 'es');
    expect(screen.getByRole('heading', { name: '¿Listo para jugar?' })).toBeInTheDocument();
    expect(
      screen.getByText(/^5 casas, una estimación por casa: las mismas casas para todos hoy\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ready to play|one guess each/)).not.toBeInTheDocument();
  });

  it("shows a played challenge's result in the brand's language", () => {
    renderPlay({ ...DAILY_CHALLENGE, mySession: FINISHED_SESSION }, 'hoy', 'es');
    expect(screen.getByRole('heading', { name: 'Ya has jugado el reto hoy' })).toBeInTheDocument();
    expect(screen.getByText('/ 1500 puntos').closest('p')).toHaveTextContent('1230 / 1500 puntos');
    expect(screen.getByRole('link', { name: 'Ver tus resultados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartir' })).toBeInTheDocument();
  });

  it('shows the way back into a run under way in Spanish', () => {
    const underWay = {
      ...FINISHED_SESSION,
      isComplete: false,
      nextRound: { __typename: 'SessionRound', gameHome: { __typename: 'GameHome', id: 'h2' } },
    } as Challenge['mySession'];
    renderPlay({ ...DAILY_CHALLENGE, mySession: underWay }, 'hoy', 'es');
    expect(screen.getByRole('heading', { name: 'Tu reto está en marcha' })).toBeInTheDocument();
    expect(screen.getByText(/^Has empezado el reto hoy: sigue desde la siguiente casa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir jugando' })).toBeInTheDocument();
  });
});
