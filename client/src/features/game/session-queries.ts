import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { MySessionsQuery } from '../../graphql/generated/graphql';

// Outside game-queries.ts (which the router, hence every first screen, loads): only the pages that start or list
// sessions ship these documents.

export const startSessionMutation = graphql(`
  mutation StartSession($input: StartSessionInput!) {
    startSession(input: $input) {
      id
      nextRound {
        ...NextRoundFields
      }
    }
  }
`);

/** Whether the caller's next session of the game would be ranked (the server knows which prices they have seen). */
export const nextSessionRankedQuery = graphql(`
  query NextSessionRanked($slug: String!) {
    game(slug: $slug) {
      id
      nextSessionRanked
    }
  }
`);

/**
 * The visitor's own sessions (by visitor token), newest first, each with its way on and its rounds' points (a
 * roundup's progress is read from them). The rounds' keys are those of PlaySessionFields (round, gameHome, result),
 * whose entities are normalised: writing them loses nothing of the play pages' selection.
 */
export const mySessionsQuery = graphql(`
  query MySessions($limit: Int!) {
    mySessions(limit: $limit) {
      id
      playerName
      startedAt
      isComplete
      guessCount
      roundCount
      totalPoints
      maxPoints
      ranked
      game {
        id
        slug
        title
        variant
      }
      nextRound {
        ...NextRoundFields
      }
      rounds {
        round
        gameHome {
          id
          title
        }
        result {
          id
          points
          emoji
        }
      }
    }
  }
`);

export type MySession = MySessionsQuery['mySessions'][number];

/** The newest sessions the server lists (its most). */
const mySessionsVariables = { limit: 50 };

export function useNextSessionRanked(slug: string) {
  return useQuery(nextSessionRankedQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export function useStartSession() {
  return useMutation(startSessionMutation);
}

/** The visitor's sessions of every game, newest first (the last 50). */
export function useMySessions() {
  return useQuery(mySessionsQuery, { variables: mySessionsVariables, fetchPolicy: 'cache-and-network' });
}

/** The visitor's sessions of one game. */
export function useMySessionsOf(gameSlug: string) {
  const result = useMySessions();
  const sessions = (result.data?.mySessions ?? []).filter((session) => session.game.slug === gameSlug);
  return { ...result, sessions };
}
