import { numberWord } from '../modules/listing/listing-words';
import type { ServerWords } from './words';

export const en: ServerWords = {
  sourceNote: {
    illustrative: 'Illustrative home, invented for the demo',
    sold: (date) => `Sold ${date}`,
    listed: (date) => `Listed ${date}`,
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
    noHomesForChallenge: 'This site has no homes for a challenge yet.',
    challengeDescription: (homes, period) => {
      const count = numberWord(homes);
      const when = period === 'daily' ? 'today' : 'this week';
      return `${count.charAt(0).toUpperCase()}${count.slice(1)} homes, the same for every player ${when}: one try each, and a leaderboard of its own.`;
    },
    enterToken: 'Enter the entry token your host gave you.',
    tokenNeeded: 'This game is entered with a token from its host.',
    tokenRefused: 'That entry token is not valid, or has been used.',
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
  },
};
