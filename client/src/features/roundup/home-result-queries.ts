import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { HomeResultQuery, ShareableHomeResultQuery } from '../../graphql/generated/graphql';

/** One home's round of a session and the session around it: the roundup's per-home results pages. */
export const homeResultQuery = graphql(`
  query HomeResult($sessionId: ID!, $gameHomeId: ID!) {
    session(id: $sessionId) {
      id
      isMine
      playerName
      isComplete
      guessCount
      roundCount
      totalPoints
      maxPoints
    }
    sessionRound(sessionId: $sessionId, gameHomeId: $gameHomeId) {
      ...PlayRoundFields
    }
  }
`);

/** The per-home share page reads only this type: it has no price fields at all. */
export const shareableHomeResultQuery = graphql(`
  query ShareableHomeResult($sessionId: ID!, $gameHomeId: ID!) {
    shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) {
      sessionId
      playerName
      gameSlug
      gameTitle
      points
      emoji
      feedback
      guessCount
      roundCount
      shareText
      gameHome {
        ...GameHomeCardFields
      }
    }
  }
`);

export interface HomeResult {
  session: NonNullable<HomeResultQuery['session']>;
  round: NonNullable<HomeResultQuery['sessionRound']>;
}
export type ShareableHomeResult = ShareableHomeResultQuery['shareableHomeResult'];

export function useHomeResult(sessionId: string, gameHomeId: string) {
  return useQuery(homeResultQuery, { variables: { sessionId, gameHomeId }, fetchPolicy: 'cache-and-network' });
}

export function useShareableHomeResult(sessionId: string, gameHomeId: string) {
  return useQuery(shareableHomeResultQuery, {
    variables: { sessionId, gameHomeId },
    fetchPolicy: 'cache-and-network',
  });
}
