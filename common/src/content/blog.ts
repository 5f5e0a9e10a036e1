import type { ContentHub } from './content-hub';

export const BLOG: ContentHub = {
  path: '/blog',
  title: 'Blog: house prices, guessing games and how they are built',
  description:
    'The blog’s categories, from what has shipped to design notes, housing explainers and party-night guides, and what each one covers.',
  keywords: ['house price game blog', 'property quiz news', 'house price guessing articles'],
  play: '/games',
  pages: [
    {
      slug: 'changelog',
      title: 'Changelog: what the game can do today',
      description:
        'A plain record of what has shipped: solo games, party rooms, daily and weekly challenges, variants, brand sites, accounts and the API.',
      keywords: ['changelog', 'house price game features', 'what is new'],
      play: '/games',
    },
    {
      slug: 'roadmap',
      title: 'Roadmap: what is planned, without dates',
      description:
        'The one feature being planned, home dossiers, what the roadmap will and will not promise, and a list of things that are not on it.',
      keywords: ['roadmap', 'planned features', 'house price game plans'],
    },
    {
      slug: 'tutorials',
      title: 'Tutorials: step-by-step guides to playing and hosting',
      description:
        'What the tutorials category covers, with short walk-throughs for a first game, a party room, a token game and building your own game.',
      keywords: ['house price game tutorial', 'how to host a property quiz', 'step by step guide'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'press',
      title: 'Press: facts for journalists, no coverage claimed',
      description:
        'No press coverage is listed here because none is claimed. What a journalist should know before writing about the game and its data.',
      keywords: ['press', 'house price game media', 'journalist information'],
      play: '/games',
    },
    {
      slug: 'data-stories',
      title: 'Data stories: what recorded sales can and cannot tell',
      description:
        'The data stories category: analyses of the King County sale records behind the US games, with the limits of 2014-15 data spelt out.',
      keywords: ['house price data stories', 'King County home sales', 'property data analysis'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'design-notes',
      title: 'Design notes: why the game works the way it does',
      description:
        'The reasoning behind sealed guesses, percentage bands, the log scale, spoiler-free sharing and the ranked-or-practice rule.',
      keywords: ['game design notes', 'scoring design', 'house price game design'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'engineering',
      title: 'Engineering: keeping prices secret and rooms in sync',
      description:
        'The engineering category: a GraphQL API, websocket subscriptions, server-side countdowns, argon2id passwords and rate limits in Redis.',
      keywords: ['engineering blog', 'GraphQL subscriptions', 'multiplayer game backend'],
      play: '/party',
    },
    {
      slug: 'party-nights',
      title: 'Party nights: running a house price game in a room',
      description:
        'How to run a party room on a TV with up to 10 phones: timers, rounds, the presenter view, teams, drop-outs and a fair finish.',
      keywords: ['house price party game', 'quiz night idea', 'party room game'],
      play: '/party',
    },
    {
      slug: 'classroom-stories',
      title: 'Classroom notes: using price games in lessons',
      description:
        'What the classroom category covers: percentages, estimation and local geography taught through a house price game, with token games.',
      keywords: ['classroom house price game', 'maths lesson percentages', 'teaching estimation'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'market-explainers',
      title: 'Market explainers: the ideas behind a sale price',
      description:
        'The explainer category: asking versus sale price, price per square foot, tenure, HOA fees and why location outweighs almost everything.',
      keywords: ['housing market explained', 'sale price vs asking price', 'property market basics'],
      play: '/game/grand-tour',
    },
    {
      slug: 'guessing-tips',
      title: 'Guessing tips: getting closer, round by round',
      description:
        'Practical habits that raise a score: anchoring on size, reading type and age, checking your bias on the detailed results page.',
      keywords: ['house price guessing tips', 'how to guess house prices', 'improve quiz score'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'uk-housing',
      title: 'UK housing notes: terraces, tenure and Land Registry',
      description:
        'The UK category: house types, leasehold and freehold, how Price Paid data is recorded, and the eight cities with illustrative homes.',
      keywords: ['UK housing', 'Land Registry price paid', 'UK house types'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'us-housing',
      title: 'US housing notes: ramblers, records and King County',
      description:
        'The US category: how public sale records work, what square footage and lot size mean, and why the US games are all King County.',
      keywords: ['US housing market', 'King County home prices', 'public sale records'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'agent-notes',
      title: 'Notes for estate agents and publishers',
      description:
        'The category for brand-site owners: what a white-label site includes, building games from listings, and what brand admins can see.',
      keywords: ['estate agent marketing game', 'white label house price game', 'publisher property quiz'],
      play: '/create-game',
    },
    {
      slug: 'game-creators',
      title: 'Game creators: building a house price game',
      description:
        'For people building games: pasting listing links, masking prices, choosing rounds and scoring, CSV uploads and moderating players.',
      keywords: ['create house price game', 'property quiz maker', 'custom price game'],
      play: '/create-game',
    },
    {
      slug: 'community',
      title: 'Community: threads, reasons and shared guesses',
      description:
        'The community category: the forum-style game where each home is a thread, how one-line reasons work, and what makes a useful reason.',
      keywords: ['house price community', 'guess discussion', 'community price threads'],
      play: '/r/community-price-threads',
    },
    {
      slug: 'data-notes',
      title: 'Data notes: sources, labels and licensing',
      description:
        'Where the homes come from: public-domain King County sale records, illustrative UK and Spanish homes, and how listings are imported.',
      keywords: ['house price data sources', 'public domain sales data', 'illustrative listings'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'privacy-security',
      title: 'Privacy and security notes',
      description:
        'What is stored for guests and accounts, how passwords and sessions are protected, and what privacy features do not exist yet.',
      keywords: ['privacy', 'security', 'guest play data'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'languages',
      title: 'Languages and regions: UK, US and Spanish sites',
      description:
        'How the English (UK and US) and Spanish sites differ: spelling, currency, square metres or feet, and which homes each market covers.',
      keywords: ['Spanish house price game', 'UK and US English', 'multilingual quiz'],
      play: '/games',
    },
    {
      slug: 'challenges',
      title: 'Challenge notes: the daily and weekly games',
      description:
        'The category on the daily and weekly challenges: same homes for everyone, one attempt, UTC days and ISO weeks, streaks and boards.',
      keywords: ['daily house price challenge', 'weekly challenge', 'daily quiz'],
      play: '/daily-challenge',
    },
  ],
};
