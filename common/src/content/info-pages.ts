import type { ContentHub } from './content-hub';

export const INFO_PAGES: ContentHub = {
  path: '/i',
  index: false,
  title: 'About Ballpark',
  description:
    'What Ballpark is, how the game works, how prices stay secret, fair play, accessibility, credits, white-label sites and the API.',
  keywords: ['about house price game', 'how the game works', 'house price game information'],
  play: '/game/house-prices-game',
  pages: [
    {
      slug: 'about-ballpark',
      title: 'About the house price guessing game',
      description:
        'What Ballpark is, who it is for, what is in it, where its homes come from, and what it is not: no valuations, app, ads or payments.',
      keywords: ['about ballpark', 'house price guessing game', 'what is ballpark'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'how-ballpark-works',
      title: 'How a game works, from guess to leaderboard',
      description:
        'Sessions and rounds, guess bounds, bands and log scoring, emoji, ratings, results pages, ranked or practice, and leaderboards in one place.',
      keywords: ['how scoring works', 'house price game rules', 'game mechanics'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'price-secrecy',
      title: 'How prices stay secret until you guess',
      description:
        'The API never sends a price early, validation never hints, listing text is masked, shares hide guesses, and seen prices make sessions practice.',
      keywords: ['price secrecy', 'no spoilers game', 'hidden price'],
      play: '/game/grand-tour',
    },
    {
      slug: 'fair-play',
      title: 'Fair play: ranked or practice',
      description:
        'A session is ranked only if you had seen none of its prices. What counts as seen, how replays and challenges work, and what cannot be detected.',
      keywords: ['ranked or practice', 'fair leaderboard', 'game fair play rules'],
      play: '/daily-challenge',
    },
    {
      slug: 'accessibility',
      title: 'Accessibility: what helps and what may not',
      description:
        'Untimed solo play, facts as text, maps with text lists and feedback in words, and the barriers: pictures, party timers, long numbers.',
      keywords: ['game accessibility', 'accessible quiz', 'screen reader house price game'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'credits-and-licences',
      title: 'Credits and licences',
      description:
        'King County public sale records (CC0), illustrative UK and Spanish homes, drawn pictures, maps, open-source software and trademarks.',
      keywords: ['king county house sales data', 'data licence cc0', 'open source credits'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'white-label-sites',
      title: 'White-label brand sites',
      description:
        'A brand site in its own colours on its own subdomain: what it has, who runs it, what it does not do, and what players can expect.',
      keywords: ['white label game site', 'branded quiz site', 'estate agent brand site'],
      play: '/party',
    },
    {
      slug: 'graphql-api',
      title: 'The GraphQL API',
      description:
        'One /graphql endpoint with websocket subscriptions: visitor tokens instead of keys, price secrecy, the play flow, errors and limits.',
      keywords: ['house price game api', 'graphql api', 'graphql subscriptions'],
      play: '/game/house-prices-game',
    },
  ],
};
