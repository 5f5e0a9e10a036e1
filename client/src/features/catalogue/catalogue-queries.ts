import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { GameVariant } from '../../graphql/generated/graphql';

/** A page of the site's games (of one variant, or all), with what a list row says of each. */
export const gameListQuery = graphql(`
  query GameList($first: Int!, $after: String, $variant: GameVariant) {
    games(first: $first, after: $after, variant: $variant) {
      nodes {
        id
        slug
        title
        description
        variant
        roundCount
        isOpen
        isClosed
        startsAt
        endsAt
        entryByToken
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const GAME_LIST_PAGE_SIZE = 20;

/** The page of games after `after` (null: the first page); `variant` null: every variant. */
export function useGameList(variant: GameVariant | null, after: string | null) {
  return useQuery(gameListQuery, {
    variables: { first: GAME_LIST_PAGE_SIZE, after, variant },
    fetchPolicy: 'cache-and-network',
  });
}
