import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

/** The site's games with their variant, for a page that points to the roundups among them. */
export const gamesWithVariantQuery = graphql(`
  query GamesWithVariant($first: Int!) {
    games(first: $first) {
      nodes {
        id
        slug
        title
        description
        variant
      }
    }
  }
`);

export function useGamesWithVariant() {
  return useQuery(gamesWithVariantQuery, { variables: { first: 50 } });
}
