import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

// Apart from session-queries.ts: only the token page ships it, not every game's start page.

/** For a player who has a token from a host and not the game: the server finds the game the token belongs to. */
export const startSessionWithTokenMutation = graphql(`
  mutation StartSessionWithToken($input: StartSessionWithTokenInput!) {
    startSessionWithToken(input: $input) {
      id
      playerName
      game {
        id
        slug
        variant
      }
      nextRound {
        ...NextRoundFields
      }
    }
  }
`);

export function useStartSessionWithToken() {
  return useMutation(startSessionWithTokenMutation);
}
