import type { BrandProfileDraft } from '@ballpark/common/brand-profile';
import type { RequiredListingFact } from '@ballpark/common/listing-vocabulary';

/**
 * The words the server itself writes for players and creators (share texts and cards, page heads, refusals, the game
 * builder's and the importer's messages), one object a brand locale (en.ts, es.ts). Words the client shows too live
 * in common (scoring, standing, challenge, account problems, a game's settings problems).
 *
 * Left in English on purpose, as they are written for API developers or operators, not for a person at the site:
 * refusals of malformed arguments (`limit must be 1-N`, `offset must be 0 or more`, `must be a UUID`, a page cursor
 * that is not valid, a home edit that clears a required field with null), the websocket's "Log in and out over
 * HTTP", the command-line tools (`grant-role.ts`, the CSV importer `npm run import`, the seed), and GameService.byId's
 * refusal, which names a game by an id the server itself holds (a session's, a room's), never one a person sent.
 */
/** A place as sentences name it: its names, joined in the sentence's language, and whether English says "the". */
export interface AreaName {
  names: readonly string[];
  definite: boolean;
}

/** The facts of a home a creator edits by hand, as its problems name them. */
export type HomeEditField =
  | 'displayTitle'
  | 'title'
  | 'address'
  | 'city'
  | 'region'
  | 'postcode'
  | 'description'
  | 'latitude'
  | 'longitude'
  | 'bedrooms'
  | 'bathrooms'
  | 'floorArea'
  | 'yearBuilt'
  | 'price';

/** A page's title and, where it differs from the brand's or the game's, its description. */
export interface PageHead {
  title: string;
  description?: string;
}

/** A sale description's parts; the composer (listing/king-county-texts.ts) picks each variant by the record. */
type Variants<T> = readonly [T, T];

/** How a King County record reads (listing/king-county-texts.ts): its facts in the locale's sentences and units. */
export interface KingCountyWords {
  /** "3 bed house", "Studio townhouse". */
  title: (bedrooms: number, townhouse: boolean) => string;
  /** The address line: the records name no street, so the neighbourhood, else the ZIP code. */
  near: (neighbourhood: AreaName) => string;
  inZip: (zip: string) => string;
  /** "three bedrooms and two bathrooms". */
  rooms: (bedrooms: number, bathrooms: number) => string;
  /** A floor or lot area in the unit the locale's readers count in: "1,180 sq ft", "110 m²". */
  area: (squareFeet: number) => string;
  /** "two-story townhouse": its levels (1.5: one under the roof) and its kind. */
  kind: (floors: number, townhouse: boolean) => string;
  /** Three ways to open; the third states the floor area too. */
  openers: readonly [Opener, Opener, Opener];
  /** The lot, after an opener that stated the floor area. */
  lot: Variants<(lot: string) => string>;
  /** The floor area, with the lot where it is known. */
  size: Variants<(size: string, lot: string | null) => string>;
  waterfront: Variants<string>;
  /** The assessor's view rating, 1 to 4. */
  view: Variants<(rating: number) => string>;
  /** The condition, 1 (poor) to 5 (very good). */
  condition: (rating: number) => string;
  /** The King County building grade, 1 to 13. */
  grade: (grade: number) => string;
  renovated: (year: number) => string;
  newlyBuilt: (year: number) => string;
  /** Built before 1940. */
  older: (built: number, renovated: number | null) => string;
  built: Variants<(built: number, renovated: number | null) => string>;
  /** The closing sentence; the third names the place (`neighbourhood` null where it is the city). */
  sold: readonly [Closer, Closer, Closer];
}

/** A field of a brand's profile as its problems name it (common/brand-profile.ts), a social link by its number. */
export type BrandProfileField =
  | Exclude<keyof BrandProfileDraft, 'brandColors' | 'socialMedia'>
  | `brandColors.${keyof BrandProfileDraft['brandColors']}`;

type Opener = (home: { kind: string; area: AreaName; rooms: string; size: string }) => string;
type Closer = (month: number, year: number, place: { neighbourhood: AreaName | null; city: string }) => string;

