import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

/** The homes of a game with what a map needs: where they are and what they are (no prices exist here). */
export const gameMapHomesQuery = graphql(`
  query GameMapHomes($slug: String!) {
    game(slug: $slug) {
      id
      poolSize
      homes {
        id
        title
        home {
          id
          city
          region
          country
          latitude
          longitude
        }
      }
    }
  }
`);

export function useGameMapHomes(slug: string) {
  return useQuery(gameMapHomesQuery, { variables: { slug } });
}
