import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { BrandLocale } from '@ballpark/common/brand-components';
import type { GameVariant } from '@ballpark/common/page-routes';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { NEVER, of } from 'rxjs';
import type { GameContextValue, GameSummary } from '../features/game/game-context';
import { render } from './render';

/** An open game of five homes on the default brand, as the game layout hands it to its pages. */
export const TEST_GAME: GameSummary = {
  id: 'game-1',
  slug: 'test-game',
  title: 'Test Game',
  description: 'Five homes to price.',
  variant: 'PUBLIC',
  roundCount: 5,
  regions: ['Arizona'],
  scoringMode: 'BANDS',
  playerCount: 0,
  leaderboardEnabled: true,
  isOpen: true,
  isClosed: false,
  startsAt: null,
  endsAt: null,
  entryByToken: false,
  brand: { id: 'brand-1', displayName: 'Ballpark' },
};

/** What the test's API answers to an operation, by its name: its data, or an error with a code. */
export type Answer = { data: Record<string, unknown> } | { errorCode: string };

/**
 * A page of a game as its layout shows it (in the game's outlet, under `variant`'s paths), in `language`, with an
 * API that answers the operations named in `answers` and leaves every other one loading.
 */
export function renderGamePage(
  page: ReactElement,
  {
    game = TEST_GAME,
    variant = 'public',
    language = 'en',
    answers = {},
    routePath = '/',
    url = '/',
  }: {
    game?: GameSummary;
    variant?: GameVariant;
    language?: BrandLocale;
    answers?: Record<string, Answer>;
    routePath?: string;
    url?: string;
  } = {},
) {
  const link = new ApolloLink((operation) => {
    const answer = answers[operation.operationName ?? ''];
    if (!answer) return NEVER;
    if ('errorCode' in answer)
      return of({ errors: [new GraphQLError('Refused in this test', { extensions: { code: answer.errorCode } })] });
    return of({ data: answer.data });
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const context: GameContextValue = { game, variant };
  const router = createMemoryRouter(
    [{ element: <Outlet context={context} />, children: [{ path: routePath, element: page }] }],
    { initialEntries: [url] },
  );
  return render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { language },
  );
}
