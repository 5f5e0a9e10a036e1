import { graphql } from '../../graphql/generated';

// Only the builder's chunk carries these documents.

export const builderHomeFields = graphql(`
  fragment BuilderHomeFields on BuilderHome {
    id
    listingId
    position
    visible
    displayTitle
    title
    addressLine
    city
    region
    postalCode
    country
    latitude
    longitude
    propertyType
    bedrooms
    bathrooms
    floorAreaSqft
    description
    price
    currency
    priceKind
    priceBand
    importedByYou
    missingFacts
    missingMessage
    maskedPrices {
      field
      original
    }
    photoUrls
  }
`);

export const builderGameFields = graphql(`
  fragment BuilderGameFields on BuilderGame {
    id
    slug
    title
    description
    variant
    roundCount
    poolSize
    regions
    scoringMode
    leaderboardEnabled
    startsAt
    endsAt
    visibility
    status
    shareUrl
    publishProblems
    homes {
      ...BuilderHomeFields
    }
  }
`);

export const builderGameQuery = graphql(`
  query BuilderGame($id: ID!) {
    builderGame(id: $id) {
      ...BuilderGameFields
    }
  }
`);

export const builderMeQuery = graphql(`
  query BuilderMe {
    me {
      id
    }
  }
`);

/** Whether the logged-in account builds games on this site (a brand's own site: its team and invited creators). */
export const gameBuilderAccessQuery = graphql(`
  query GameBuilderAccess {
    gameBuilderAccess {
      buildsHere
      mainSiteBuilderUrl
    }
  }
`);

export const createGameMutation = graphql(`
  mutation CreateGame($settings: GameSettingsInput!) {
    createGame(settings: $settings) {
      ...BuilderGameFields
    }
  }
`);

export const updateGameSettingsMutation = graphql(`
  mutation UpdateGameSettings($gameId: ID!, $settings: GameSettingsInput!) {
    updateGameSettings(gameId: $gameId, settings: $settings) {
      ...BuilderGameFields
    }
  }
`);

export const addHomesFromUrlsMutation = graphql(`
  mutation AddHomesFromUrls($gameId: ID!, $urls: [String!]!) {
    addHomesFromUrls(gameId: $gameId, urls: $urls) {
      game {
        ...BuilderGameFields
      }
      results {
        url
        status
        message
        photoProblems
        maskedPrices {
          field
          original
        }
      }
    }
  }
`);

export const catalogueHomesQuery = graphql(`
  query CatalogueHomes($place: String, $propertyType: String, $priceBand: String) {
    catalogueHomes(place: $place, propertyType: $propertyType, priceBand: $priceBand) {
      id
      title
      city
      region
      propertyType
      bedrooms
      bathrooms
      floorAreaSqft
      priceBand
    }
    priceBands {
      id
      label
    }
  }
`);

export const addCatalogueHomeMutation = graphql(`
  mutation AddCatalogueHome($gameId: ID!, $listingId: ID!) {
    addCatalogueHome(gameId: $gameId, listingId: $listingId) {
      game {
        ...BuilderGameFields
      }
    }
  }
`);

export const addHomesFromCsvMutation = graphql(`
  mutation AddHomesFromCsv($gameId: ID!, $csv: String!) {
    addHomesFromCsv(gameId: $gameId, csv: $csv) {
      game {
        ...BuilderGameFields
      }
      problems
    }
  }
`);

export const updateBuilderHomeMutation = graphql(`
  mutation UpdateBuilderHome($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {
    updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) {
      ...BuilderGameFields
    }
  }
`);

export const removeBuilderHomeMutation = graphql(`
  mutation RemoveBuilderHome($gameId: ID!, $homeId: ID!) {
    removeBuilderHome(gameId: $gameId, homeId: $homeId) {
      ...BuilderGameFields
    }
  }
`);

export const reorderBuilderHomesMutation = graphql(`
  mutation ReorderBuilderHomes($gameId: ID!, $homeIds: [ID!]!) {
    reorderBuilderHomes(gameId: $gameId, homeIds: $homeIds) {
      ...BuilderGameFields
    }
  }
`);

export const publishGameMutation = graphql(`
  mutation PublishGame($gameId: ID!) {
    publishGame(gameId: $gameId) {
      ...BuilderGameFields
    }
  }
`);

export const builderGameBySlugQuery = graphql(`
  query BuilderGameBySlug($slug: String!) {
    builderGameBySlug(slug: $slug) {
      ...BuilderGameFields
    }
  }
`);

export const myBuiltGamesQuery = graphql(`
  query MyBuiltGames {
    myBuiltGames {
      id
      title
      status
      shareUrl
    }
  }
`);
