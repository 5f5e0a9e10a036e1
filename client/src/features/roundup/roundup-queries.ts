import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { MyRoundupsQuery, RoundupHomesQuery } from '../../graphql/generated/graphql';

/** Every home of a roundup, for its cards: what it is and where, and a picture (no prices exist here). */
export const roundupHomesQuery = graphql(`
  query RoundupHomes($slug: String!) {
    game(slug: $slug) {
      id
      poolSize
      homes {
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
        }
      }
    }
  }
`);

/**
 * The visitor's sessions with each home's points, for the roundup pages' progress. The rounds' keys are those of
 * PlaySessionFields (round, gameHome, result), whose entities are normalised: writing them loses nothing of the
 * play pages' selection.
 */
export const myRoundupsQuery = graphql(`
  query MyRoundups($limit: Int!) {
    mySessions(limit: $limit) {
      id
      playerName
      isComplete
      guessCount
      roundCount
      totalPoints
      maxPoints
      game {
        id
        slug
        title
        variant
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

export type RoundupHome = NonNullable<RoundupHomesQuery['game']>['homes'][number];
export type MyRoundupSession = MyRoundupsQuery['mySessions'][number];

/** The newest sessions the server lists (its most): a roundup's progress is read from them. */
export const myRoundupsVariables = { limit: 50 };

export function useRoundupHomes(slug: string) {
  return useQuery(roundupHomesQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export function useMyRoundups() {
  return useQuery(myRoundupsQuery, { variables: myRoundupsVariables, fetchPolicy: 'cache-and-network' });
}
