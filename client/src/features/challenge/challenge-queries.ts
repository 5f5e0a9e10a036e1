import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { ChallengePeriod, ChallengeQuery } from '../../graphql/generated/graphql';

/** The site's challenge of a period, with the caller's one session of it and their daily streak. */
export const challengeQuery = graphql(`
  query Challenge($period: ChallengePeriod!) {
    challenge(period: $period) {
      period
      periodKey
      startsAt
      endsAt
      nextStartsAt
      streak
      # The fields of the game layout's game (GameSummary): the start form takes it as every start page gives it.
      game {
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
      mySession {
        id
        isComplete
        totalPoints
        maxPoints
        ranked
        standing
        nextRound {
          gameHome {
            id
          }
        }
      }
    }
  }
`);

export type Challenge = ChallengeQuery['challenge'];
export type ChallengeSession = NonNullable<Challenge['mySession']>;

export function useChallenge(period: ChallengePeriod) {
  return useQuery(challengeQuery, { variables: { period }, fetchPolicy: 'cache-and-network' });
}
