/**
 * The words the server itself writes for players (share texts and cards, page heads, play-time refusals), one
 * object a brand locale (en.ts, es.ts). Words the client shows too live in common (scoring, standing, challenge).
 */
/** A page's title and, where it differs from the brand's or the game's, its description. */
export interface PageHead {
  title: string;
  description?: string;
}

export interface ServerWords {
  /** Where a home comes from, shown with it: "Sold 13 Oct 2014" (the date already written in the locale). */
  sourceNote: { illustrative: string; sold: (date: string) => string; listed: (date: string) => string };
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
    noHomesForChallenge: string;
    /** The description of a challenge's game: "Five homes, the same for every player today: ...". */
    challengeDescription: (homes: number, period: 'daily' | 'weekly') => string;
    enterToken: string;
    tokenNeeded: string;
    tokenRefused: string;
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
  };
}
