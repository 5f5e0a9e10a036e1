import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { RoundupHomesQuery } from '../../graphql/generated/graphql';

/** Every home of a roundup, for its cards: what it is and where, and a picture (no prices exist here). */
export const roundupHomesQuery = graphql(`
  query RoundupHomes($slug: String!) {
    game(slug: $slug) {
      id
      poolSize
      homes {
        ...GameHomeCardFields
      }
    }
  }
`);

export type RoundupHome = NonNullable<RoundupHomesQuery['game']>['homes'][number];

export function useRoundupHomes(slug: string) {
  return useQuery(roundupHomesQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}
