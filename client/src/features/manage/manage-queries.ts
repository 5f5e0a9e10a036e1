import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { ManagedHomeGuessesQuery, ScootManagementQuery } from '../../graphql/generated/graphql';

// Only the managing pages ship these documents (each graphql() call is its own module).

export const managedHomeGuessesQuery = graphql(`
  query ManagedHomeGuesses($gameSlug: String!, $gameHomeId: ID!, $limit: Int!, $offset: Int!) {
    managedHomeGuesses(gameSlug: $gameSlug, gameHomeId: $gameHomeId, limit: $limit, offset: $offset) {
      gameSlug
      gameTitle
      leaderboardEnabled
      totalCount
      gameHome {
        id
        title
        home {
          id
          currency
        }
      }
      guesses {
        id
        amount
        points
        guessedAt
        sessionId
        playerName
        nameHidden
        sessionRanked
        sessionCompleted
        sessionExcluded
      }
    }
  }
`);

export type ManagedHomeGuesses = ManagedHomeGuessesQuery['managedHomeGuesses'];
export type ManagedGuess = ManagedHomeGuesses['guesses'][number];

/** Guesses a page of guesstimates-manage shows at once (the server's most). */
export const MANAGED_GUESSES_PAGE = 50;

export function useManagedHomeGuesses(gameSlug: string, gameHomeId: string, offset: number) {
  return useQuery(managedHomeGuessesQuery, {
    variables: { gameSlug, gameHomeId, limit: MANAGED_GUESSES_PAGE, offset },
    fetchPolicy: 'cache-and-network',
  });
}

const setPlayerNameHiddenMutation = graphql(`
  mutation SetPlayerNameHidden($sessionId: ID!, $hidden: Boolean!) {
    setPlayerNameHidden(sessionId: $sessionId, hidden: $hidden) {
      sessionId
      nameHidden
      excluded
    }
  }
`);

const setSessionExcludedMutation = graphql(`
  mutation SetSessionExcluded($sessionId: ID!, $excluded: Boolean!) {
    setSessionExcluded(sessionId: $sessionId, excluded: $excluded) {
      sessionId
      nameHidden
      excluded
    }
  }
`);

/**
 * Hiding a name and keeping a session off the boards: a session's guesses may be in several rows (and on other
 * homes), so the list is read again once the change is made.
 */
export function useSessionModeration() {
  const refetch = { refetchQueries: ['ManagedHomeGuesses'], awaitRefetchQueries: true };
  const [hide, hiding] = useMutation(setPlayerNameHiddenMutation, refetch);
  const [exclude, excluding] = useMutation(setSessionExcludedMutation, refetch);
  return {
    setNameHidden: (sessionId: string, hidden: boolean) => hide({ variables: { sessionId, hidden } }),
    setExcluded: (sessionId: string, excluded: boolean) => exclude({ variables: { sessionId, excluded } }),
    busy: hiding.loading || excluding.loading,
  };
}

/** Every field of a brand's profile: what the profile form edits and what saving it answers. */
export const brandProfileFields = graphql(`
  fragment BrandProfileFields on Brand {
    id
    name
    displayName
    description
    tagline
    brandColors {
      primary
      secondary
      accent
    }
    homeUrl
    serviceEmail
    whitelabelName
    logoUrl
    layoutComponent
    homePageComponent
    brandedGameSlug
    locale
    phone
    officePhone
    whatsapp
    company
    address {
      line1
      line2
    }
    website
    agentName
    agentTitle
    specialties
    coverageAreas
    socialMedia {
      network
      url
    }
    location
    propertyReference
    googleAnalyticsId
  }
`);

export const scootManagementQuery = graphql(`
  query ScootManagement {
    managedGames {
      id
      slug
      title
      variant
      createdAt
      sessionCount
      completedSessionCount
      guessCount
    }
    currentBrand {
      ...BrandProfileFields
    }
  }
`);

export type ScootManagement = ScootManagementQuery;
export type ManagedGame = ScootManagementQuery['managedGames'][number];

export function useScootManagement() {
  return useQuery(scootManagementQuery, { fetchPolicy: 'cache-and-network' });
}

const updateBrandProfileMutation = graphql(`
  mutation UpdateBrandProfile($input: BrandProfileInput!) {
    updateBrandProfile(input: $input) {
      ...BrandProfileFields
    }
  }
`);

/** Saves the profile; the answer updates the cached brand, so the site's own header changes with it. */
export function useUpdateBrandProfile() {
  return useMutation(updateBrandProfileMutation);
}
