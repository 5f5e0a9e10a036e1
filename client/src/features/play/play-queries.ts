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

/** Locks a guess; the session comes back with the same selection so the page updates from the cache. */
export const submitGuessMutation = graphql(`
  mutation SubmitGuess($input: SubmitGuessInput!) {
    submitGuess(input: $input) {
      result {
        ...GuessResultFields
      }
      session {
        ...PlaySessionFields
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
