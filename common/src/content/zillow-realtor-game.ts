import type { ContentHub } from './content-hub';

export const ZILLOW_REALTOR_GAME: ContentHub = {
  path: '/zillow-realtor-game',
  title: 'Build a home price game from Zillow and Realtor.com links',
  description:
    'How the game builder reads US listing pages, what it takes from Zillow and Realtor.com, and the checks a creator makes before publishing.',
  keywords: ['zillow game', 'zillow price guessing game', 'realtor.com game', 'guess the home price'],
  play: '/create-game',
  pages: [
    {
      slug: 'copy-link-guide',
      title: 'Copying a Zillow or Realtor.com listing link',
      description:
        'Where to find a single listing’s address on desktop, mobile and in the apps, and which kinds of link the builder cannot read.',
      keywords: ['copy zillow link', 'realtor.com listing url', 'share home listing link'],
      play: '/create-game',
    },
    {
      slug: 'parameter-cleaner',
      title: 'What the extra text on a listing URL does',
      description:
        'The query strings and tracking tags on US listing links, why Ballpark needs no separate URL cleaner, and when shortening a link is still useful.',
      keywords: ['clean zillow url', 'utm tags listing link', 'zpid url'],
      play: '/create-game',
    },
    {
      slug: 'pending-sold',
      title: 'Pending, contingent and sold listings in a game',
      description:
        'What each US listing status means for the price on the page, which prices the builder treats as list or sold, and how to keep a game consistent.',
      keywords: ['pending vs sold', 'contingent listing meaning', 'list price vs sale price'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'price-history-zestimate',
      title: 'Price history, Zestimates and spoilers',
      description:
        'Why a listing’s price history and automated estimates give the answer away, what the builder imports from a Zillow page, and what it leaves behind.',
      keywords: ['zestimate', 'price history spoiler', 'automated valuation'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'mls-attribution',
      title: 'MLS data, listing brokers and attribution',
      description:
        'Where listing data on US portals comes from, what MLS and IDX rules are for in general, and how a creator should credit and respect the source.',
      keywords: ['mls attribution', 'idx rules', 'listing courtesy of'],
      play: '/create-game',
    },
    {
      slug: 'watermarks',
      title: 'Watermarks and branded photos on US listings',
      description:
        'Why listing photos carry logos and text, what the builder copies from a Zillow or Realtor.com page, and which photos to reject before publishing.',
      keywords: ['watermarked listing photos', 'mls photo watermark', 'listing photo copyright'],
      play: '/create-game',
    },
    {
      slug: 'preview-errors',
      title: 'When a Zillow or Realtor.com link won’t import',
      description:
        'The reasons a pasted US listing fails to fetch or comes back half empty, the messages the builder shows, and how to finish a home by hand.',
      keywords: ['zillow link import error', 'listing page fetch failed', 'realtor.com link not working'],
      play: '/create-game',
    },
    {
      slug: 'us-metrics',
      title: 'Square footage, beds and baths on US listings',
      description:
        'How US listings count living area, bedrooms and half baths, what the builder reads from Zillow, and how to keep units consistent in a game.',
      keywords: ['square footage listing', 'half bath meaning', 'price per square foot us'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'hoa-hints',
      title: 'HOA fees: the hidden price clue in condos',
      description:
        'How homeowners association dues affect what buyers pay, why they matter for condos and townhouses, and how to show them to players.',
      keywords: ['hoa fees and home price', 'condo hoa', 'homeowners association dues'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'rentals-vs-sale',
      title: 'Rental listings versus homes for sale',
      description:
        'Why a rental listing cannot become a price-guessing round as it is, what the builder does with a rent, and how to make a fair rent game instead.',
      keywords: ['zillow rentals game', 'rent vs sale price', 'guess the rent'],
      play: '/create-game',
    },
    {
      slug: 'deduplication',
      title: 'The same house twice: duplicates in US games',
      description:
        'What the builder does when a listing link is pasted twice, and the duplicates only a creator can catch: cross-portal copies, relistings and new construction.',
      keywords: ['duplicate listing', 'relisted home', 'same home two sites'],
      play: '/create-game',
    },
    {
      slug: 'state-coverage',
      title: 'State coverage: which US homes a game can include',
      description:
        'Which states a creator can build games from, why some states hide sale prices, and why Ballpark’s own US homes are all from King County.',
      keywords: ['non-disclosure states', 'house price game by state', 'king county homes'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'classroom-safe',
      title: 'A classroom-ready game from US listings',
      description:
        'Picking listings, photos and settings that suit students: unlisted games, no accounts, one-use tokens, and hiding names that should not be on a board.',
      keywords: ['home price game for students', 'classroom real estate activity', 'math class house prices'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'batch-import',
      title: 'Building a large pool of US homes',
      description:
        'How to put together dozens of homes for replayable games: pasting links, adding King County sales from the catalog, or a CSV of King County records.',
      keywords: ['bulk add listings', 'csv home import', 'large game pool'],
      play: '/create-game',
    },
    {
      slug: 'takedown',
      title: 'Handling a request to remove a home',
      description:
        'What to do when a broker, photographer or homeowner asks you to take a listing out of your game, and what removing it changes for players.',
      keywords: ['remove listing from game', 'homeowner removal request', 'photo takedown'],
      play: '/create-game',
    },
    {
      slug: 'templates',
      title: 'Game designs that work with US listings',
      description:
        'Six ideas for games built from Zillow and Realtor.com links, each with the rounds, scoring and settings that suit it.',
      keywords: ['zillow game ideas', 'real estate quiz ideas', 'price is right homes'],
      play: '/create-game',
    },
    {
      slug: 'accessibility',
      title: 'Accessible home price games from listings',
      description:
        'How creators can make listing-based games easier for players who rely on text, type slowly or are new to US housing terms.',
      keywords: ['accessible game design', 'screen reader friendly quiz', 'inclusive real estate game'],
      play: '/party',
    },
    {
      slug: 'troubleshooting',
      title: 'Zillow and Realtor.com imports: common questions',
      description:
        'Answers for creators whose US listing imports go wrong: missing facts, sold versus list price, lot sizes, rentals, spoilers and stale links.',
      keywords: ['zillow import help', 'realtor.com import missing facts', 'game builder questions'],
      play: '/create-game',
      faq: true,
    },
  ],
};
