import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { MeQuery } from '../../graphql/generated/graphql';
import { reconnectLiveSocket } from '../../graphql/live-socket';
import { forgetGuest } from '../visitor/visitor-token';

// Only the account pages ship these: the first screen of the other pages carries none of them.

export const meQuery = graphql(`
  query Me {
    me {
      id
      email
      displayName
    }
  }
`);

export const createAccountMutation = graphql(`
  mutation CreateAccount($input: CreateAccountInput!) {
    createAccount(input: $input) {
      id
      email
      displayName
    }
  }
`);

export const logInMutation = graphql(`
  mutation LogIn($email: String!, $password: String!) {
    logIn(email: $email, password: $password) {
      id
      email
      displayName
    }
  }
`);

export const logOutMutation = graphql(`
  mutation LogOut {
    logOut
  }
`);

export type OwnAccount = NonNullable<MeQuery['me']>;

export function useMe() {
  return useQuery(meQuery, { fetchPolicy: 'cache-and-network' });
}

/**
 * Logging in, creating an account and logging out change the player every query answers for (the account's, or a
 * guest's): the cache is reset, and the page's queries (and open subscriptions) ask again as that player. A query that then fails shows it
 * where it is shown: the log-in itself has succeeded.
 */
export function useAccountActions() {
  const client = useApolloClient();
  const askAgain = () => {
    reconnectLiveSocket();
    return client.resetStore().then(
      () => undefined,
      () => undefined,
    );
  };
  const [createAccount, created] = useMutation(createAccountMutation);
  const [logIn, loggedIn] = useMutation(logInMutation);
  const [logOut, loggedOut] = useMutation(logOutMutation);
  return {
    createAccount: async (input: { email: string; password: string; displayName: string }) => {
      await createAccount({ variables: { input } });
      await askAgain();
    },
    logIn: async (email: string, password: string) => {
      await logIn({ variables: { email, password } });
      await askAgain();
    },
    /**
     * The browser becomes a new guest too, with a fresh visitor token: the server gives the old one none of the
     * account's play, and the next person at this browser starts with nothing of the last one's.
     */
    logOut: async () => {
      await logOut();
      forgetGuest();
      await askAgain();
    },
    busy: created.loading || loggedIn.loading || loggedOut.loading,
  };
}
