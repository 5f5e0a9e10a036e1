import { graphql } from '../../graphql/generated';

/**
 * One selection of a session and its rounds, shared by the guess page and the results pages: rounds are not
 * normalised in the cache, so every operation that writes them must select the same fields.
 */
export const playSessionFields = graphql(`
  fragment PlaySessionFields on PlaySession {
    id
    isMine
    isComplete
    ranked
    playerName
    totalPoints
    maxPoints
    guessCount
    roundCount
    game {
      id
      slug
    }
    nextRound {
      ...NextRoundFields
    }
    rounds {
      ...PlayRoundFields
    }
  }
`);

/** Where a player goes next: the session's first round not yet guessed (its title slug ends a forum thread's path). */
export const nextRoundFields = graphql(`
  fragment NextRoundFields on SessionRound {
    round
    gameHome {
      id
      redditSuffix
    }
  }
`);

/** What the guess page shows of a home: its facts, place and pictures (never a price). */
export const playHomeFields = graphql(`
  fragment PlayHomeFields on Home {
    id
    title
    addressLine
    city
    region
    postalCode
    country
    currency
    bedrooms
    bathrooms
    floorAreaSqft
    lotAreaSqft
    propertyType
    tenure
    yearBuilt
    description
    priceKind
    priceDate
    illustrative
    sourceNote
    latitude
    longitude
    pictures {
      url
      alt
      kind
    }
    photos {
      url
    }
  }
`);

export const playRoundFields = graphql(`
  fragment PlayRoundFields on SessionRound {
    round
    gameHome {
      id
      round
      title
      home {
        ...PlayHomeFields
      }
    }
    result {
      ...GuessResultFields
    }
  }
`);

export const guessResultFields = graphql(`
  fragment GuessResultFields on GuessResult {
    id
    points
    feedback
    emoji
    actualPrice
    amount
    diffPercent
    currency
    guessedAt
    # The host's commentary, where the game has one (the cameron pages show it).
    commentary
  }
`);

/** A home as a card shows it: its title, where it is and its pictures (no facts, no prices). */
export const gameHomeCardFields = graphql(`
  fragment GameHomeCardFields on GameHome {
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
      photos {
        url
      }
    }
  }
`);
