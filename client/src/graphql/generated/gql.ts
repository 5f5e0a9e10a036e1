/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      id\n      slug\n      title\n      description\n      variant\n      roundCount\n      regions\n      scoringMode\n      playerCount\n      leaderboardEnabled\n      isOpen\n      startsAt\n      endsAt\n      brand {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.GameLayoutDocument,
    "\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        homes {\n          id\n          home {\n            id\n            city\n            pictures {\n              url\n              alt\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeGamesDocument,
    "\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.GameMapHomesDocument,
    "\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n": typeof types.StartSessionDocument,
    "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      completedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n": typeof types.NextSessionRankedDocument,
    "\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n": typeof types.PlaySessionFieldsFragmentDoc,
    "\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n    }\n  }\n": typeof types.NextRoundFieldsFragmentDoc,
    "\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        id\n        title\n        addressLine\n        city\n        region\n        postalCode\n        country\n        currency\n        bedrooms\n        bathrooms\n        floorAreaSqft\n        lotAreaSqft\n        propertyType\n        tenure\n        yearBuilt\n        description\n        priceKind\n        priceDate\n        illustrative\n        sourceNote\n        latitude\n        longitude\n        pictures {\n          url\n          alt\n          kind\n        }\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n": typeof types.PlayRoundFieldsFragmentDoc,
    "\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n  }\n": typeof types.GuessResultFieldsFragmentDoc,
    "\n  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      actualPrice\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n      }\n    }\n  }\n": typeof types.HomeGuessesDocument,
    "\n  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {\n    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {\n      gameSlug\n      gameTitle\n      period\n      totalPlayers\n      rows {\n        ...LeaderboardRowFields\n      }\n      viewerRow {\n        ...LeaderboardRowFields\n      }\n    }\n  }\n": typeof types.GameLeaderboardDocument,
    "\n  fragment LeaderboardRowFields on LeaderboardRow {\n    rank\n    playerName\n    totalPoints\n    guessCount\n    completedAt\n    isViewer\n    sessionId\n  }\n": typeof types.LeaderboardRowFieldsFragmentDoc,
    "\n  subscription LeaderboardChanged($gameSlug: String!) {\n    leaderboardChanged(gameSlug: $gameSlug) {\n      gameSlug\n      periods\n    }\n  }\n": typeof types.LeaderboardChangedDocument,
    "\n  query PlaySession($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n    }\n  }\n": typeof types.PlaySessionDocument,
    "\n  mutation SubmitGuess($input: SubmitGuessInput!) {\n    submitGuess(input: $input) {\n      round\n      result {\n        ...GuessResultFields\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      session {\n        id\n        isComplete\n        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.\n        ranked\n        totalPoints\n        guessCount\n      }\n    }\n  }\n": typeof types.SubmitGuessDocument,
    "\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SessionResultsDocument,
    "\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n": typeof types.ShareableResultDocument,
};
const documents: Documents = {
    "\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      id\n      slug\n      title\n      description\n      variant\n      roundCount\n      regions\n      scoringMode\n      playerCount\n      leaderboardEnabled\n      isOpen\n      startsAt\n      endsAt\n      brand {\n        id\n        displayName\n      }\n    }\n  }\n": types.GameLayoutDocument,
    "\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        homes {\n          id\n          home {\n            id\n            city\n            pictures {\n              url\n              alt\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HomeGamesDocument,
    "\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.GameMapHomesDocument,
    "\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n": types.StartSessionDocument,
    "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      completedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n": types.MySessionsDocument,
    "\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n": types.NextSessionRankedDocument,
    "\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n": types.PlaySessionFieldsFragmentDoc,
    "\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n    }\n  }\n": types.NextRoundFieldsFragmentDoc,
    "\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        id\n        title\n        addressLine\n        city\n        region\n        postalCode\n        country\n        currency\n        bedrooms\n        bathrooms\n        floorAreaSqft\n        lotAreaSqft\n        propertyType\n        tenure\n        yearBuilt\n        description\n        priceKind\n        priceDate\n        illustrative\n        sourceNote\n        latitude\n        longitude\n        pictures {\n          url\n          alt\n          kind\n        }\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n": types.PlayRoundFieldsFragmentDoc,
    "\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n  }\n": types.GuessResultFieldsFragmentDoc,
    "\n  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      actualPrice\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n      }\n    }\n  }\n": types.HomeGuessesDocument,
    "\n  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {\n    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {\n      gameSlug\n      gameTitle\n      period\n      totalPlayers\n      rows {\n        ...LeaderboardRowFields\n      }\n      viewerRow {\n        ...LeaderboardRowFields\n      }\n    }\n  }\n": types.GameLeaderboardDocument,
    "\n  fragment LeaderboardRowFields on LeaderboardRow {\n    rank\n    playerName\n    totalPoints\n    guessCount\n    completedAt\n    isViewer\n    sessionId\n  }\n": types.LeaderboardRowFieldsFragmentDoc,
    "\n  subscription LeaderboardChanged($gameSlug: String!) {\n    leaderboardChanged(gameSlug: $gameSlug) {\n      gameSlug\n      periods\n    }\n  }\n": types.LeaderboardChangedDocument,
    "\n  query PlaySession($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n    }\n  }\n": types.PlaySessionDocument,
    "\n  mutation SubmitGuess($input: SubmitGuessInput!) {\n    submitGuess(input: $input) {\n      round\n      result {\n        ...GuessResultFields\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      session {\n        id\n        isComplete\n        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.\n        ranked\n        totalPoints\n        guessCount\n      }\n    }\n  }\n": types.SubmitGuessDocument,
    "\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.SessionResultsDocument,
    "\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n": types.ShareableResultDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      id\n      slug\n      title\n      description\n      variant\n      roundCount\n      regions\n      scoringMode\n      playerCount\n      leaderboardEnabled\n      isOpen\n      startsAt\n      endsAt\n      brand {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      id\n      slug\n      title\n      description\n      variant\n      roundCount\n      regions\n      scoringMode\n      playerCount\n      leaderboardEnabled\n      isOpen\n      startsAt\n      endsAt\n      brand {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        homes {\n          id\n          home {\n            id\n            city\n            pictures {\n              url\n              alt\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        homes {\n          id\n          home {\n            id\n            city\n            pictures {\n              url\n              alt\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      completedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      completedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n      }\n      nextRound {\n        round\n        gameHome {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n"): (typeof documents)["\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n"): (typeof documents)["\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        id\n        title\n        addressLine\n        city\n        region\n        postalCode\n        country\n        currency\n        bedrooms\n        bathrooms\n        floorAreaSqft\n        lotAreaSqft\n        propertyType\n        tenure\n        yearBuilt\n        description\n        priceKind\n        priceDate\n        illustrative\n        sourceNote\n        latitude\n        longitude\n        pictures {\n          url\n          alt\n          kind\n        }\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n"): (typeof documents)["\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        id\n        title\n        addressLine\n        city\n        region\n        postalCode\n        country\n        currency\n        bedrooms\n        bathrooms\n        floorAreaSqft\n        lotAreaSqft\n        propertyType\n        tenure\n        yearBuilt\n        description\n        priceKind\n        priceDate\n        illustrative\n        sourceNote\n        latitude\n        longitude\n        pictures {\n          url\n          alt\n          kind\n        }\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n  }\n"): (typeof documents)["\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      actualPrice\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      actualPrice\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {\n    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {\n      gameSlug\n      gameTitle\n      period\n      totalPlayers\n      rows {\n        ...LeaderboardRowFields\n      }\n      viewerRow {\n        ...LeaderboardRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {\n    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {\n      gameSlug\n      gameTitle\n      period\n      totalPlayers\n      rows {\n        ...LeaderboardRowFields\n      }\n      viewerRow {\n        ...LeaderboardRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaderboardRowFields on LeaderboardRow {\n    rank\n    playerName\n    totalPoints\n    guessCount\n    completedAt\n    isViewer\n    sessionId\n  }\n"): (typeof documents)["\n  fragment LeaderboardRowFields on LeaderboardRow {\n    rank\n    playerName\n    totalPoints\n    guessCount\n    completedAt\n    isViewer\n    sessionId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeaderboardChanged($gameSlug: String!) {\n    leaderboardChanged(gameSlug: $gameSlug) {\n      gameSlug\n      periods\n    }\n  }\n"): (typeof documents)["\n  subscription LeaderboardChanged($gameSlug: String!) {\n    leaderboardChanged(gameSlug: $gameSlug) {\n      gameSlug\n      periods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaySession($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n    }\n  }\n"): (typeof documents)["\n  query PlaySession($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGuess($input: SubmitGuessInput!) {\n    submitGuess(input: $input) {\n      round\n      result {\n        ...GuessResultFields\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      session {\n        id\n        isComplete\n        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.\n        ranked\n        totalPoints\n        guessCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitGuess($input: SubmitGuessInput!) {\n    submitGuess(input: $input) {\n      round\n      result {\n        ...GuessResultFields\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      session {\n        id\n        isComplete\n        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.\n        ranked\n        totalPoints\n        guessCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;