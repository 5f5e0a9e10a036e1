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

/**
 * The closest 40 guesses: the API's cost limit counts the home's pictures and photos once per guess asked for, and 50
 * with them passed it (operation-checks.test.ts sends every client operation at its size).
 */
const GUESSES_SHOWN = 40;

export function useHomeGuesses(gameHomeId: string) {
  return useQuery(homeGuessesQuery, {
    variables: { gameHomeId, limit: GUESSES_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
}
