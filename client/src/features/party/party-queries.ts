import type { ApolloCache } from '@apollo/client';
import { skipToken, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../graphql/generated';
import type { PartyRoomFieldsFragment } from '../../graphql/generated/graphql';

/**
 * A party room as its viewer sees it. Every answer about a room (the query, each mutation, each subscription event)
 * selects these fields, so the cache's one PartyRoom (keyed by its code) is always whole.
 */
export const partyRoomFields = graphql(`
  fragment PartyRoomFields on PartyRoom {
    code
    status
    gameSlug
    gameTitle
    roundCount
    roundSeconds
    serverNow
    screenKey
    nextRoomCode
    players {
      seat
      name
      score
      isHost
      plays
      active
      connected
      isViewer
    }
    round {
      number
      deadline
      guessCount
      guessesExpected
      viewerHasGuessed
      viewerPlaysThisRound
      gameHome {
        id
        title
        home {
          ...PlayHomeFields
        }
      }
      reveal {
        actualPrice
        currency
        nextAt
        guesses {
          seat
          playerName
          amount
          points
          closest
        }
      }
    }
  }
`);

export const partyRoomQuery = graphql(`
  query PartyRoom($code: String!, $screenKey: String) {
    partyRoom(code: $code, screenKey: $screenKey) {
      ...PartyRoomFields
    }
  }
`);

/** The room again each time something in it changes (players and its screen only: the server refuses anyone else). */
export const partyRoomSubscription = graphql(`
  subscription PartyRoomChanged($code: String!, $screenKey: String) {
    partyRoom(code: $code, screenKey: $screenKey) {
      ...PartyRoomFields
    }
  }
`);

export const createPartyRoomMutation = graphql(`
  mutation CreatePartyRoom($input: CreatePartyRoomInput!) {
    createPartyRoom(input: $input) {
      ...PartyRoomFields
    }
  }
`);

export const joinPartyRoomMutation = graphql(`
  mutation JoinPartyRoom($code: String!, $playerName: String!) {
    joinPartyRoom(code: $code, playerName: $playerName) {
      ...PartyRoomFields
    }
  }
`);

export const startPartyRoomMutation = graphql(`
  mutation StartPartyRoom($code: String!) {
    startPartyRoom(code: $code) {
      ...PartyRoomFields
    }
  }
`);

export const submitPartyGuessMutation = graphql(`
  mutation SubmitPartyGuess($code: String!, $amount: Int!) {
    submitPartyGuess(code: $code, amount: $amount) {
      ...PartyRoomFields
    }
  }
`);

export const removePartyPlayerMutation = graphql(`
  mutation RemovePartyPlayer($code: String!, $seat: Int!) {
    removePartyPlayer(code: $code, seat: $seat) {
      ...PartyRoomFields
    }
  }
`);

/** The host of a finished room opens the next one for the same group; every screen follows `nextRoomCode` to it. */
export const playPartyAgainMutation = graphql(`
  mutation PlayPartyAgain($code: String!) {
    playPartyAgain(code: $code) {
      ...PartyRoomFields
    }
  }
`);

export const leavePartyRoomMutation = graphql(`
  mutation LeavePartyRoom($code: String!) {
    leavePartyRoom(code: $code)
  }
`);

/** The games a party can be hosted for: those of this site, with what the host's form needs to offer them. */
export const partyGamesQuery = graphql(`
  query PartyGames($first: Int!) {
    games(first: $first) {
      nodes {
        id
        slug
        title
        variant
        poolSize
        isOpen
        isClosed
        entryByToken
      }
    }
  }
`);

export type PartyRoom = PartyRoomFieldsFragment;
export type PartyPlayer = PartyRoom['players'][number];
export type PartyRound = NonNullable<PartyRoom['round']>;
export type PartyReveal = NonNullable<PartyRound['reveal']>;

const RESTART_PAUSE_MS = 5000;
/**
 * How long past a round's deadline, or a reveal's pause, a screen that has heard nothing waits before asking: an event
 * lost on its way (a socket down for a moment) must not leave a room frozen on the last thing it heard.
 */
const OVERDUE_MS = 1500;

/**
 * The room of a code, followed live while the viewer is seated in it or holds its screen key (the query answers): each
 * event is the whole room again, and lands in the cache under the room's code, where this query reads it.
 */
export function usePartyRoom(code: string, screenKey: string | null = null) {
  const variables = { code, screenKey };
  const query = useQuery(partyRoomQuery, { variables, fetchPolicy: 'cache-and-network' });
  const { refetch } = query;
  const following = Boolean(query.data?.partyRoom) && !query.error;
  const restart = useRef<() => void>(() => {});
  const lastRestart = useRef(0);
  const subscription = useSubscription(
    partyRoomSubscription,
    following
      ? {
          variables,
          // Refused or cut (the viewer was removed, the room is gone): the query says what the viewer may see now,
          // and a viewer still seated follows the room again.
          onError: () =>
            void refetch()
              .then((result) => {
                // At most one restart every few seconds, so a subscription that keeps failing does not spin.
                if (!result.data?.partyRoom || Date.now() - lastRestart.current < RESTART_PAUSE_MS) return;
                lastRestart.current = Date.now();
                restart.current();
              })
              .catch(() => {}),
        }
      : skipToken,
  );
  restart.current = subscription.restart;
  useAskWhenOverdue(query.data?.partyRoom, refetch);
  return { ...query, live: following && !subscription.error };
}

/**
 * Asks for the room again once its next change (the reveal, the next round) is overdue. Each answer is a new view with
 * its own `serverNow`, so a change the server is still making is asked about again, every OVERDUE_MS, until it comes.
 */
function useAskWhenOverdue(room: PartyRoom | undefined, refetch: () => Promise<unknown>) {
  const round = room?.status === 'PLAYING' ? room.round : null;
  const dueAt = round ? (round.reveal?.nextAt ?? round.deadline) : null;
  const serverNow = room?.serverNow;
  useEffect(() => {
    if (!dueAt || !serverNow) return;
    const timer = setTimeout(
      () => void refetch().catch(() => {}),
      Math.max(0, Date.parse(dueAt) - Date.parse(serverNow)) + OVERDUE_MS,
    );
    return () => clearTimeout(timer);
  }, [dueAt, serverNow, refetch]);
}

/** The games a party may be hosted for, up to the API's page size (a site has a few dozen at most). */
export function usePartyGames() {
  return useQuery(partyGamesQuery, { variables: { first: 50 }, fetchPolicy: 'cache-and-network' });
}

/** A new room's page reads the room the mutation answered with at once, without asking again. */
function seedRoomQuery(cache: ApolloCache, room: PartyRoom) {
  cache.writeQuery({ query: partyRoomQuery, variables: { code: room.code }, data: { partyRoom: room } });
}

export function useCreatePartyRoom() {
  return useMutation(createPartyRoomMutation, {
    update: (cache, { data }) => data && seedRoomQuery(cache, data.createPartyRoom),
  });
}

export function useJoinPartyRoom() {
  return useMutation(joinPartyRoomMutation);
}

export function useStartPartyRoom() {
  return useMutation(startPartyRoomMutation);
}

export function useSubmitPartyGuess() {
  return useMutation(submitPartyGuessMutation);
}

export function useRemovePartyPlayer() {
  return useMutation(removePartyPlayerMutation);
}

export function usePlayPartyAgain() {
  return useMutation(playPartyAgainMutation, {
    update: (cache, { data }) => data && seedRoomQuery(cache, data.playPartyAgain),
  });
}

export function useLeavePartyRoom() {
  return useMutation(leavePartyRoomMutation);
}
