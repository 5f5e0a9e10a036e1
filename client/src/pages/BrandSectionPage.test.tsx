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

async function renderSection(path: string, brand: CurrentBrand, language: 'en' | 'es' = 'en') {
  const link = new ApolloLink((operation) =>
    operation.operationName === 'HomeGames'
      ? of({ data: { games: { __typename: 'GameConnection', nodes: GAMES } } })
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
});
