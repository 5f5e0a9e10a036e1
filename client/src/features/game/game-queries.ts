import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

/** What a game page knows of its game (GameSummary): facts only; the homes load where a page needs them. */
export const gameSummaryFields = graphql(`
  fragment GameSummaryFields on Game {
    id
    slug
    title
    description
    variant
    roundCount
    regions
    scoringMode
    playerCount
    leaderboardEnabled
    isOpen
    isClosed
    startsAt
    endsAt
    entryByToken
    brand {
      id
      displayName
    }
  }
`);

/** The game behind every page under game/:gameSlug. */
export const gameLayoutQuery = graphql(`
  query GameLayout($slug: String!) {
    game(slug: $slug) {
      ...GameSummaryFields
    }
  }
`);

/** The games of the current site, for the home page; a few front pictures of each make the cards. */
export const homeGamesQuery = graphql(`
  query HomeGames($first: Int!) {
    games(first: $first) {
      nodes {
        id
        slug
        title
        variant
        description
        roundCount
        regions
        scoringMode
        playerCount
        leaderboardEnabled
        isOpen
        # A card shows up to three front pictures: the rest of the pool would only weigh on the page.
        homes(first: 3) {
          id
          home {
            id
            pictures {
              url
              kind
            }
          }
        }
      }
    }
  }
`);

export function useGame(slug: string) {
  return useQuery(gameLayoutQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export const homeGamesVariables = { first: 20 };

export function useHomeGames() {
  return useQuery(homeGamesQuery, { variables: homeGamesVariables, fetchPolicy: 'cache-and-network' });
}
