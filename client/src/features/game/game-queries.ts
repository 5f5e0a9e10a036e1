import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

/** The game behind every page under game/:gameSlug (facts only; the homes load where a page needs them). */
export const gameLayoutQuery = graphql(`
  query GameLayout($slug: String!) {
    game(slug: $slug) {
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
  }
`);

/** The games of the current site, for the home page; a few front pictures of each make the cards. */
export const homeGamesQuery = graphql(`
  query HomeGames($first: Int!) {
    games(first: $first) {
      nodes {
        id
        slug
        title
        description
        roundCount
        regions
        scoringMode
        playerCount
        leaderboardEnabled
        isOpen
        # A card shows up to three front pictures: the rest of the pool would only weigh on the page.
        homes(first: 3) {
          id
          home {
            id
            pictures {
              url
              kind
            }
          }
        }
      }
    }
  }
`);

/** The homes of a game with what a map needs: where they are and what they are (no prices exist here). */
export const gameMapHomesQuery = graphql(`
  query GameMapHomes($slug: String!) {
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
          country
          latitude
          longitude
        }
      }
    }
  }
`);

export const startSessionMutation = graphql(`
  mutation StartSession($input: StartSessionInput!) {
    startSession(input: $input) {
      id
      playerName
      game {
        id
        slug
      }
      nextRound {
        round
        gameHome {
          id
        }
      }
    }
  }
`);

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
        round
        gameHome {
          id
        }
      }
    }
  }
`);

/** The visitor's own sessions (by visitor token), newest first. */
export const mySessionsQuery = graphql(`
  query MySessions($limit: Int!) {
    mySessions(limit: $limit) {
      id
      playerName
      startedAt
      completedAt
      isComplete
      guessCount
      roundCount
      totalPoints
      maxPoints
      ranked
      game {
        id
        slug
        title
        variant
      }
      nextRound {
        round
        gameHome {
          id
        }
      }
    }
  }
`);

/** Whether the caller's next session of the game would be ranked (the server knows which prices they have seen). */
export const nextSessionRankedQuery = graphql(`
  query NextSessionRanked($slug: String!) {
    game(slug: $slug) {
      id
      nextSessionRanked
    }
  }
`);

export function useGame(slug: string) {
  return useQuery(gameLayoutQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export const homeGamesVariables = { first: 20 };

export function useHomeGames() {
  return useQuery(homeGamesQuery, { variables: homeGamesVariables, fetchPolicy: 'cache-and-network' });
}

export function useGameMapHomes(slug: string) {
  return useQuery(gameMapHomesQuery, { variables: { slug } });
}

export function useNextSessionRanked(slug: string) {
  return useQuery(nextSessionRankedQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
}

export function useStartSession() {
  return useMutation(startSessionMutation);
}

export function useStartSessionWithToken() {
  return useMutation(startSessionWithTokenMutation);
}

/** The visitor's sessions of every game, newest first (the last 50). */
export function useMySessions() {
  return useQuery(mySessionsQuery, { variables: { limit: 50 }, fetchPolicy: 'cache-and-network' });
}

/** The visitor's sessions of one game. */
export function useMySessionsOf(gameSlug: string) {
  const result = useMySessions();
  const sessions = (result.data?.mySessions ?? []).filter((session) => session.game.slug === gameSlug);
  return { ...result, sessions };
}
