import type { AreaName } from './words';
import { monthName, numberWord } from './english-words';
import type { KingCountyWords, ServerWords } from './words';

const VIEW = ['', 'a modest', 'an average', 'a good', 'an excellent'];
const CONDITION = ['', 'poor', 'fair', 'average', 'good', 'very good'];
// King County assessor building grades; 1 to 3 fall short of minimum building standards.
const GRADE = [
  '',
  'substandard',
  'substandard',
  'substandard',
  'low',
  'fair',
  'low average',
  'average',
  'good',
  'better',
  'very good',
  'excellent',
  'luxury',
  'mansion',
];

const count = (n: number, word: string) => `${numberWord(n)} ${word}${n === 1 ? '' : 's'}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const place = (area: AreaName) => `${area.definite ? 'the ' : ''}${listOf(area.names)}`;
const renovation = (year: number | null) => (year ? `, renovated in ${year}` : '');

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function levels(floors: number): string {
  if (floors === 1) return 'single-level';
  if (floors === 1.5) return 'one-and-a-half-story';
  return `${numberWord(floors)}-story`;
}

const kingCounty: KingCountyWords = {
  title: (bedrooms, townhouse) =>
    `${bedrooms === 0 ? 'Studio' : `${bedrooms} bed`} ${townhouse ? 'townhouse' : 'house'}`,
  near: (neighbourhood) => `Home near ${place(neighbourhood)}`,
  inZip: (zip) => `Home in ZIP ${zip}`,
  rooms: (bedrooms, bathrooms) => `${count(bedrooms, 'bedroom')} and ${count(bathrooms, 'bathroom')}`,
  area: (squareFeet) => `${squareFeet.toLocaleString('en-US')} sq ft`,
  kind: (floors, townhouse) => `${levels(floors)} ${townhouse ? 'townhouse' : 'house'}`,
  openers: [
    ({ kind, area, rooms }) => `A ${kind} in ${place(area)} with ${rooms}.`,
    ({ kind, area, rooms }) => `${capitalise(rooms)} in a ${kind} in ${place(area)}.`,
    ({ kind, area, rooms, size }) => `This ${kind} in ${place(area)} has ${rooms} and ${size} of living space.`,
  ],
  lot: [(lot) => `It stands on a ${lot} lot.`, (lot) => `The lot measures ${lot}.`],
  size: [
    (size, lot) => `${size} of living space${lot ? ` on a ${lot} lot` : ''}.`,
    (size, lot) => `It offers ${size} inside${lot ? `, and the lot is ${lot}` : ''}.`,
  ],
  waterfront: ['It sits right on the waterfront.', 'A waterfront property.'],
  view: [
    (rating) => `The assessor rated its view ${VIEW[rating].split(' ')[1]} (${rating} of 4).`,
    (rating) => `It has ${VIEW[rating]} view (${rating} of 4).`,
  ],
  condition: (rating) =>
    rating <= 2
      ? `Recorded in ${CONDITION[rating]} condition (${rating} of 5): expect work to do.`
      : rating >= 4
        ? `Kept in ${CONDITION[rating]} condition (${rating} of 5).`
        : `Condition rated average (3 of 5).`,
  grade: (grade) => `Building grade ${grade} of 13 (${GRADE[grade]}).`,
  renovated: (year) => `Renovated in ${year}.`,
  newlyBuilt: (year) => `Newly built in ${year}.`,
  older: (built, renovated) => `An older home, built in ${built}${renovation(renovated)}.`,
  built: [
    (built, renovated) => `Built in ${built}${renovation(renovated)}.`,
    (built, renovated) => `It dates from ${built}${renovation(renovated)}.`,
  ],
  sold: [
    (month, year, _place) => `Sold in ${monthName(month)} ${year}.`,
    (month, year, _place) => `The sale was recorded in ${monthName(month)} ${year}.`,
    (month, year, { neighbourhood, city }) =>
      `${neighbourhood ? `${place(neighbourhood)}, ${city}` : city}; sold ${monthName(month)} ${year}.`,
  ],
};

export const en: ServerWords = {
  list: listOf,
  sourceNote: {
    illustrative: 'Illustrative home, invented for the demo',
    sold: (date) => `Sold ${date}`,
    listed: (date) => `Listed ${date}`,
    kingCounty: 'King County public sale record',
    listingOn: (host) => `Listing on ${host}`,
  },
  placeOnlyTitle: (city) => `A home in ${city}`,
  kingCounty,
  pictures: {
    bedroom: (n) => `Bedroom ${n}`,
    bedroomShort: (n) => `Bed ${n}`,
    bathroom: 'Bathroom',
    enSuite: 'En suite',
    enSuiteShort: 'Ens.',
    bath: (n) => `Bath ${n}`,
    bathShort: 'Bath',
    wc: (uk) => (uk ? 'WC' : 'Powder'),
    wcShort: 'WC',
    living: (uk) => (uk ? 'Reception' : 'Living'),
    livingShort: 'Living',
    kitchen: (uk) => (uk ? 'Kitchen/Diner' : 'Kitchen'),
    kitchenShort: 'Kitchen',
    studio: 'Studio',
    floors: (uk) => (uk ? ['Ground floor', 'First floor', 'Second floor'] : ['Main level', 'Upper level', 'Top level']),
    floorPlan: 'Floor plan',
    area: (squareMetres, squareFeet, uk) =>
      `${uk ? `Approx. ${squareMetres} m² (${squareFeet} sq ft)` : `Approx. ${squareFeet} sq ft`} · for illustration only`,
    illustrative: 'Illustrative',
    alt: (kind, home) => {
      const what = home.title.toLowerCase();
      // "an 8 bed …", "an 11 bed …", "an 18 bed …", "an end-of-terrace …"
      const article = /^(8|11(?!\d)|18(?!\d)|[aeiou])/.test(what) ? 'an' : 'a';
      const prefix = { front: 'Front of', street: 'Street view of', plan: 'Floor plan of' }[kind];
      const water = home.waterfront && kind !== 'plan' ? ', facing the water' : '';
      const invented = home.illustrative ? ' (an illustrative, invented home)' : '';
      return `${prefix} ${article} ${what} in ${home.city}${water}${invented}`;
    },
    aHome: 'home',
  },
  share: {
    practice: 'practice (not ranked)',
    notGuessedYet: 'not guessed yet',
    canYouBeatMe: 'Can you beat me?',
    playCurrentChallenge: (challenge) => `Play ${challenge}:`,
    card: {
      invitation: (brand) => `Can you beat that? Play on ${brand}`,
      pricesHidden: 'Prices stay hidden until you guess',
    },
  },
  heads: {
    siteTitle: (brand) => `${brand}: guess what homes sell for`,
    siteDescription:
      'Guess the prices of recorded home sales and illustrative homes, alone or with friends, compare your score on live leaderboards and share your results.',
    keywords: 'house price game, guess the price, property quiz, real estate game, home value quiz',
    regionKeyword: (region) => `${region} house prices`,
    notFound: 'Page not found',
    scored: (player, score, what) => `${player} scored ${score} on ${what}`,
    practiceSuffix: ' (practice)',
    yetToGuess: (player, home) => `${player} has yet to guess ${home}`,
    beatSession: (player, homes, game, brand) =>
      `Can you beat ${player}? Guess the prices of ${homes} homes of ${game} on ${brand}.`,
    beatHome: (player, game, brand) =>
      `Can you beat ${player}? Guess the prices of recent sales in ${game} on ${brand}.`,
    // English heads are the registry's own.
    sitePages: {},
    gamePages: {},
  },
  play: {
    noSuchSession: 'That game session does not exist.',
    notYourSession: 'This game session belongs to another player.',
    homeNotInSession: 'That home is not part of this game session.',
    nameAtEnd: 'This game asks your name at the end, once you have played.',
    gameClosed: 'This game has closed: only its results can be seen.',
    gameClosedToGuesses: 'This game has closed: it takes no more guesses.',
    gameNotOpen: 'This game is not open for play right now.',
    noHomes: 'This game has no homes to guess yet.',
    noSuchGame: (slug) => `There is no game called "${slug}".`,
    noLeaderboard: 'This game has no leaderboard.',
    alreadyPlayed: (what) => `You have played ${what}: see your result.`,
    thisGame: 'this game',
    nameTaken: 'This game took your name when you started.',
    finishFirst: 'Finish the game first, then give your name for the board.',
    alreadyNamed: 'This game session already has a name.',
    alreadyGuessed: 'You have already guessed this home in this game session.',
    guessInOrder: 'Guess the homes in order: this one comes later.',
    guessFirstToSeeOthers: "Guess this home first to see everyone else's guesses.",
    homeInParty:
      'This home is being played live in a party room right now: guess it once the party has revealed its price.',
    noHomesForChallenge: 'This site has no homes for a challenge yet.',
    challengeDescription: (homes, period) => {
      const count = numberWord(homes);
      const when = period === 'daily' ? 'today' : 'this week';
      return `${count.charAt(0).toUpperCase()}${count.slice(1)} homes, the same for every player ${when}: one try each, and a leaderboard of its own.`;
    },
    enterToken: 'Enter the entry token your host gave you.',
    tokenNeeded: 'This game is entered with a token from its host.',
    tokenRefused: 'That entry token is not valid, or has been used.',
    noGame: 'That game does not exist.',
    homeNotInAnyGame: 'That home is not part of any game.',
    homeNotInGame: 'That home is not part of this game.',
    reasonsOnlyInCommunity: 'Reasons can be added only in community games.',
    reasonGiven: 'You have already given a reason for this guess.',
    guessBeforeReason: 'Guess this home first, then say why.',
    enterPlayerName: 'Please enter a player name.',
    longPlayerName: (max) => `Player names can be at most ${max} characters.`,
  },
  party: {
    roundCounts: 'A party plays 3, 5 or 10 rounds.',
    roundSeconds: (min, max) => `A round lasts ${min} to ${max} seconds.`,
    fewerRounds: (homes) => `This game has ${homes} homes: choose fewer rounds.`,
    playAgainWhenFinished: 'Play again once this game has finished.',
    started: 'This game has already started.',
    needsAPlayer: 'A game needs at least one player in the room.',
    noRound: 'No round is being played in this room.',
    presenting: 'You are presenting this room: the players guess on their own screens.',
    joinedMidRound: 'You joined during this round: you play from the next one.',
    alreadyGuessed: 'You have already guessed this round.',
    timeUp: 'Time is up for this round: guesses are closed.',
    emptySeat: (seat) => `No player sits in seat ${seat}.`,
    hostRemovesSelf: 'The host cannot remove themselves: leave the room instead.',
    fewerHomesNow: (homes) => `This game now has ${homes} homes: open a room with fewer rounds.`,
    codesInUse: 'Every room code is in use right now: please try again in a minute.',
    hostOnly: {
      playAgain: 'Only the host can play again.',
      start: 'Only the host can start the game.',
      remove: 'Only the host can remove a player.',
    },
    noSuchRoom: 'No room has that code: check it with your host.',
    tokenGame:
      'This game is entered with a token from its host, one player a token: it cannot be played in a party room.',
    nameTaken: (name) => `Someone in this room is called "${name}": choose another name.`,
    removed: 'The host removed you from this room.',
    expired: 'This room has expired: ask your host for a new code.',
    finished: "This room's game has finished.",
    full: (players) => `This room is full (${players} players).`,
    notSeated: 'You are not in this room: join it with its code.',
  },
  brandProfile: {
    notSaved: (problems) => `The profile was not saved: ${problems}`,
    noSuchGame: (slug) => `This site has no game "${slug}".`,
    fields: {
      displayName: 'Name shown on the site',
      description: 'Description',
      tagline: 'Tagline',
      'brandColors.primary': 'Main colour',
      'brandColors.secondary': 'Surface colour',
      'brandColors.accent': 'Accent colour',
      homeUrl: 'Home page address',
      serviceEmail: 'Service email',
      whitelabelName: 'White-label name',
      logoUrl: 'Logo address',
      layoutComponent: 'Layout',
      homePageComponent: 'Home page',
      brandedGameSlug: "The brand's own game",
      locale: 'Language',
      phone: 'Phone',
      officePhone: 'Office phone',
      whatsapp: 'WhatsApp',
      company: 'Company',
      addressLine1: 'Address, first line',
      addressLine2: 'Address, second line',
      website: 'Website',
      agentName: 'Agent name',
      agentTitle: 'Agent title',
      specialties: 'Specialties',
      coverageAreas: 'Coverage areas',
      location: 'Location',
      propertyReference: 'Property reference',
      googleAnalyticsId: 'Google Analytics id',
    },
    socialLink: (n) => `Social link ${n}`,
  },
  access: {
    logIn: 'Log in to do this.',
    notAllowed: 'Your account may not do this.',
    onlyFor: (roles) => `This is for ${roles}.`,
    roles: { creator: 'game creators', brand_admin: "this brand's admins", site_admin: 'site admins' },
    logInFirst: (refusal) => `Log in first. ${refusal}`,
    rules: {
      createGame: 'Games are built by an account: create one or log in, then build your game.',
      publishGames:
        "Only this brand's admins and the creators it has invited build and publish games on its site. Build yours on the main site.",
      editBrand: "Only this brand's admins and site admins may edit its profile.",
      manageBrand: "Only this brand's admins and site admins may manage its games.",
      editGame: "Only this game's creator, an admin of its brand or a site admin may edit this game.",
      manageGuesses: "Only this game's creator, an admin of its brand or a site admin may manage its guesses.",
    },
  },
  builder: {
    keepsKind: 'A published game keeps its kind: its links and results depend on it.',
    pasteOne: 'Paste at least one listing address.',
    pasteAtMost: (max) => `Paste at most ${max} addresses at a time.`,
    notAWebAddress: "That is not a web address: paste the listing's full URL (https://...).",
    alreadyInGame: 'This home is already in the game.',
    atMostHomes: (max) => `A game holds at most ${max} homes.`,
    photoNotStored: (photo, why) => `Photo ${photo} was not stored: ${why}`,
    photoNotItsType: (mediaType) => `its content is not the ${mediaType} it claims to be.`,
    photoUnreadable: 'it could not be read as an image.',
    logInToBuild: 'Log in to build a game.',
    noSuchPriceBand: 'That price band is not one of the choices.',
    noSuchPropertyType: 'That property type is not one of the choices.',
    notInCatalogue: 'That home is not in the catalogue.',
    homeNotInGame: 'That home is not in this game.',
    publishedKeepsFacts:
      "A published game's homes keep their facts and price, as players have guessed them: hide the home and add a corrected one.",
    catalogueRecord:
      'This home is a record of the catalogue: its facts and price are shared with other games, so they are not changed here.',
    importedByAnother:
      'Another account imported this home: its facts and price are theirs and in their games, so only they may change them. Remove it and paste or import your own.',
    guessedIn: (game) =>
      `Players of "${game}" have guessed this home, so its facts and price stay as they were guessed. Remove it and add a corrected one.`,
    cannotShow: (missing) =>
      `This home cannot be shown: ${missing} A published game's homes keep their facts, so add it to a draft instead.`,
    publishedHomesPlayed: "A published game's homes have been played: hide the home instead.",
    listEachOnce: "List each of the game's homes once, in the new order.",
    addMoreHomes: (more, needed) =>
      `Add ${more} more home${more === 1 ? '' : 's'}: the game needs ${needed} shown homes.`,
    homeLacks: (home, missing) => `"${home}": ${missing}`,
    noPriceYet: 'No price yet',
    edit: {
      fields: {
        displayTitle: 'display title',
        title: 'title',
        address: 'address',
        city: 'city',
        region: 'region',
        postcode: 'postcode',
        description: 'description',
        latitude: 'latitude',
        longitude: 'longitude',
        bedrooms: 'bedrooms',
        bathrooms: 'bathrooms',
        floorArea: 'floor area',
        yearBuilt: 'year built',
        price: 'price',
      },
      empty: (field) => `The ${field} cannot be empty.`,
      tooLong: (field, max) => `The ${field} is longer than ${max} characters.`,
      numberRange: (field, min, max) => `The ${field} must be a number from ${min} to ${max}.`,
      country: (countries) => `The country must be one of ${countries}.`,
      propertyType: (types) => `The property type must be one of ${types}.`,
      tenure: 'The tenure must be freehold or leasehold.',
      currency: 'The currency must be GBP, USD or EUR.',
      priceKind: 'The price must be asking or sold.',
      nullIsland: 'The map position 0, 0 is not a home.',
    },
    csv: {
      unreadable: (reason) => `The CSV could not be read: ${reason}`,
      needsHeader: (columns, lacking) =>
        `The CSV needs a header with the columns ${columns}` +
        (lacking ? ` (it lacks ${lacking}).` : ' and at least one row.'),
      tooLarge: (kilobytes, rows) => `A CSV may be at most ${kilobytes} KB and ${rows} homes.`,
      rowLength: (line, values, columns) =>
        `line ${line}: it has ${values} values where the header has ${columns} columns, so it was not read.`,
      alreadyInGame: (line) => `line ${line}: this home is already in the game`,
      priceBelow: (line, price, min) =>
        `line ${line}: the price ${price} is below ${min}, the lowest price a player can guess.`,
      priceAbove: (line, price, max) =>
        `line ${line}: the price ${price} is above ${max}, the highest price a player can guess.`,
    },
  },
  importer: {
    notAListing: {
      botCheck: (title) =>
        `This page is a bot check ("${title || 'a captcha'}"), not the listing: the site did not show the listing to the importer. Try again later, or paste the home's page on another site.`,
      consentWall:
        "This page is a cookie consent wall, not the listing: the site asks for consent the importer cannot give. Paste the home's page on another site.",
      article: "This page is an article, not a listing: paste the address of a home's own page.",
      searchResults: "This page is a list of search results, not a listing: paste the address of one home's own page.",
      estateAgent: "This page is about an estate agent, not a listing: paste the address of one home's own page.",
    },
    fetch: {
      address: 'The address',
      redirectedAddress: 'The page redirected to an address that',
      notAWebAddress: (subject) => `${subject} is not a web address: paste the listing's full URL (https://...).`,
      scheme: (subject, protocol) => `${subject} uses ${protocol}: only http and https pages can be imported.`,
      tooLong: (subject, max) => `${subject} is longer than ${max} characters.`,
      credentials: (subject) => `${subject} has a user name or password in it, which cannot be imported.`,
      unknownHost: (host) => `The site ${host} could not be found.`,
      notPublic: (host, redirected) =>
        `${redirected ? `The page redirected to ${host}, which` : host} is not a public internet address (a private, ` +
        'local or reserved network): it cannot be imported.',
      tooManyRedirects: (max) => `The page redirected more than ${max} times.`,
      redirectNowhere: (status) => `The page answered ${status} without saying where to go.`,
      httpStatus: (status) => `The page could not be loaded: the site answered ${status}.`,
      notAnImage: (mediaType) =>
        `That address is not an image of an accepted kind (it is ${mediaType || 'of no stated type'}).`,
      notAWebPage: (mediaType) => `That address is not a web page (it is ${mediaType || 'of no stated type'}).`,
      encoding: (encoding) => `The page came in an encoding that cannot be read (${encoding}).`,
      tooLarge: (megabytes) => `The page is larger than ${megabytes} MB.`,
      timeout: (seconds) => `The page took longer than ${seconds} second${seconds === 1 ? '' : 's'} to load.`,
      network: (reason) => `The page could not be loaded (${reason}).`,
      networkReasons: {
        refused: 'the site refused the connection',
        cut: 'the connection was cut',
        insecure: 'its secure connection could not be verified',
        unknown: 'network error',
      },
    },
    missing: {
      nothing: "No listing could be read from this page: fill in the home's details by hand.",
      some: (facts) =>
        `This page did not give the ${en.list(facts)}: please fill ${facts.length === 1 ? 'it' : 'them'} in by hand.`,
      facts: {
        title: 'title',
        address: 'address',
        country: 'country',
        price: 'price',
        currency: 'currency',
        forSale: 'whether the price is asking or sold',
        bedrooms: 'bedrooms',
        bathrooms: 'bathrooms',
        area: 'floor area',
        propertyType: 'property type',
        latitude: 'map position',
        longitude: 'map position',
        photos: 'photos',
      },
    },
    soldRecord: {
      line: (line, problem) => `line ${line}: ${problem}`,
      idDigits: (got) => `id must be digits only, got "${got}"`,
      missing: (column) => `${column} is missing`,
      renovated: (got) => `yr_renovated must be 0 (never) or a year from 1800, got ${got}`,
      zipcode: (got) => `zipcode must be 5 digits, got "${got}"`,
      dateShape: (got) => `date must look like 20141013T000000, got "${got}"`,
      dateReal: (got) => `date must be a real calendar date, got "${got}"`,
      number: (column, got) => `${column} must be a number, got "${got}"`,
      whole: (column, got) => `${column} must be a whole number, got ${got}`,
      above: (column, bound, got) => `${column} must be greater than ${bound}, got ${got}`,
      atLeast: (column, bound, got) => `${column} must be at least ${bound}, got ${got}`,
      atMost: (column, bound, got) => `${column} must be at most ${bound}, got ${got}`,
    },
  },
};