export interface ServerWords {
  /** "a, b and c": a list of words in a sentence. */
  list: (items: readonly string[]) => string;
  /**
   * Where a home comes from, shown with it: "Sold 13 Oct 2014" (the date already written in the locale), then the
   * source the machine names: a King County record, or the site a listing was pasted from.
   */
  sourceNote: {
    illustrative: string;
    sold: (date: string) => string;
    listed: (date: string) => string;
    kingCounty: string;
    listingOn: (host: string) => string;
  };
  /** What a game that shows pictures and place only (ultima) calls a home: "A home in Seattle". */
  placeOnlyTitle: (city: string) => string;
  /** A King County sale record's title, address line and description, composed from its facts as it is read. */
  kingCounty: KingCountyWords;
  /** What a home's drawings write (listing-pictures.ts): room names (and a short form for a small room), and more. */
  pictures: {
    bedroom: (n: number) => string;
    bedroomShort: (n: number) => string;
    bathroom: string;
    enSuite: string;
    enSuiteShort: string;
    bath: (n: number) => string;
    bathShort: string;
    /** A half bath: a UK WC, a US powder room. */
    wc: (uk: boolean) => string;
    wcShort: string;
    living: (uk: boolean) => string;
    livingShort: string;
    kitchen: (uk: boolean) => string;
    kitchenShort: string;
    studio: string;
    /** The floors of a plan, from the ground up (three at most). */
    floors: (uk: boolean) => readonly [string, string, string];
    floorPlan: string;
    /** The plan's area line, its numbers already written in the locale. */
    area: (squareMetres: string, squareFeet: string, uk: boolean) => string;
    /** The badge on every drawing of an invented home. */
    illustrative: string;
    /** The picture's text alternative (its SVG title and the API's alt). */
    alt: (
      kind: 'front' | 'street' | 'plan',
      home: { title: string; city: string; waterfront: boolean; illustrative: boolean },
    ) => string;
    /** What an alt text calls a home whose facts a game keeps hidden (ultima). */
    aHome: string;
  };
  share: {
    /** How a practice session is named in the share text and on the card. */
    practice: string;
    notGuessedYet: string;
    canYouBeatMe: string;
    playCurrentChallenge: (challenge: string) => string;
    card: { invitation: (brand: string) => string; pricesHidden: string };
  };
  heads: {
    /** The site's own head: every page's fallback. */
    siteTitle: (brand: string) => string;
    siteDescription: string;
    keywords: string;
    /** `{place} house prices`, a keyword of a game of that region. */
    regionKeyword: (region: string) => string;
    notFound: string;
    scored: (player: string, score: string, what: string) => string;
    practiceSuffix: string;
    yetToGuess: (player: string, home: string) => string;
    beatSession: (player: string, homes: number, game: string, brand: string) => string;
    beatHome: (player: string, game: string, brand: string) => string;
    /**
     * Registry heads (common/page-meta.ts) in this locale, with the same `{game}`/`{home}`/`{brand}` placeholders: a
     * site page's by its route name, a game page's by its variant route name ('roundup.results') or else its page
     * name ('results'). A route missing here (the coming-soon pages) keeps its registry (English) head.
     */
    sitePages: Readonly<Record<string, PageHead>>;
    gamePages: Readonly<Record<string, PageHead>>;
  };
  play: {
    noSuchSession: string;
    notYourSession: string;
    homeNotInSession: string;
    nameAtEnd: string;
    gameClosed: string;
    gameClosedToGuesses: string;
    gameNotOpen: string;
    noHomes: string;
    noSuchGame: (slug: string) => string;
    noLeaderboard: string;
    alreadyPlayed: (what: string) => string;
    thisGame: string;
    nameTaken: string;
    finishFirst: string;
    alreadyNamed: string;
    alreadyGuessed: string;
    guessInOrder: string;
    guessFirstToSeeOthers: string;
    /** A solo guess of a home a party room is playing. */
    homeInParty: string;
    noHomesForChallenge: string;
    /** The description of a challenge's game: "Five homes, the same for every player today: ...". */
    challengeDescription: (homes: number, period: 'daily' | 'weekly') => string;
    enterToken: string;
    tokenNeeded: string;
    tokenRefused: string;
    /** A game named by the id a builder or a manager sent. */
    noGame: string;
    homeNotInAnyGame: string;
    homeNotInGame: string;
    reasonsOnlyInCommunity: string;
    reasonGiven: string;
    guessBeforeReason: string;
    enterPlayerName: string;
    longPlayerName: (max: number) => string;
  };
  /** A party room's refusals (the room's own words are the client's). */
  party: {
    roundCounts: string;
    roundSeconds: (min: number, max: number) => string;
    fewerRounds: (homes: number) => string;
    playAgainWhenFinished: string;
    started: string;
    needsAPlayer: string;
    noRound: string;
    presenting: string;
    joinedMidRound: string;
    alreadyGuessed: string;
    timeUp: string;
    emptySeat: (seat: number) => string;
    hostRemovesSelf: string;
    fewerHomesNow: (homes: number) => string;
    codesInUse: string;
    hostOnly: { playAgain: string; start: string; remove: string };
    noSuchRoom: string;
    tokenGame: string;
    nameTaken: (name: string) => string;
    removed: string;
    expired: string;
    finished: string;
    full: (players: number) => string;
    notSeated: string;
  };
  /** A brand profile's refusal (BrandService.updateProfile); each field's problem is common's, in the same locale. */
  brandProfile: {
    /** `problems`: each field's name and problem, "Main colour: Must be ...". */
    notSaved: (problems: string) => string;
    noSuchGame: (slug: string) => string;
    /** The fields as the profile form labels them. */
    fields: Record<BrandProfileField, string>;
    socialLink: (n: number) => string;
  };
  /** Who may do what: `@Authorized` (graphql/authorization.ts) and the policies' refusals (policies/). */
  access: {
    logIn: string;
    notAllowed: string;
    /** "This is for game creators and site admins.", the roles already listed. */
    onlyFor: (roles: string) => string;
    roles: { creator: string; brand_admin: string; site_admin: string };
    logInFirst: (refusal: string) => string;
    /** A policy rule's refusal (PolicyRule.refusal names one). */
    rules: {
      createGame: string;
      publishGames: string;
      editBrand: string;
      manageBrand: string;
      editGame: string;
      manageGuesses: string;
    };
  };
  /** The game builder's refusals and messages to a creator (modules/builder). */
  builder: {
    keepsKind: string;
    pasteOne: string;
    pasteAtMost: (max: number) => string;
    notAWebAddress: string;
    alreadyInGame: string;
    atMostHomes: (max: number) => string;
    photoNotStored: (photo: number, why: string) => string;
    photoNotItsType: (mediaType: string) => string;
    photoUnreadable: string;
    logInToBuild: string;
    noSuchPriceBand: string;
    noSuchPropertyType: string;
    notInCatalogue: string;
    homeNotInGame: string;
    publishedKeepsFacts: string;
    catalogueRecord: string;
    importedByAnother: string;
    guessedIn: (game: string) => string;
    /** A hidden home of a published game that lacks facts (`missing` is the importer's sentence). */
    cannotShow: (missing: string) => string;
    publishedHomesPlayed: string;
    listEachOnce: string;
    addMoreHomes: (more: number, needed: number) => string;
    homeLacks: (home: string, missing: string) => string;
    /** A home's price band where it has no price yet. */
    noPriceYet: string;
    /** A home edit's problems; `field` is one of `fields`. */
    edit: {
      fields: Record<HomeEditField, string>;
      empty: (field: string) => string;
      tooLong: (field: string, max: number) => string;
      numberRange: (field: string, min: number, max: number) => string;
      country: (countries: string) => string;
      propertyType: (types: string) => string;
      tenure: string;
      currency: string;
      priceKind: string;
      nullIsland: string;
    };
    /** A CSV of sold records; prices come written in the locale. */
    csv: {
      unreadable: (reason: string) => string;
      needsHeader: (columns: string, lacking: string | null) => string;
      tooLarge: (kilobytes: number, rows: number) => string;
      rowLength: (line: number, values: number, columns: number) => string;
      alreadyInGame: (line: number) => string;
      priceBelow: (line: number, price: string, min: string) => string;
      priceAbove: (line: number, price: string, max: string) => string;
    };
  };
  /** What the importer tells the creator who pasted a listing's address or a CSV (modules/importer). */
  importer: {
    notAListing: {
      botCheck: (title: string | null) => string;
      consentWall: string;
      article: string;
      searchResults: string;
      estateAgent: string;
    };
    /** Why a page or a photo was not fetched; `subject` is `address` or `redirectedAddress`. */
    fetch: {
      address: string;
      redirectedAddress: string;
      notAWebAddress: (subject: string) => string;
      scheme: (subject: string, protocol: string) => string;
      tooLong: (subject: string, max: number) => string;
      credentials: (subject: string) => string;
      unknownHost: (host: string) => string;
      notPublic: (host: string, redirected: boolean) => string;
      tooManyRedirects: (max: number) => string;
      redirectNowhere: (status: number) => string;
      httpStatus: (status: number) => string;
      notAnImage: (mediaType: string) => string;
      notAWebPage: (mediaType: string) => string;
      encoding: (encoding: string) => string;
      tooLarge: (megabytes: number) => string;
      timeout: (seconds: number) => string;
      /** `reason` is one of `networkReasons`, or the system's error code. */
      network: (reason: string) => string;
      networkReasons: { refused: string; cut: string; insecure: string; unknown: string };
    };
    /** The facts a page did not give, to fill in by hand. */
    missing: {
      nothing: string;
      some: (facts: readonly string[]) => string;
      facts: Record<RequiredListingFact, string>;
    };
    /** A CSV row of sold records that cannot be read; the columns are the file's own names. */
    soldRecord: {
      line: (line: number, problem: string) => string;
      idDigits: (got: string) => string;
      missing: (column: string) => string;
      renovated: (got: number) => string;
      zipcode: (got: string) => string;
      dateShape: (got: string) => string;
      dateReal: (got: string) => string;
      number: (column: string, got: string) => string;
      whole: (column: string, got: string) => string;
      above: (column: string, bound: number, got: string) => string;
      atLeast: (column: string, bound: number, got: string) => string;
      atMost: (column: string, bound: number, got: string) => string;
    };
  };
}
