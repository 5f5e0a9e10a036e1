import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { CommunityThreadsQuery } from '../../graphql/generated/graphql';

/** The community's threads: every home of the game's pool, in the game's order, with a small picture. */
export const communityThreadsQuery = graphql(`
  query CommunityThreads($slug: String!) {
    game(slug: $slug) {
      id
      homes {
        ...GameHomeCardFields
        redditSuffix
      }
    }
  }
`);

/** Which homes the player's game holds and which they have guessed, to mark its threads (no facts, no prices). */
export const threadMarksQuery = graphql(`
  query ThreadMarks($id: ID!) {
    session(id: $id) {
      id
      isComplete
      guessCount
      roundCount
      nextRound {
        ...NextRoundFields
      }
      rounds {
        round
        gameHome {
          id
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

export type CommunityThread = NonNullable<CommunityThreadsQuery['game']>['homes'][number];

export function useCommunityThreads(slug: string) {
  return useQuery(communityThreadsQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export function useThreadMarks(sessionId: string | null) {
  return useQuery(
    threadMarksQuery,
    sessionId ? { variables: { id: sessionId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
}
