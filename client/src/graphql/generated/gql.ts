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
    "\n  query Me {\n    me {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation LogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      id\n      email\n      displayName\n    }\n  }\n": typeof types.LogInDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  query CurrentBrand {\n    currentBrand {\n      id\n      name\n      displayName\n      whitelabelName\n      tagline\n      description\n      logoUrl\n      homeUrl\n      serviceEmail\n      layoutComponent\n      homePageComponent\n      brandedGameSlug\n      locale\n      phone\n      officePhone\n      whatsapp\n      company\n      website\n      agentName\n      agentTitle\n      specialties\n      coverageAreas\n      location\n      address {\n        line1\n        line2\n      }\n      brandColors {\n        primary\n        secondary\n        accent\n      }\n      socialMedia {\n        network\n        url\n      }\n    }\n    website {\n      supportedLocales {\n        code\n      }\n    }\n  }\n": typeof types.CurrentBrandDocument,
    "\n  fragment BuilderHomeFields on BuilderHome {\n    id\n    listingId\n    position\n    visible\n    displayTitle\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    latitude\n    longitude\n    propertyType\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    description\n    price\n    currency\n    priceKind\n    priceBand\n    importedByYou\n    missingFacts\n    missingMessage\n    maskedPrices {\n      field\n      original\n    }\n    photoUrls\n  }\n": typeof types.BuilderHomeFieldsFragmentDoc,
    "\n  fragment BuilderGameFields on BuilderGame {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    poolSize\n    regions\n    scoringMode\n    leaderboardEnabled\n    startsAt\n    endsAt\n    visibility\n    status\n    shareUrl\n    publishProblems\n    homes {\n      ...BuilderHomeFields\n    }\n  }\n": typeof types.BuilderGameFieldsFragmentDoc,
    "\n  query BuilderGame($id: ID!) {\n    builderGame(id: $id) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.BuilderGameDocument,
    "\n  query BuilderMe {\n    me {\n      id\n    }\n  }\n": typeof types.BuilderMeDocument,
    "\n  mutation CreateGame($settings: GameSettingsInput!) {\n    createGame(settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.CreateGameDocument,
    "\n  mutation UpdateGameSettings($gameId: ID!, $settings: GameSettingsInput!) {\n    updateGameSettings(gameId: $gameId, settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.UpdateGameSettingsDocument,
    "\n  mutation AddHomesFromUrls($gameId: ID!, $urls: [String!]!) {\n    addHomesFromUrls(gameId: $gameId, urls: $urls) {\n      game {\n        ...BuilderGameFields\n      }\n      results {\n        url\n        status\n        message\n        photoProblems\n        maskedPrices {\n          field\n          original\n        }\n      }\n    }\n  }\n": typeof types.AddHomesFromUrlsDocument,
    "\n  query CatalogueHomes($place: String, $propertyType: String, $priceBand: String) {\n    catalogueHomes(place: $place, propertyType: $propertyType, priceBand: $priceBand) {\n      id\n      title\n      city\n      region\n      propertyType\n      bedrooms\n      bathrooms\n      floorAreaSqft\n      priceBand\n    }\n    priceBands {\n      id\n      label\n    }\n  }\n": typeof types.CatalogueHomesDocument,
    "\n  mutation AddCatalogueHome($gameId: ID!, $listingId: ID!) {\n    addCatalogueHome(gameId: $gameId, listingId: $listingId) {\n      game {\n        ...BuilderGameFields\n      }\n    }\n  }\n": typeof types.AddCatalogueHomeDocument,
    "\n  mutation AddHomesFromCsv($gameId: ID!, $csv: String!) {\n    addHomesFromCsv(gameId: $gameId, csv: $csv) {\n      game {\n        ...BuilderGameFields\n      }\n      problems\n    }\n  }\n": typeof types.AddHomesFromCsvDocument,
    "\n  mutation UpdateBuilderHome($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {\n    updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.UpdateBuilderHomeDocument,
    "\n  mutation RemoveBuilderHome($gameId: ID!, $homeId: ID!) {\n    removeBuilderHome(gameId: $gameId, homeId: $homeId) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.RemoveBuilderHomeDocument,
    "\n  mutation ReorderBuilderHomes($gameId: ID!, $homeIds: [ID!]!) {\n    reorderBuilderHomes(gameId: $gameId, homeIds: $homeIds) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.ReorderBuilderHomesDocument,
    "\n  mutation PublishGame($gameId: ID!) {\n    publishGame(gameId: $gameId) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.PublishGameDocument,
    "\n  query BuilderGameBySlug($slug: String!) {\n    builderGameBySlug(slug: $slug) {\n      ...BuilderGameFields\n    }\n  }\n": typeof types.BuilderGameBySlugDocument,
    "\n  query MyBuiltGames {\n    myBuiltGames {\n      id\n      title\n      status\n      shareUrl\n    }\n  }\n": typeof types.MyBuiltGamesDocument,
    "\n  query CameronHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n": typeof types.CameronHomesDocument,
    "\n  query CameronHome($gameHomeId: ID!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: 1) {\n      actualPrice\n      currency\n      commentary\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          priceKind\n          illustrative\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n": typeof types.CameronHomeDocument,
    "\n  query GameList($first: Int!, $after: String, $variant: GameVariant) {\n    games(first: $first, after: $after, variant: $variant) {\n      nodes {\n        id\n        slug\n        title\n        description\n        variant\n        roundCount\n        isOpen\n        isClosed\n        startsAt\n        endsAt\n        entryByToken\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.GameListDocument,
    "\n  query Challenge($period: ChallengePeriod!) {\n    challenge(period: $period) {\n      period\n      periodKey\n      startsAt\n      endsAt\n      nextStartsAt\n      streak\n      # The game as every start page gives it to the start form (GameSummary).\n      game {\n        ...GameSummaryFields\n      }\n      mySession {\n        id\n        isComplete\n        totalPoints\n        maxPoints\n        ranked\n        standing\n        nextRound {\n          gameHome {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ChallengeDocument,
    "\n  query Thread($id: ID!, $gameSlug: String!) {\n    gameHome(id: $id) {\n      id\n      title\n      redditSuffix\n      home {\n        ...PlayHomeFields\n      }\n    }\n    game(slug: $gameSlug) {\n      id\n      homes {\n        id\n      }\n    }\n  }\n": typeof types.ThreadDocument,
    "\n  query ThreadComments($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n        reason\n      }\n    }\n  }\n": typeof types.ThreadCommentsDocument,
    "\n  mutation AddGuessReason($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {\n    addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)\n  }\n": typeof types.AddGuessReasonDocument,
    "\n  query CommunityThreads($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        ...GameHomeCardFields\n        redditSuffix\n      }\n    }\n  }\n": typeof types.CommunityThreadsDocument,
    "\n  query ThreadMarks($id: ID!) {\n    session(id: $id) {\n      id\n      isComplete\n      guessCount\n      roundCount\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n": typeof types.ThreadMarksDocument,
    "\n  mutation StartSessionWithToken($input: StartSessionWithTokenInput!) {\n    startSessionWithToken(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n": typeof types.StartSessionWithTokenDocument,
    "\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": typeof types.GameMapHomesDocument,
    "\n  fragment GameSummaryFields on Game {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    regions\n    scoringMode\n    playerCount\n    leaderboardEnabled\n    isOpen\n    isClosed\n    startsAt\n    endsAt\n    entryByToken\n    brand {\n      id\n      displayName\n    }\n  }\n": typeof types.GameSummaryFieldsFragmentDoc,
    "\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      ...GameSummaryFields\n    }\n  }\n": typeof types.GameLayoutDocument,
    "\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        # A card shows up to three front pictures: the rest of the pool would only weigh on the page.\n        homes(first: 3) {\n          id\n          home {\n            id\n            pictures {\n              url\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomeGamesDocument,
    "\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n": typeof types.PlaySessionFieldsFragmentDoc,
    "\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      redditSuffix\n    }\n  }\n": typeof types.NextRoundFieldsFragmentDoc,
    "\n  fragment PlayHomeFields on Home {\n    id\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    currency\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    lotAreaSqft\n    propertyType\n    tenure\n    yearBuilt\n    description\n    priceKind\n    priceDate\n    illustrative\n    sourceNote\n    latitude\n    longitude\n    pictures {\n      url\n      alt\n      kind\n    }\n  }\n": typeof types.PlayHomeFieldsFragmentDoc,
    "\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        ...PlayHomeFields\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n": typeof types.PlayRoundFieldsFragmentDoc,
    "\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n    # The host's commentary, where the game has one (the cameron pages show it).\n    commentary\n  }\n": typeof types.GuessResultFieldsFragmentDoc,
    "\n  fragment GameHomeCardFields on GameHome {\n    id\n    title\n    home {\n      id\n      city\n      region\n      pictures {\n        url\n        alt\n        kind\n      }\n    }\n  }\n": typeof types.GameHomeCardFieldsFragmentDoc,
    "\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n": typeof types.StartSessionDocument,
    "\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n": typeof types.NextSessionRankedDocument,
    "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n        title\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n          title\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      actualPrice\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n      }\n    }\n  }\n": typeof types.HomeGuessesDocument,
    "\n  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {\n    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {\n      gameSlug\n      gameTitle\n      period\n      totalPlayers\n      rows {\n        ...LeaderboardRowFields\n      }\n      viewerRow {\n        ...LeaderboardRowFields\n      }\n    }\n  }\n": typeof types.GameLeaderboardDocument,
    "\n  fragment LeaderboardRowFields on LeaderboardRow {\n    rank\n    playerName\n    totalPoints\n    guessCount\n    completedAt\n    isViewer\n    sessionId\n  }\n": typeof types.LeaderboardRowFieldsFragmentDoc,
    "\n  subscription LeaderboardChanged($gameSlug: String!) {\n    leaderboardChanged(gameSlug: $gameSlug) {\n      gameSlug\n      periods\n    }\n  }\n": typeof types.LeaderboardChangedDocument,
    "\n  fragment PartyRoomFields on PartyRoom {\n    code\n    status\n    gameSlug\n    gameTitle\n    roundCount\n    roundSeconds\n    serverNow\n    nextRoomCode\n    players {\n      seat\n      name\n      score\n      isHost\n      plays\n      active\n      connected\n      isViewer\n    }\n    round {\n      number\n      deadline\n      guessCount\n      guessesExpected\n      viewerHasGuessed\n      viewerPlaysThisRound\n      gameHome {\n        id\n        title\n        home {\n          ...PlayHomeFields\n        }\n      }\n      reveal {\n        actualPrice\n        currency\n        nextAt\n        guesses {\n          seat\n          playerName\n          amount\n          points\n          closest\n        }\n      }\n    }\n  }\n": typeof types.PartyRoomFieldsFragmentDoc,
    "\n  query PartyRoom($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.PartyRoomDocument,
    "\n  subscription PartyRoomChanged($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.PartyRoomChangedDocument,
    "\n  mutation CreatePartyRoom($input: CreatePartyRoomInput!) {\n    createPartyRoom(input: $input) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.CreatePartyRoomDocument,
    "\n  mutation JoinPartyRoom($code: String!, $playerName: String!) {\n    joinPartyRoom(code: $code, playerName: $playerName) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.JoinPartyRoomDocument,
    "\n  mutation StartPartyRoom($code: String!) {\n    startPartyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.StartPartyRoomDocument,
    "\n  mutation SubmitPartyGuess($code: String!, $amount: Int!) {\n    submitPartyGuess(code: $code, amount: $amount) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.SubmitPartyGuessDocument,
    "\n  mutation RemovePartyPlayer($code: String!, $seat: Int!) {\n    removePartyPlayer(code: $code, seat: $seat) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.RemovePartyPlayerDocument,
    "\n  mutation PlayPartyAgain($code: String!) {\n    playPartyAgain(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": typeof types.PlayPartyAgainDocument,
    "\n  mutation LeavePartyRoom($code: String!) {\n    leavePartyRoom(code: $code)\n  }\n": typeof types.LeavePartyRoomDocument,
    "\n  query PartyGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        poolSize\n        isOpen\n        isClosed\n        entryByToken\n      }\n    }\n  }\n": typeof types.PartyGamesDocument,
    "\n  query PlaySession($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n    }\n  }\n": typeof types.PlaySessionDocument,
    "\n  mutation SubmitGuess($input: SubmitGuessInput!) {\n    submitGuess(input: $input) {\n      round\n      result {\n        ...GuessResultFields\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      session {\n        id\n        isComplete\n        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.\n        ranked\n        totalPoints\n        guessCount\n      }\n    }\n  }\n": typeof types.SubmitGuessDocument,
    "\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      awaitsName\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SessionResultsDocument,
    "\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n": typeof types.ShareableResultDocument,
    "\n  mutation NameSession($sessionId: ID!, $playerName: String!) {\n    nameSession(sessionId: $sessionId, playerName: $playerName) {\n      id\n      playerName\n      standing\n      awaitsName\n    }\n  }\n": typeof types.NameSessionDocument,
    "\n  query HomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    session(id: $sessionId) {\n      id\n      isMine\n      playerName\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n    }\n    sessionRound(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      ...PlayRoundFields\n    }\n  }\n": typeof types.HomeResultDocument,
    "\n  query ShareableHomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      sessionId\n      playerName\n      gameSlug\n      gameTitle\n      points\n      emoji\n      feedback\n      guessCount\n      roundCount\n      shareText\n      gameHome {\n        ...GameHomeCardFields\n      }\n    }\n  }\n": typeof types.ShareableHomeResultDocument,
    "\n  query RoundupHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        ...GameHomeCardFields\n      }\n    }\n  }\n": typeof types.RoundupHomesDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      displayName\n    }\n  }\n": types.MeDocument,
    "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation LogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      id\n      email\n      displayName\n    }\n  }\n": types.LogInDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  query CurrentBrand {\n    currentBrand {\n      id\n      name\n      displayName\n      whitelabelName\n      tagline\n      description\n      logoUrl\n      homeUrl\n      serviceEmail\n      layoutComponent\n      homePageComponent\n      brandedGameSlug\n      locale\n      phone\n      officePhone\n      whatsapp\n      company\n      website\n      agentName\n      agentTitle\n      specialties\n      coverageAreas\n      location\n      address {\n        line1\n        line2\n      }\n      brandColors {\n        primary\n        secondary\n        accent\n      }\n      socialMedia {\n        network\n        url\n      }\n    }\n    website {\n      supportedLocales {\n        code\n      }\n    }\n  }\n": types.CurrentBrandDocument,
    "\n  fragment BuilderHomeFields on BuilderHome {\n    id\n    listingId\n    position\n    visible\n    displayTitle\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    latitude\n    longitude\n    propertyType\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    description\n    price\n    currency\n    priceKind\n    priceBand\n    importedByYou\n    missingFacts\n    missingMessage\n    maskedPrices {\n      field\n      original\n    }\n    photoUrls\n  }\n": types.BuilderHomeFieldsFragmentDoc,
    "\n  fragment BuilderGameFields on BuilderGame {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    poolSize\n    regions\n    scoringMode\n    leaderboardEnabled\n    startsAt\n    endsAt\n    visibility\n    status\n    shareUrl\n    publishProblems\n    homes {\n      ...BuilderHomeFields\n    }\n  }\n": types.BuilderGameFieldsFragmentDoc,
    "\n  query BuilderGame($id: ID!) {\n    builderGame(id: $id) {\n      ...BuilderGameFields\n    }\n  }\n": types.BuilderGameDocument,
    "\n  query BuilderMe {\n    me {\n      id\n    }\n  }\n": types.BuilderMeDocument,
    "\n  mutation CreateGame($settings: GameSettingsInput!) {\n    createGame(settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n": types.CreateGameDocument,
    "\n  mutation UpdateGameSettings($gameId: ID!, $settings: GameSettingsInput!) {\n    updateGameSettings(gameId: $gameId, settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n": types.UpdateGameSettingsDocument,
    "\n  mutation AddHomesFromUrls($gameId: ID!, $urls: [String!]!) {\n    addHomesFromUrls(gameId: $gameId, urls: $urls) {\n      game {\n        ...BuilderGameFields\n      }\n      results {\n        url\n        status\n        message\n        photoProblems\n        maskedPrices {\n          field\n          original\n        }\n      }\n    }\n  }\n": types.AddHomesFromUrlsDocument,
    "\n  query CatalogueHomes($place: String, $propertyType: String, $priceBand: String) {\n    catalogueHomes(place: $place, propertyType: $propertyType, priceBand: $priceBand) {\n      id\n      title\n      city\n      region\n      propertyType\n      bedrooms\n      bathrooms\n      floorAreaSqft\n      priceBand\n    }\n    priceBands {\n      id\n      label\n    }\n  }\n": types.CatalogueHomesDocument,
    "\n  mutation AddCatalogueHome($gameId: ID!, $listingId: ID!) {\n    addCatalogueHome(gameId: $gameId, listingId: $listingId) {\n      game {\n        ...BuilderGameFields\n      }\n    }\n  }\n": types.AddCatalogueHomeDocument,
    "\n  mutation AddHomesFromCsv($gameId: ID!, $csv: String!) {\n    addHomesFromCsv(gameId: $gameId, csv: $csv) {\n      game {\n        ...BuilderGameFields\n      }\n      problems\n    }\n  }\n": types.AddHomesFromCsvDocument,
    "\n  mutation UpdateBuilderHome($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {\n    updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) {\n      ...BuilderGameFields\n    }\n  }\n": types.UpdateBuilderHomeDocument,
    "\n  mutation RemoveBuilderHome($gameId: ID!, $homeId: ID!) {\n    removeBuilderHome(gameId: $gameId, homeId: $homeId) {\n      ...BuilderGameFields\n    }\n  }\n": types.RemoveBuilderHomeDocument,
    "\n  mutation ReorderBuilderHomes($gameId: ID!, $homeIds: [ID!]!) {\n    reorderBuilderHomes(gameId: $gameId, homeIds: $homeIds) {\n      ...BuilderGameFields\n    }\n  }\n": types.ReorderBuilderHomesDocument,
    "\n  mutation PublishGame($gameId: ID!) {\n    publishGame(gameId: $gameId) {\n      ...BuilderGameFields\n    }\n  }\n": types.PublishGameDocument,
    "\n  query BuilderGameBySlug($slug: String!) {\n    builderGameBySlug(slug: $slug) {\n      ...BuilderGameFields\n    }\n  }\n": types.BuilderGameBySlugDocument,
    "\n  query MyBuiltGames {\n    myBuiltGames {\n      id\n      title\n      status\n      shareUrl\n    }\n  }\n": types.MyBuiltGamesDocument,
    "\n  query CameronHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n": types.CameronHomesDocument,
    "\n  query CameronHome($gameHomeId: ID!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: 1) {\n      actualPrice\n      currency\n      commentary\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          priceKind\n          illustrative\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n": types.CameronHomeDocument,
    "\n  query GameList($first: Int!, $after: String, $variant: GameVariant) {\n    games(first: $first, after: $after, variant: $variant) {\n      nodes {\n        id\n        slug\n        title\n        description\n        variant\n        roundCount\n        isOpen\n        isClosed\n        startsAt\n        endsAt\n        entryByToken\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.GameListDocument,
    "\n  query Challenge($period: ChallengePeriod!) {\n    challenge(period: $period) {\n      period\n      periodKey\n      startsAt\n      endsAt\n      nextStartsAt\n      streak\n      # The game as every start page gives it to the start form (GameSummary).\n      game {\n        ...GameSummaryFields\n      }\n      mySession {\n        id\n        isComplete\n        totalPoints\n        maxPoints\n        ranked\n        standing\n        nextRound {\n          gameHome {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ChallengeDocument,
    "\n  query Thread($id: ID!, $gameSlug: String!) {\n    gameHome(id: $id) {\n      id\n      title\n      redditSuffix\n      home {\n        ...PlayHomeFields\n      }\n    }\n    game(slug: $gameSlug) {\n      id\n      homes {\n        id\n      }\n    }\n  }\n": types.ThreadDocument,
    "\n  query ThreadComments($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n        reason\n      }\n    }\n  }\n": types.ThreadCommentsDocument,
    "\n  mutation AddGuessReason($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {\n    addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)\n  }\n": types.AddGuessReasonDocument,
    "\n  query CommunityThreads($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        ...GameHomeCardFields\n        redditSuffix\n      }\n    }\n  }\n": types.CommunityThreadsDocument,
    "\n  query ThreadMarks($id: ID!) {\n    session(id: $id) {\n      id\n      isComplete\n      guessCount\n      roundCount\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n": types.ThreadMarksDocument,
    "\n  mutation StartSessionWithToken($input: StartSessionWithTokenInput!) {\n    startSessionWithToken(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n": types.StartSessionWithTokenDocument,
    "\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n": types.GameMapHomesDocument,
    "\n  fragment GameSummaryFields on Game {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    regions\n    scoringMode\n    playerCount\n    leaderboardEnabled\n    isOpen\n    isClosed\n    startsAt\n    endsAt\n    entryByToken\n    brand {\n      id\n      displayName\n    }\n  }\n": types.GameSummaryFieldsFragmentDoc,
    "\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      ...GameSummaryFields\n    }\n  }\n": types.GameLayoutDocument,
    "\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        # A card shows up to three front pictures: the rest of the pool would only weigh on the page.\n        homes(first: 3) {\n          id\n          home {\n            id\n            pictures {\n              url\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HomeGamesDocument,
    "\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n": types.PlaySessionFieldsFragmentDoc,
    "\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      redditSuffix\n    }\n  }\n": types.NextRoundFieldsFragmentDoc,
    "\n  fragment PlayHomeFields on Home {\n    id\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    currency\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    lotAreaSqft\n    propertyType\n    tenure\n    yearBuilt\n    description\n    priceKind\n    priceDate\n    illustrative\n    sourceNote\n    latitude\n    longitude\n    pictures {\n      url\n      alt\n      kind\n    }\n  }\n": types.PlayHomeFieldsFragmentDoc,
    "\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        ...PlayHomeFields\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n": types.PlayRoundFieldsFragmentDoc,
    "\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n    # The host's commentary, where the game has one (the cameron pages show it).\n    commentary\n  }\n": types.GuessResultFieldsFragmentDoc,
    "\n  fragment GameHomeCardFields on GameHome {\n    id\n    title\n    home {\n      id\n      city\n      region\n      pictures {\n        url\n        alt\n        kind\n      }\n    }\n  }\n": types.GameHomeCardFieldsFragmentDoc,
    "\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n": types.StartSessionDocument,
    "\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n": types.NextSessionRankedDocument,
    "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n        title\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n          title\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n": types.MySessionsDocument,
    "\n  query HomeGuesses($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      actualPrice\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n      }\n    }\n  }\n": types.HomeGuessesDocument,
    "\n  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {\n    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {\n      gameSlug\n      gameTitle\n      period\n      totalPlayers\n      rows {\n        ...LeaderboardRowFields\n      }\n      viewerRow {\n        ...LeaderboardRowFields\n      }\n    }\n  }\n": types.GameLeaderboardDocument,
    "\n  fragment LeaderboardRowFields on LeaderboardRow {\n    rank\n    playerName\n    totalPoints\n    guessCount\n    completedAt\n    isViewer\n    sessionId\n  }\n": types.LeaderboardRowFieldsFragmentDoc,
    "\n  subscription LeaderboardChanged($gameSlug: String!) {\n    leaderboardChanged(gameSlug: $gameSlug) {\n      gameSlug\n      periods\n    }\n  }\n": types.LeaderboardChangedDocument,
    "\n  fragment PartyRoomFields on PartyRoom {\n    code\n    status\n    gameSlug\n    gameTitle\n    roundCount\n    roundSeconds\n    serverNow\n    nextRoomCode\n    players {\n      seat\n      name\n      score\n      isHost\n      plays\n      active\n      connected\n      isViewer\n    }\n    round {\n      number\n      deadline\n      guessCount\n      guessesExpected\n      viewerHasGuessed\n      viewerPlaysThisRound\n      gameHome {\n        id\n        title\n        home {\n          ...PlayHomeFields\n        }\n      }\n      reveal {\n        actualPrice\n        currency\n        nextAt\n        guesses {\n          seat\n          playerName\n          amount\n          points\n          closest\n        }\n      }\n    }\n  }\n": types.PartyRoomFieldsFragmentDoc,
    "\n  query PartyRoom($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": types.PartyRoomDocument,
    "\n  subscription PartyRoomChanged($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": types.PartyRoomChangedDocument,
    "\n  mutation CreatePartyRoom($input: CreatePartyRoomInput!) {\n    createPartyRoom(input: $input) {\n      ...PartyRoomFields\n    }\n  }\n": types.CreatePartyRoomDocument,
    "\n  mutation JoinPartyRoom($code: String!, $playerName: String!) {\n    joinPartyRoom(code: $code, playerName: $playerName) {\n      ...PartyRoomFields\n    }\n  }\n": types.JoinPartyRoomDocument,
    "\n  mutation StartPartyRoom($code: String!) {\n    startPartyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": types.StartPartyRoomDocument,
    "\n  mutation SubmitPartyGuess($code: String!, $amount: Int!) {\n    submitPartyGuess(code: $code, amount: $amount) {\n      ...PartyRoomFields\n    }\n  }\n": types.SubmitPartyGuessDocument,
    "\n  mutation RemovePartyPlayer($code: String!, $seat: Int!) {\n    removePartyPlayer(code: $code, seat: $seat) {\n      ...PartyRoomFields\n    }\n  }\n": types.RemovePartyPlayerDocument,
    "\n  mutation PlayPartyAgain($code: String!) {\n    playPartyAgain(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n": types.PlayPartyAgainDocument,
    "\n  mutation LeavePartyRoom($code: String!) {\n    leavePartyRoom(code: $code)\n  }\n": types.LeavePartyRoomDocument,
    "\n  query PartyGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        poolSize\n        isOpen\n        isClosed\n        entryByToken\n      }\n    }\n  }\n": types.PartyGamesDocument,
    "\n  query PlaySession($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n    }\n  }\n": types.PlaySessionDocument,
    "\n  mutation SubmitGuess($input: SubmitGuessInput!) {\n    submitGuess(input: $input) {\n      round\n      result {\n        ...GuessResultFields\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      session {\n        id\n        isComplete\n        # A session started ranked turns practice on completion if its prices were seen elsewhere meanwhile.\n        ranked\n        totalPoints\n        guessCount\n      }\n    }\n  }\n": types.SubmitGuessDocument,
    "\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      awaitsName\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n": types.SessionResultsDocument,
    "\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n": types.ShareableResultDocument,
    "\n  mutation NameSession($sessionId: ID!, $playerName: String!) {\n    nameSession(sessionId: $sessionId, playerName: $playerName) {\n      id\n      playerName\n      standing\n      awaitsName\n    }\n  }\n": types.NameSessionDocument,
    "\n  query HomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    session(id: $sessionId) {\n      id\n      isMine\n      playerName\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n    }\n    sessionRound(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      ...PlayRoundFields\n    }\n  }\n": types.HomeResultDocument,
    "\n  query ShareableHomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      sessionId\n      playerName\n      gameSlug\n      gameTitle\n      points\n      emoji\n      feedback\n      guessCount\n      roundCount\n      shareText\n      gameHome {\n        ...GameHomeCardFields\n      }\n    }\n  }\n": types.ShareableHomeResultDocument,
    "\n  query RoundupHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        ...GameHomeCardFields\n      }\n    }\n  }\n": types.RoundupHomesDocument,
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      id\n      email\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      id\n      email\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentBrand {\n    currentBrand {\n      id\n      name\n      displayName\n      whitelabelName\n      tagline\n      description\n      logoUrl\n      homeUrl\n      serviceEmail\n      layoutComponent\n      homePageComponent\n      brandedGameSlug\n      locale\n      phone\n      officePhone\n      whatsapp\n      company\n      website\n      agentName\n      agentTitle\n      specialties\n      coverageAreas\n      location\n      address {\n        line1\n        line2\n      }\n      brandColors {\n        primary\n        secondary\n        accent\n      }\n      socialMedia {\n        network\n        url\n      }\n    }\n    website {\n      supportedLocales {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentBrand {\n    currentBrand {\n      id\n      name\n      displayName\n      whitelabelName\n      tagline\n      description\n      logoUrl\n      homeUrl\n      serviceEmail\n      layoutComponent\n      homePageComponent\n      brandedGameSlug\n      locale\n      phone\n      officePhone\n      whatsapp\n      company\n      website\n      agentName\n      agentTitle\n      specialties\n      coverageAreas\n      location\n      address {\n        line1\n        line2\n      }\n      brandColors {\n        primary\n        secondary\n        accent\n      }\n      socialMedia {\n        network\n        url\n      }\n    }\n    website {\n      supportedLocales {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuilderHomeFields on BuilderHome {\n    id\n    listingId\n    position\n    visible\n    displayTitle\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    latitude\n    longitude\n    propertyType\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    description\n    price\n    currency\n    priceKind\n    priceBand\n    importedByYou\n    missingFacts\n    missingMessage\n    maskedPrices {\n      field\n      original\n    }\n    photoUrls\n  }\n"): (typeof documents)["\n  fragment BuilderHomeFields on BuilderHome {\n    id\n    listingId\n    position\n    visible\n    displayTitle\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    latitude\n    longitude\n    propertyType\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    description\n    price\n    currency\n    priceKind\n    priceBand\n    importedByYou\n    missingFacts\n    missingMessage\n    maskedPrices {\n      field\n      original\n    }\n    photoUrls\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuilderGameFields on BuilderGame {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    poolSize\n    regions\n    scoringMode\n    leaderboardEnabled\n    startsAt\n    endsAt\n    visibility\n    status\n    shareUrl\n    publishProblems\n    homes {\n      ...BuilderHomeFields\n    }\n  }\n"): (typeof documents)["\n  fragment BuilderGameFields on BuilderGame {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    poolSize\n    regions\n    scoringMode\n    leaderboardEnabled\n    startsAt\n    endsAt\n    visibility\n    status\n    shareUrl\n    publishProblems\n    homes {\n      ...BuilderHomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderGame($id: ID!) {\n    builderGame(id: $id) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  query BuilderGame($id: ID!) {\n    builderGame(id: $id) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderMe {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query BuilderMe {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGame($settings: GameSettingsInput!) {\n    createGame(settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGame($settings: GameSettingsInput!) {\n    createGame(settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameSettings($gameId: ID!, $settings: GameSettingsInput!) {\n    updateGameSettings(gameId: $gameId, settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGameSettings($gameId: ID!, $settings: GameSettingsInput!) {\n    updateGameSettings(gameId: $gameId, settings: $settings) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHomesFromUrls($gameId: ID!, $urls: [String!]!) {\n    addHomesFromUrls(gameId: $gameId, urls: $urls) {\n      game {\n        ...BuilderGameFields\n      }\n      results {\n        url\n        status\n        message\n        photoProblems\n        maskedPrices {\n          field\n          original\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddHomesFromUrls($gameId: ID!, $urls: [String!]!) {\n    addHomesFromUrls(gameId: $gameId, urls: $urls) {\n      game {\n        ...BuilderGameFields\n      }\n      results {\n        url\n        status\n        message\n        photoProblems\n        maskedPrices {\n          field\n          original\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueHomes($place: String, $propertyType: String, $priceBand: String) {\n    catalogueHomes(place: $place, propertyType: $propertyType, priceBand: $priceBand) {\n      id\n      title\n      city\n      region\n      propertyType\n      bedrooms\n      bathrooms\n      floorAreaSqft\n      priceBand\n    }\n    priceBands {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query CatalogueHomes($place: String, $propertyType: String, $priceBand: String) {\n    catalogueHomes(place: $place, propertyType: $propertyType, priceBand: $priceBand) {\n      id\n      title\n      city\n      region\n      propertyType\n      bedrooms\n      bathrooms\n      floorAreaSqft\n      priceBand\n    }\n    priceBands {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCatalogueHome($gameId: ID!, $listingId: ID!) {\n    addCatalogueHome(gameId: $gameId, listingId: $listingId) {\n      game {\n        ...BuilderGameFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddCatalogueHome($gameId: ID!, $listingId: ID!) {\n    addCatalogueHome(gameId: $gameId, listingId: $listingId) {\n      game {\n        ...BuilderGameFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHomesFromCsv($gameId: ID!, $csv: String!) {\n    addHomesFromCsv(gameId: $gameId, csv: $csv) {\n      game {\n        ...BuilderGameFields\n      }\n      problems\n    }\n  }\n"): (typeof documents)["\n  mutation AddHomesFromCsv($gameId: ID!, $csv: String!) {\n    addHomesFromCsv(gameId: $gameId, csv: $csv) {\n      game {\n        ...BuilderGameFields\n      }\n      problems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBuilderHome($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {\n    updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBuilderHome($gameId: ID!, $homeId: ID!, $input: BuilderHomeInput!) {\n    updateBuilderHome(gameId: $gameId, homeId: $homeId, input: $input) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBuilderHome($gameId: ID!, $homeId: ID!) {\n    removeBuilderHome(gameId: $gameId, homeId: $homeId) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBuilderHome($gameId: ID!, $homeId: ID!) {\n    removeBuilderHome(gameId: $gameId, homeId: $homeId) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderBuilderHomes($gameId: ID!, $homeIds: [ID!]!) {\n    reorderBuilderHomes(gameId: $gameId, homeIds: $homeIds) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderBuilderHomes($gameId: ID!, $homeIds: [ID!]!) {\n    reorderBuilderHomes(gameId: $gameId, homeIds: $homeIds) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishGame($gameId: ID!) {\n    publishGame(gameId: $gameId) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishGame($gameId: ID!) {\n    publishGame(gameId: $gameId) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuilderGameBySlug($slug: String!) {\n    builderGameBySlug(slug: $slug) {\n      ...BuilderGameFields\n    }\n  }\n"): (typeof documents)["\n  query BuilderGameBySlug($slug: String!) {\n    builderGameBySlug(slug: $slug) {\n      ...BuilderGameFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBuiltGames {\n    myBuiltGames {\n      id\n      title\n      status\n      shareUrl\n    }\n  }\n"): (typeof documents)["\n  query MyBuiltGames {\n    myBuiltGames {\n      id\n      title\n      status\n      shareUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CameronHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CameronHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CameronHome($gameHomeId: ID!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: 1) {\n      actualPrice\n      currency\n      commentary\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          priceKind\n          illustrative\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CameronHome($gameHomeId: ID!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: 1) {\n      actualPrice\n      currency\n      commentary\n      gameHome {\n        id\n        title\n        home {\n          id\n          city\n          region\n          priceKind\n          illustrative\n          pictures {\n            url\n            alt\n            kind\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameList($first: Int!, $after: String, $variant: GameVariant) {\n    games(first: $first, after: $after, variant: $variant) {\n      nodes {\n        id\n        slug\n        title\n        description\n        variant\n        roundCount\n        isOpen\n        isClosed\n        startsAt\n        endsAt\n        entryByToken\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameList($first: Int!, $after: String, $variant: GameVariant) {\n    games(first: $first, after: $after, variant: $variant) {\n      nodes {\n        id\n        slug\n        title\n        description\n        variant\n        roundCount\n        isOpen\n        isClosed\n        startsAt\n        endsAt\n        entryByToken\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Challenge($period: ChallengePeriod!) {\n    challenge(period: $period) {\n      period\n      periodKey\n      startsAt\n      endsAt\n      nextStartsAt\n      streak\n      # The game as every start page gives it to the start form (GameSummary).\n      game {\n        ...GameSummaryFields\n      }\n      mySession {\n        id\n        isComplete\n        totalPoints\n        maxPoints\n        ranked\n        standing\n        nextRound {\n          gameHome {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Challenge($period: ChallengePeriod!) {\n    challenge(period: $period) {\n      period\n      periodKey\n      startsAt\n      endsAt\n      nextStartsAt\n      streak\n      # The game as every start page gives it to the start form (GameSummary).\n      game {\n        ...GameSummaryFields\n      }\n      mySession {\n        id\n        isComplete\n        totalPoints\n        maxPoints\n        ranked\n        standing\n        nextRound {\n          gameHome {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Thread($id: ID!, $gameSlug: String!) {\n    gameHome(id: $id) {\n      id\n      title\n      redditSuffix\n      home {\n        ...PlayHomeFields\n      }\n    }\n    game(slug: $gameSlug) {\n      id\n      homes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query Thread($id: ID!, $gameSlug: String!) {\n    gameHome(id: $id) {\n      id\n      title\n      redditSuffix\n      home {\n        ...PlayHomeFields\n      }\n    }\n    game(slug: $gameSlug) {\n      id\n      homes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadComments($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadComments($gameHomeId: ID!, $limit: Int!) {\n    homeGuesses(gameHomeId: $gameHomeId, limit: $limit) {\n      averageGuess\n      currency\n      totalCount\n      gameHome {\n        id\n      }\n      guesses {\n        id\n        amount\n        emoji\n        points\n        playerName\n        guessedAt\n        isViewer\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGuessReason($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {\n    addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AddGuessReason($sessionId: ID!, $gameHomeId: ID!, $reason: String!) {\n    addGuessReason(sessionId: $sessionId, gameHomeId: $gameHomeId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityThreads($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        ...GameHomeCardFields\n        redditSuffix\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityThreads($slug: String!) {\n    game(slug: $slug) {\n      id\n      homes {\n        ...GameHomeCardFields\n        redditSuffix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadMarks($id: ID!) {\n    session(id: $id) {\n      id\n      isComplete\n      guessCount\n      roundCount\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadMarks($id: ID!) {\n    session(id: $id) {\n      id\n      isComplete\n      guessCount\n      roundCount\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSessionWithToken($input: StartSessionWithTokenInput!) {\n    startSessionWithToken(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSessionWithToken($input: StartSessionWithTokenInput!) {\n    startSessionWithToken(input: $input) {\n      id\n      playerName\n      game {\n        id\n        slug\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameMapHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        id\n        title\n        home {\n          id\n          city\n          region\n          country\n          latitude\n          longitude\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameSummaryFields on Game {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    regions\n    scoringMode\n    playerCount\n    leaderboardEnabled\n    isOpen\n    isClosed\n    startsAt\n    endsAt\n    entryByToken\n    brand {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment GameSummaryFields on Game {\n    id\n    slug\n    title\n    description\n    variant\n    roundCount\n    regions\n    scoringMode\n    playerCount\n    leaderboardEnabled\n    isOpen\n    isClosed\n    startsAt\n    endsAt\n    entryByToken\n    brand {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      ...GameSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query GameLayout($slug: String!) {\n    game(slug: $slug) {\n      ...GameSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        # A card shows up to three front pictures: the rest of the pool would only weigh on the page.\n        homes(first: 3) {\n          id\n          home {\n            id\n            pictures {\n              url\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        description\n        roundCount\n        regions\n        scoringMode\n        playerCount\n        leaderboardEnabled\n        isOpen\n        # A card shows up to three front pictures: the rest of the pool would only weigh on the page.\n        homes(first: 3) {\n          id\n          home {\n            id\n            pictures {\n              url\n              kind\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n"): (typeof documents)["\n  fragment PlaySessionFields on PlaySession {\n    id\n    isMine\n    isComplete\n    ranked\n    playerName\n    totalPoints\n    maxPoints\n    guessCount\n    roundCount\n    game {\n      id\n      slug\n    }\n    nextRound {\n      ...NextRoundFields\n    }\n    rounds {\n      ...PlayRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      redditSuffix\n    }\n  }\n"): (typeof documents)["\n  fragment NextRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      redditSuffix\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayHomeFields on Home {\n    id\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    currency\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    lotAreaSqft\n    propertyType\n    tenure\n    yearBuilt\n    description\n    priceKind\n    priceDate\n    illustrative\n    sourceNote\n    latitude\n    longitude\n    pictures {\n      url\n      alt\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment PlayHomeFields on Home {\n    id\n    title\n    addressLine\n    city\n    region\n    postalCode\n    country\n    currency\n    bedrooms\n    bathrooms\n    floorAreaSqft\n    lotAreaSqft\n    propertyType\n    tenure\n    yearBuilt\n    description\n    priceKind\n    priceDate\n    illustrative\n    sourceNote\n    latitude\n    longitude\n    pictures {\n      url\n      alt\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        ...PlayHomeFields\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n"): (typeof documents)["\n  fragment PlayRoundFields on SessionRound {\n    round\n    gameHome {\n      id\n      round\n      title\n      home {\n        ...PlayHomeFields\n      }\n    }\n    result {\n      ...GuessResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n    # The host's commentary, where the game has one (the cameron pages show it).\n    commentary\n  }\n"): (typeof documents)["\n  fragment GuessResultFields on GuessResult {\n    id\n    points\n    feedback\n    emoji\n    actualPrice\n    amount\n    diffPercent\n    currency\n    guessedAt\n    # The host's commentary, where the game has one (the cameron pages show it).\n    commentary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameHomeCardFields on GameHome {\n    id\n    title\n    home {\n      id\n      city\n      region\n      pictures {\n        url\n        alt\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GameHomeCardFields on GameHome {\n    id\n    title\n    home {\n      id\n      city\n      region\n      pictures {\n        url\n        alt\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSession($input: StartSessionInput!) {\n    startSession(input: $input) {\n      id\n      nextRound {\n        ...NextRoundFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n"): (typeof documents)["\n  query NextSessionRanked($slug: String!) {\n    game(slug: $slug) {\n      id\n      nextSessionRanked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n        title\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n          title\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySessions($limit: Int!) {\n    mySessions(limit: $limit) {\n      id\n      playerName\n      startedAt\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n      ranked\n      game {\n        id\n        slug\n        title\n        variant\n      }\n      nextRound {\n        ...NextRoundFields\n      }\n      rounds {\n        round\n        gameHome {\n          id\n          title\n        }\n        result {\n          id\n          points\n          emoji\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PartyRoomFields on PartyRoom {\n    code\n    status\n    gameSlug\n    gameTitle\n    roundCount\n    roundSeconds\n    serverNow\n    nextRoomCode\n    players {\n      seat\n      name\n      score\n      isHost\n      plays\n      active\n      connected\n      isViewer\n    }\n    round {\n      number\n      deadline\n      guessCount\n      guessesExpected\n      viewerHasGuessed\n      viewerPlaysThisRound\n      gameHome {\n        id\n        title\n        home {\n          ...PlayHomeFields\n        }\n      }\n      reveal {\n        actualPrice\n        currency\n        nextAt\n        guesses {\n          seat\n          playerName\n          amount\n          points\n          closest\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PartyRoomFields on PartyRoom {\n    code\n    status\n    gameSlug\n    gameTitle\n    roundCount\n    roundSeconds\n    serverNow\n    nextRoomCode\n    players {\n      seat\n      name\n      score\n      isHost\n      plays\n      active\n      connected\n      isViewer\n    }\n    round {\n      number\n      deadline\n      guessCount\n      guessesExpected\n      viewerHasGuessed\n      viewerPlaysThisRound\n      gameHome {\n        id\n        title\n        home {\n          ...PlayHomeFields\n        }\n      }\n      reveal {\n        actualPrice\n        currency\n        nextAt\n        guesses {\n          seat\n          playerName\n          amount\n          points\n          closest\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartyRoom($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  query PartyRoom($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PartyRoomChanged($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  subscription PartyRoomChanged($code: String!) {\n    partyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePartyRoom($input: CreatePartyRoomInput!) {\n    createPartyRoom(input: $input) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePartyRoom($input: CreatePartyRoomInput!) {\n    createPartyRoom(input: $input) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinPartyRoom($code: String!, $playerName: String!) {\n    joinPartyRoom(code: $code, playerName: $playerName) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinPartyRoom($code: String!, $playerName: String!) {\n    joinPartyRoom(code: $code, playerName: $playerName) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPartyRoom($code: String!) {\n    startPartyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartPartyRoom($code: String!) {\n    startPartyRoom(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPartyGuess($code: String!, $amount: Int!) {\n    submitPartyGuess(code: $code, amount: $amount) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPartyGuess($code: String!, $amount: Int!) {\n    submitPartyGuess(code: $code, amount: $amount) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePartyPlayer($code: String!, $seat: Int!) {\n    removePartyPlayer(code: $code, seat: $seat) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePartyPlayer($code: String!, $seat: Int!) {\n    removePartyPlayer(code: $code, seat: $seat) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayPartyAgain($code: String!) {\n    playPartyAgain(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlayPartyAgain($code: String!) {\n    playPartyAgain(code: $code) {\n      ...PartyRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeavePartyRoom($code: String!) {\n    leavePartyRoom(code: $code)\n  }\n"): (typeof documents)["\n  mutation LeavePartyRoom($code: String!) {\n    leavePartyRoom(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartyGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        poolSize\n        isOpen\n        isClosed\n        entryByToken\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartyGames($first: Int!) {\n    games(first: $first) {\n      nodes {\n        id\n        slug\n        title\n        variant\n        poolSize\n        isOpen\n        isClosed\n        entryByToken\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      awaitsName\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionResults($id: ID!) {\n    session(id: $id) {\n      ...PlaySessionFields\n      rating\n      standing\n      awaitsName\n      startedAt\n      completedAt\n      game {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareableResult($sessionId: ID!) {\n    shareableResult(sessionId: $sessionId) {\n      sessionId\n      gameSlug\n      gameTitle\n      playerName\n      isComplete\n      ranked\n      totalPoints\n      maxPoints\n      rating\n      standing\n      playUrl\n      shareText\n      rounds {\n        round\n        emoji\n        points\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NameSession($sessionId: ID!, $playerName: String!) {\n    nameSession(sessionId: $sessionId, playerName: $playerName) {\n      id\n      playerName\n      standing\n      awaitsName\n    }\n  }\n"): (typeof documents)["\n  mutation NameSession($sessionId: ID!, $playerName: String!) {\n    nameSession(sessionId: $sessionId, playerName: $playerName) {\n      id\n      playerName\n      standing\n      awaitsName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    session(id: $sessionId) {\n      id\n      isMine\n      playerName\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n    }\n    sessionRound(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      ...PlayRoundFields\n    }\n  }\n"): (typeof documents)["\n  query HomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    session(id: $sessionId) {\n      id\n      isMine\n      playerName\n      isComplete\n      guessCount\n      roundCount\n      totalPoints\n      maxPoints\n    }\n    sessionRound(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      ...PlayRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareableHomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      sessionId\n      playerName\n      gameSlug\n      gameTitle\n      points\n      emoji\n      feedback\n      guessCount\n      roundCount\n      shareText\n      gameHome {\n        ...GameHomeCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShareableHomeResult($sessionId: ID!, $gameHomeId: ID!) {\n    shareableHomeResult(sessionId: $sessionId, gameHomeId: $gameHomeId) {\n      sessionId\n      playerName\n      gameSlug\n      gameTitle\n      points\n      emoji\n      feedback\n      guessCount\n      roundCount\n      shareText\n      gameHome {\n        ...GameHomeCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundupHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        ...GameHomeCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoundupHomes($slug: String!) {\n    game(slug: $slug) {\n      id\n      poolSize\n      homes {\n        ...GameHomeCardFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;