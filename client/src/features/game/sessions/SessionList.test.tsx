import { render, screen } from '../../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { gamePaths } from '../../../paths';
import type { MySession } from '../session-queries';
import { MySessionsSection } from './MySessionsSection';
import { SessionList } from './SessionList';
import { variantOf } from '../variant-rules';

function session(id: string, game: MySession['game'], nextRound: MySession['nextRound']): MySession {
  return {
    id,
    playerName: 'Ada',
    startedAt: '2026-01-05T10:00:00.000Z',
    isComplete: !nextRound,
    guessCount: nextRound ? 1 : 3,
    roundCount: 3,
    totalPoints: 150,
    maxPoints: 300,
    ranked: true,
    game,
    nextRound,
    rounds: [],
  };
}

const ROUNDUP = { id: 'g1', slug: 'sales-roundup', title: 'Sales Roundup', variant: 'ROUNDUP' } as const;
const FORUM = { id: 'g2', slug: 'price-threads', title: 'Price Threads', variant: 'COMMUNITY' } as const;
const CLASSIC = { id: 'g3', slug: 'demo', title: 'Demo', variant: 'PUBLIC' } as const;
const next = { round: 2, gameHome: { id: 'h2', redditSuffix: 'lake_view_condo' } };

function renderList(sessions: MySession[], language: 'en' | 'es' = 'en') {
  const pathsOf = (row: MySession) => gamePaths(variantOf(row.game.variant));
  const router = createMemoryRouter([
    { path: '/', element: <SessionList sessions={sessions} pathsOf={pathsOf} showGame /> },
  ]);
  render(<RouterProvider router={router} />, { language });
}

describe('SessionList', () => {
  it("links a finished session to its results, and a roundup's to its start page, which lists each home's result", () => {
    renderList([session('s1', CLASSIC, null), session('s2', ROUNDUP, null)]);
    const [classic, roundup] = screen.getAllByRole('link', { name: /^Results of / });
    expect(classic).toHaveAttribute('href', '/game/demo/results/s1');
    expect(roundup).toHaveAttribute('href', '/roundup/v/sales-roundup');
  });

  it("continues a forum game at its next thread's title path, and a roundup on its start page", () => {
    renderList([session('s3', FORUM, next), session('s4', ROUNDUP, next)]);
    const [forum, roundup] = screen.getAllByRole('link', { name: /^Continue / });
    expect(forum).toHaveAttribute('href', '/r/price-threads/comments/h2/lake_view_condo?session=s3');
    expect(roundup).toHaveAttribute('href', '/roundup/v/sales-roundup');
  });
});

describe("SessionList in the brand's language", () => {
  it('says each session, its progress and its way on in Spanish', () => {
    renderList([session('s1', CLASSIC, null), session('s3', FORUM, next)], 'es');
    const [finished, unfinished] = screen.getAllByRole('listitem');
    expect(finished).toHaveTextContent('Ada · 5 ene 2026 · Terminada');
    expect(unfinished).toHaveTextContent('1 de 3 casas estimadas');
    expect(screen.getByRole('link', { name: 'Resultados de Demo, 5 ene 2026' })).toHaveTextContent('Resultados');
    expect(screen.getByRole('link', { name: 'Continuar Price Threads, 5 ene 2026' })).toHaveTextContent('Continuar');
    expect(document.body).not.toHaveTextContent(/Finished|guessed|Results|Continue/);
  });

  it("heads a start page's list of the visitor's games in Spanish", () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: <MySessionsSection sessions={[session('s2', CLASSIC, next)]} paths={gamePaths('public')} />,
      },
    ]);
    render(<RouterProvider router={router} />, { language: 'es' });
    expect(screen.getByRole('region', { name: 'Tus partidas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar la partida de Ada, 5 ene 2026' })).toBeInTheDocument();
  });
});
