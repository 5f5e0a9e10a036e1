import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { HomeGuessesQuery } from '../../graphql/generated/graphql';

/** Everyone's guesses for one home; the server answers FORBIDDEN until the viewer has guessed it. */
export const homeGuessesQuery = graphql(`
  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {
    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {
      actualPrice
      averageGuess
      currency
      totalCount
      gameHome {
        id
        title
        home {
          id
          city
          region
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
      guesses {
        id
        amount
        emoji
        points
        playerName
        guessedAt
        isViewer
      }
    }
  }
`);

export type HomeGuesses = HomeGuessesQuery['homeGuesses'];
export type HomeGuess = HomeGuesses['guesses'][number];

export function useHomeGuesses(gameHomeId: string) {
  return useQuery(homeGuessesQuery, { variables: { gameHomeId, limit: 50 }, fetchPolicy: 'cache-and-network' });
}
