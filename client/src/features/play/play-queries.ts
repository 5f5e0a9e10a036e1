import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { PlaySessionQuery } from '../../graphql/generated/graphql';

/** The session being played: every round's home facts and, for guessed rounds, the result (prices as revealed). */
export const playSessionQuery = graphql(`
  query PlaySession($id: ID!) {
    session(id: $id) {
      ...PlaySessionFields
    }
  }
`);

/** Locks a guess; what it changes in the session comes back and is merged into the cached session. */
export const submitGuessMutation = graphql(`
  mutation SubmitGuess($input: SubmitGuessInput!) {
    submitGuess(input: $input) {
      result {
        ...GuessResultFields
      }
      # Only what a guess changes: the cache merges it into the session the page already shows.
      session {
        id
        isComplete
        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.
        ranked
        totalPoints
        guessCount
        nextRound {
          round
          gameHome {
            id
          }
        }
        rounds {
          round
          result {
            ...GuessResultFields
          }
        }
      }
    }
  }
`);

export type PlaySession = NonNullable<PlaySessionQuery['session']>;
export type PlayRound = PlaySession['rounds'][number];
export type PlayHome = PlayRound['gameHome']['home'];
export type PlayResult = NonNullable<PlayRound['result']>;

export function usePlaySession(sessionId: string | null) {
  return useQuery(
    playSessionQuery,
    sessionId ? { variables: { id: sessionId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
}

export function useSubmitGuess() {
  return useMutation(submitGuessMutation);
}
