import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { SessionResultsQuery, ShareableResultQuery } from '../../graphql/generated/graphql';

/** A session's results for the summary, detailed and older pages; prices only where the server reveals them. */
export const sessionResultsQuery = graphql(`
  query SessionResults($id: ID!) {
    session(id: $id) {
      ...PlaySessionFields
      rating
      standing
      awaitsName
      startedAt
      completedAt
      game {
        id
        title
      }
    }
  }
`);

/** The share page reads only this type: it has no price fields at all. */
export const shareableResultQuery = graphql(`
  query ShareableResult($sessionId: ID!) {
    shareableResult(sessionId: $sessionId) {
      sessionId
      gameSlug
      gameTitle
      playerName
      isComplete
      ranked
      totalPoints
      maxPoints
      rating
      standing
      playUrl
      shareText
      rounds {
        round
        emoji
        points
      }
    }
  }
`);

/** Names a finished guest run where the game asks the name at the end; the cached session takes the new fields. */
export const nameSessionMutation = graphql(`
  mutation NameSession($sessionId: ID!, $playerName: String!) {
    nameSession(sessionId: $sessionId, playerName: $playerName) {
      id
      playerName
      standing
      awaitsName
    }
  }
`);

export type SessionResults = NonNullable<SessionResultsQuery['session']>;
export type SessionResultRound = SessionResults['rounds'][number];
export type ShareableResult = ShareableResultQuery['shareableResult'];

export function useSessionResults(sessionId: string) {
  return useQuery(sessionResultsQuery, { variables: { id: sessionId }, fetchPolicy: 'cache-and-network' });
}

export function useShareableResult(sessionId: string) {
  return useQuery(shareableResultQuery, { variables: { sessionId }, fetchPolicy: 'cache-and-network' });
}

export function useNameSession() {
  return useMutation(nameSessionMutation);
}
