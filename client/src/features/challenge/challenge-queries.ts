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
      # The game as every start page gives it to the start form (GameSummary).
      game {
        ...GameSummaryFields
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
