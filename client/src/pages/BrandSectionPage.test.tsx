import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { OnBrand, render, screen } from '../test/render';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentBrand } from '../features/brand/brand-queries';
import { BrandSectionPage } from './BrandSectionPage';

/** A brand with no dedicated pages of any kind: the sections must come from its profile alone. */
const PLAIN_BRAND = {
  id: 'b1',
  name: 'plainbrand',
  displayName: 'Plain Homes',
  whitelabelName: 'Plain',
  description: 'Homes in the valley, priced honestly.',
  serviceEmail: 'hello@plain.example.com',
  brandedGameSlug: null,
  specialties: ['Cottages'],
  coverageAreas: ['Valley'],
  location: null,
} as unknown as CurrentBrand;

const GAMES = [
  { id: 'g1', slug: 'valley-homes', title: 'Valley homes', leaderboardEnabled: true },
  { id: 'g2', slug: 'hill-homes', title: 'Hill homes', leaderboardEnabled: false },
].map((game) => ({
  __typename: 'Game',
  variant: 'one_off',
  description: `${game.title}, guessed`,
  roundCount: 5,
  regions: ['Valley'],
  scoringMode: 'CLASSIC',
  playerCount: 0,
  isOpen: true,
  homes: [],
  ...game,
}));

/** An estate agent with a game of its own, an office and the places it covers. */
const AGENT_BRAND = {
  ...PLAIN_BRAND,
  brandedGameSlug: 'valley-homes',
  specialties: ['Cottages'],
  coverageAreas: ['Valley', 'Hills'],
  location: 'Springfield',
} as CurrentBrand;

/** This month's board of the agent's game, before anyone has finished it. */
const EMPTY_MONTH = {
  __typename: 'Leaderboard',
  gameSlug: 'valley-homes',
  gameTitle: 'Valley homes',
  period: 'MONTHLY',
  totalPlayers: 0,
  rows: [],
  viewerRow: null,
};

async function renderSection(path: string, brand: CurrentBrand, language: 'en' | 'es' = 'en') {
  const link = new ApolloLink((operation) =>
    operation.operationName === 'HomeGames'
      ? of({ data: { games: { __typename: 'GameConnection', nodes: GAMES } } })
      : operation.operationName === 'GameLeaderboard'
        ? of({ data: { leaderboard: EMPTY_MONTH } })
        : of({ errors: [new GraphQLError('Not answered in this test')] }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>The home page</p>, handle: { route: 'home' } },
      ...(['subscribe', 'archive', 'leaderboard', 'about'] as const).map((section) => ({
        path: `/${section}`,
        element: <BrandSectionPage />,
        handle: { route: section === 'leaderboard' ? 'siteLeaderboard' : section },
      })),
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <OnBrand brand={brand} language={language}>
        <RouterProvider router={router} />
      </OnBrand>
    </ApolloProvider>,
  );
}

describe('a brand site section without a dedicated version', () => {
  it('shows what the brand is on /about, from its profile', async () => {
    await renderSection('/about', PLAIN_BRAND);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain Homes' })).toBeInTheDocument();
    expect(screen.getByText('Homes in the valley, priced honestly.')).toBeInTheDocument();
    expect(screen.queryByText('The home page')).not.toBeInTheDocument();
  });

  it("offers the brand's service email on /subscribe", async () => {
    await renderSection('/subscribe', PLAIN_BRAND);
    expect(await screen.findByRole('link', { name: /Email hello@plain.example.com/ })).toBeInTheDocument();
  });

  it('leads home from /subscribe when the brand has no service email', async () => {
    await renderSection('/subscribe', { ...PLAIN_BRAND, serviceEmail: '' });
    expect(await screen.findByText('The home page')).toBeInTheDocument();
  });

  it("lists the boards of the brand's games on /leaderboard, in the brand's language", async () => {
    await renderSection('/leaderboard', PLAIN_BRAND, 'es');
    expect(await screen.findByRole('link', { name: 'Clasificación de Valley homes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Clasificaciones de Plain Homes' })).toBeInTheDocument();
    expect(screen.queryByText(/Hill homes/)).not.toBeInTheDocument();
  });

  it("lists the brand's games on /archive", async () => {
    await renderSection('/archive', PLAIN_BRAND);
    expect(await screen.findByRole('link', { name: 'Hill homes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Valley homes' })).toBeInTheDocument();
  });

  it("shows the agent's about page in the brand's language", async () => {
    await renderSection('/about', AGENT_BRAND, 'es');
    expect(await screen.findByText('Quiénes somos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lo que mejor conocemos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dónde trabajamos' })).toBeInTheDocument();
    expect(screen.getByText('Valley, Hills, desde nuestra oficina de Springfield.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Por qué un juego de precios?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prueba nuestro juego' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mira quién conoce mejor los precios' })).toBeInTheDocument();
    expect(screen.queryByText(/About us|Where we work|Why a price game|office/)).not.toBeInTheDocument();
  });

  it("shows the agent's about page in English", async () => {
    await renderSection('/about', AGENT_BRAND);
    expect(await screen.findByText('Valley, Hills, from our office in Springfield.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try our game' })).toBeInTheDocument();
  });

  it("shows this month's board of the agent's game in the brand's language", async () => {
    await renderSection('/leaderboard', AGENT_BRAND, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Quién conoce mejor los precios de Valley?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Las mejores puntuaciones del mes en el juego de Plain:/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aún no hay puntuaciones este mes' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sé el primero' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Juega y hazte un sitio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todos los periodos, el histórico incluido' })).toBeInTheDocument();
    expect(screen.queryByText(/Leaderboard|best|month/)).not.toBeInTheDocument();
  });

  it("shows this month's board of the agent's game in English", async () => {
    await renderSection('/leaderboard', { ...AGENT_BRAND, coverageAreas: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who knows local prices best?' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No scores this month yet' })).toBeInTheDocument();
  });

  it("offers the brand's service email on /subscribe in the brand's language", async () => {
    await renderSection('/subscribe', PLAIN_BRAND, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recibe Plain Homes en tu correo' }),
    ).toBeInTheDocument();
    const email = screen.getByRole('link', { name: 'Escribe a hello@plain.example.com' });
    expect(email).toHaveAttribute('href', 'mailto:hello@plain.example.com?subject=Suscripci%C3%B3n%3A%20Plain%20Homes');
    expect(screen.getByRole('heading', { name: 'Cómo suscribirte' })).toBeInTheDocument();
    expect(screen.getByText(/y pide que te añadan a la lista/)).toBeInTheDocument();
    expect(screen.queryByText(/Subscribe|inbox|Email/)).not.toBeInTheDocument();
  });

  it("lists the brand's games on /archive in the brand's language", async () => {
    await renderSection('/archive', PLAIN_BRAND, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retos anteriores de Plain Homes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^5 casas en Valley/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Clasificación de lectores' })).toBeInTheDocument();
    expect(screen.queryByText(/Archive|homes in|Readers' board/)).not.toBeInTheDocument();
  });
});
