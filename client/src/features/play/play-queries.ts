import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { PlayHomeFieldsFragment, PlaySessionQuery } from '../../graphql/generated/graphql';

/** The session being played: every round's home facts and, for guessed rounds, the result (prices as revealed). */
export const playSessionQuery = graphql(`
  query PlaySession($id: ID!) {
    session(id: $id) {
      ...PlaySessionFields
    }
  }
`);

/**
 * Locks a guess. Only what a guess changes comes back (the guessed round's result, the session's totals, the next
 * round), and `useSubmitGuess` merges it into the cached session, so a guess does not reload every round.
 */
export const submitGuessMutation = graphql(`
  mutation SubmitGuess($input: SubmitGuessInput!) {
    submitGuess(input: $input) {
      round
      result {
        ...GuessResultFields
      }
      nextRound {
        ...NextRoundFields
      }
      session {
        id
        isComplete
        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.
        ranked
        totalPoints
        guessCount
      }
    }
  }
`);

export type PlaySession = NonNullable<PlaySessionQuery['session']>;
export type PlayRound = PlaySession['rounds'][number];
export type PlayHome = PlayHomeFieldsFragment;
export type PlayResult = NonNullable<PlayRound['result']>;

export function usePlaySession(sessionId: string | null) {
  return useQuery(
    playSessionQuery,
    sessionId ? { variables: { id: sessionId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
}

export function useSubmitGuess() {
  return useMutation(submitGuessMutation, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      const { round, result, nextRound } = data.submitGuess;
      cache.updateQuery({ query: playSessionQuery, variables: { id: variables.input.sessionId } }, (cached) =>
        cached?.session
          ? {
              session: {
                ...cached.session,
                nextRound,
                rounds: cached.session.rounds.map((played) =>
                  played.round === round ? { ...played, result } : played,
                ),
              },
            }
          : cached,
      );
    },
  });
}
