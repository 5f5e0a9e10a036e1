import { chooseLocale } from '@ballpark/common/website';

// What the brands' layouts and home pages say, per language. A key missing in one language is a type error.
const en = {
  skipToContent: 'Skip to content',
  allGames: 'All games',
  account: 'Account',
  homeOf: (name: string) => `${name} home`,
  footer: (name: string) => `${name}: guess what homes sell for. Prices stay hidden until you guess.`,
  poweredBy: 'Price game by Ballpark',
  homeTitle: 'Guess the price of homes',
  playNow: 'Play now',
  seeLeaderboard: 'See the leaderboard',
  pickGame: 'Pick a game',
  gamesToPlay: (count: number) => `${count} ${count === 1 ? 'game' : 'games'} to play`,
  play: 'Play',
  playGame: (title: string) => `Play ${title}`,
  leaderboard: 'Leaderboard',
  leaderboardOf: (title: string) => `Leaderboard of ${title}`,
  heroEyebrow: 'The house price game',
  heroTitle: 'Think you know what a home is worth?',
  heroLead: (name: string) =>
    `${name} shows you a home: its rooms, its street, drawings made from its facts. You guess the price. The closer you get, the more points you score, and the price stays secret until you have locked in your guess.`,
  priceBubble: '£ ?',
  howItWorks: 'How it works',
  steps: [
    ['Look around', 'Drawings, floor plan, bedrooms, area and where it is.'],
    ['Guess the price', 'Type it any way: 450k, 1.2m or £450,000.'],
    ['Score and share', 'Up to 100 points a home. Share your emojis, never the prices.'],
  ] as [string, string][],
  homes: 'homes',
  contact: 'Contact',
  yourAgent: 'Your agent',
  callUs: 'Call',
  email: 'Email',
  whatsapp: 'WhatsApp',
  specialties: 'Specialties',
  coverage: 'Where we work',
  follow: 'Follow us',
  agentHeading: (areas: string) => `How well do you know prices in ${areas}?`,
  agentLead: (rounds: number) =>
    `Guess what ${rounds} local homes went for. The price stays hidden until you lock in your guess, then see how close you came.`,
  playOurGame: 'Play our price game',
  thisIssue: 'This issue',
  issueLead: 'Before you read on: can you price these homes better than our readers?',
  takeChallenge: 'Take the challenge',
  fromTheDesk: (name: string) => `From the desk of ${name}`,
  subscribe: 'Subscribe',
  readersBoard: "Readers' leaderboard",
  and: 'and',
  challenges: 'Challenges and parties',
  dailyChallenge: "Today's challenge",
  dailyChallengeLead: 'Five homes, one try each day, the same for everyone. Keep your streak going.',
  weeklyChallenge: "This week's challenge",
  weeklyChallengeLead: 'Ten homes, one try all week, on a board of its own.',
  playWithFriends: 'Play with friends',
  playWithFriendsLead: 'Up to 10 players, the same homes, one timer: host a room, or join one with its code.',
  makeYourOwnGame: 'Make your own game',
  makeYourOwnGameLead: 'Paste a few listings, pick a format, and send the link to your friends or your class.',
  // The price guess form; what it says about a typed price comes from @ballpark/common/price-input-words.
  yourGuess: 'Your guess',
  guessHint: (example: string) => `Type it any way you like: 450k, 1.2m or ${example}.`,
  guessPlaceholder: (currency: string): string => (currency === 'USD' ? 'e.g. 650k' : 'e.g. 450k'),
  guessReadsAs: 'Your guess reads as',
  lockInGuess: 'Lock in my guess',
  lockingIn: 'Locking in…',
  // A home's photos (imported with its listing): their alt text says only which photo it is, never the listing's words.
  photo: 'Photo',
  photoOfHome: (position: number, count: number) =>
    count === 1 ? 'Photo of the home' : `Photo ${position} of ${count} of the home`,
};

export type Messages = typeof en;

type Language = 'en' | 'es';

/** English ships with the first screen; another language's words load before the pages that say them render. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: () => import('./messages-es').then((module) => module.es),
};
const loaded: Partial<Record<Language, Messages>> = { en };

/** Loads a language's words: main.tsx for the page's language before it renders, entry-server.tsx for every one. */
export async function loadMessages(language: Language): Promise<void> {
  if (language !== 'en') loaded[language] ??= await LOADERS[language]();
}

export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** The words of a language loadMessages has loaded; English where loading it failed (a chunk that did not arrive). */
export function messagesFor(language: Language): Messages {
  return loaded[language] ?? en;
}

/** The language of the page: the brand's, else the browser's, reduced to one the website supports. */
export function pageLanguage(brandLocale: string | null, supported: readonly string[]): Language {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const language = chooseLocale([brandLocale, ...browser], supported);
  return language === 'es' ? 'es' : 'en';
}

/** "Madrid, Barcelona and Valencia" in the page's language. */
export function listOf(items: readonly string[], messages: Messages): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${messages.and} ${items.at(-1)}`;
}
