import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { ThreadCommentsQuery, ThreadQuery } from '../../graphql/generated/graphql';

/**
 * One home's thread: the home as a guess shows it, and its title slug (the end of the thread's path); with the homes
 * of the game in the path, as a home is found within the brand, whatever its game (threadOf).
 */
export const threadQuery = graphql(`
  query Thread($id: ID!, $gameSlug: String!) {
    gameHome(id: $id) {
      id
      title
      redditSuffix
      home {
        ...PlayHomeFields
      }
    }
    game(slug: $gameSlug) {
      id
      homes {
        id
      }
    }
  }
`);

/** Everyone's guesses of a home with their reasons: the server answers only a viewer who has guessed it. */
export const threadCommentsQuery = graphql(`
  query ThreadComments($gameHomeId: ID!, $limit: Int!) {
    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {
      averageGuess
      currency
      totalCount
      gameHome {
        id
      }
      guesses {
        id
        amount
        emoji
        points
        playerName
        guessedAt
        isViewer
        reason
      }
    }
  }
`);

export const addGuessReasonMutation = graphql(`
  mutation AddGuessReason($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {
    addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)
  }
`);

export type ThreadHome = ThreadQuery['gameHome'];

/** The thread, if its home is one of the game's in the path: a home of another game has no thread here. */
export function threadOf(data: ThreadQuery): ThreadHome | null {
  return data.game?.homes.some((gameHome) => gameHome.id === data.gameHome.id) ? data.gameHome : null;
}

export type ThreadComments = ThreadCommentsQuery['homeGuesses'];
export type ThreadComment = ThreadComments['guesses'][number];

/** The newest comments a thread shows. */
const COMMENTS_SHOWN = 50;

/** A home's facts never change: the thread reads what its route's loader fetched. */
export function useThread(gameHomeId: string, gameSlug: string) {
  return useQuery(threadQuery, { variables: { id: gameHomeId, gameSlug } });
}

/** The thread's comments; not asked for while `sealed` (the viewer has a guess to make here). */
export function useThreadComments(gameHomeId: string, sealed: boolean) {
  return useQuery(
    threadCommentsQuery,
    sealed ? skipToken : { variables: { gameHomeId, limit: COMMENTS_SHOWN }, fetchPolicy: 'cache-and-network' },
  );
}

/** Adds the reason, and writes it into the viewer's comment (the guess it belongs to) in the cache. */
export function useAddGuessReason(guessId: string) {
  return useMutation(addGuessReasonMutation, {
    update(cache, { data }) {
      const reason = data?.addGuessReason;
      if (!reason) return;
      cache.modify({ id: cache.identify({ __typename: 'HomeGuess', id: guessId }), fields: { reason: () => reason } });
    },
  });
}
