import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { CameronHomeQuery, CameronHomesQuery } from '../../graphql/generated/graphql';

/** The homes the host has a word on: the game's pool, with a front picture each (no prices exist here). */
export const cameronHomesQuery = graphql(`
  query CameronHomes($slug: String!) {
    game(slug: $slug) {
      id
      homes {
        id
        title
        home {
          id
          city
          pictures {
            url
            alt
            kind
          }
          photos {
            url
          }
        }
      }
    }
  }
`);

/**
 * One home with the host's commentary and its price, from the guesses of it: the server answers FORBIDDEN until the
 * viewer has guessed it, as the commentary follows the price's reveal rule.
 */
export const cameronHomeQuery = graphql(`
  query CameronHome($gameHomeId: ID!) {
    homeGuesses(gameHomeId: $gameHomeId, limit: 1) {
      actualPrice
      currency
      commentary
      gameHome {
        id
        title
        home {
          id
          city
          region
          priceKind
          illustrative
          pictures {
            url
            alt
            kind
          }
          photos {
            url
          }
        }
      }
    }
  }
`);

export type CameronHomes = NonNullable<CameronHomesQuery['game']>['homes'];
export type CameronHome = CameronHomeQuery['homeGuesses'];

export function useCameronHomes(slug: string) {
  return useQuery(cameronHomesQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export function useCameronHome(gameHomeId: string) {
  return useQuery(cameronHomeQuery, { variables: { gameHomeId }, fetchPolicy: 'cache-and-network' });
}
