/**
 * @jest-environment node
 */
// Node has the Fetch API (Request, Response) that loaders and redirects use; jsdom does not.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import type { ThreadQuery } from '../../graphql/generated/graphql';
import { threadQuery } from './community-queries';
import { threadSuffixRedirect } from './thread-redirect';

const HOME_ID = '5b0c8a52-6a43-4b3e-9a57-1f0d2f7c9e11';
const RIGHT = `/r/g/comments/${HOME_ID}/3_bed_semidetached_house`;

const threadData: Omit<ThreadQuery, 'game'> = {
  gameHome: {
    id: HOME_ID,
    title: '3 bed semi-detached house',
    redditSuffix: '3_bed_semidetached_house',
    home: {
      id: 'home-1',
      title: '3 bed semi-detached house',
      addressLine: '1 High Street',
      city: 'Leeds',
      region: 'West Yorkshire',
      postalCode: 'LS1 1AA',
      country: 'GB',
      currency: 'GBP',
      bedrooms: 3,
      bathrooms: 1,
      floorAreaSqft: 900,
      lotAreaSqft: null,
      propertyType: 'semi-detached',
      tenure: 'freehold',
      yearBuilt: 1930,
      description: 'A semi.',
      priceKind: 'SOLD',
      priceDate: '2024-01-01',
      illustrative: true,
      sourceNote: 'Illustrative home, invented for the demo',
      latitude: 53.8,
      longitude: -1.55,
      pictures: [],
      photos: [],
    },
  },
};

/**
 * A client whose cache holds the home as the thread's own query reads it (the loader reads the cache first), in the
 * path of game `g` (whose homes it is one of) and of game `other` (whose homes it is not).
 */
function clientWithThread() {
  const cache = new InMemoryCache();
  const write = (gameSlug: string, gameHomeIds: string[]) =>
    cache.writeQuery({
      query: threadQuery,
      variables: { id: HOME_ID, gameSlug },
      data: { ...threadData, game: { id: `game-${gameSlug}`, homes: gameHomeIds.map((id) => ({ id })) } },
    });
  write('g', ['a0000000-0000-0000-0000-000000000000', HOME_ID]);
  write('other', ['a0000000-0000-0000-0000-000000000000']);
  // No link to a server: what the cache does not hold fails, as an unknown home does.
  return new ApolloClient({ cache, link: ApolloLink.empty() });
}

function load(params: Record<string, string>, url: string) {
  // The loader reads only the params and the request.
  const args = { params, request: new Request(`http://localhost${url}`) } as unknown as LoaderFunctionArgs;
  return threadSuffixRedirect(clientWithThread(), args);
}

describe("a forum thread's loader", () => {
  it('redirects a wrong or missing title suffix to the right one, keeping the query', async () => {
    const wrong = await load(
      { gameSlug: 'g', gameHomeId: HOME_ID, redditSuffix: 'home' },
      `/r/g/comments/${HOME_ID}/home?session=s`,
    );
    expect(wrong?.status).toBe(302);
    expect(wrong?.headers.get('Location')).toBe(`${RIGHT}?session=s`);
    const missing = await load({ gameSlug: 'g', gameHomeId: HOME_ID }, `/r/g/comments/${HOME_ID}`);
    expect(missing?.headers.get('Location')).toBe(RIGHT);
  });

  it('shows the thread at its right path, and leaves a home it cannot read to the page', async () => {
    expect(
      await load({ gameSlug: 'g', gameHomeId: HOME_ID, redditSuffix: '3_bed_semidetached_house' }, RIGHT),
    ).toBeNull();
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect(
      await load({ gameSlug: 'g', gameHomeId: unknown, redditSuffix: 'x' }, `/r/g/comments/${unknown}/x`),
    ).toBeNull();
  });

  it("does not send a home of another game to a path of its own: the page says it is not this game's", async () => {
    const path = `/r/other/comments/${HOME_ID}/x`;
    expect(await load({ gameSlug: 'other', gameHomeId: HOME_ID, redditSuffix: 'x' }, path)).toBeNull();
  });
});
