import type { ContentHub } from './content-hub';

export const RIGHTMOVE_ZOOPLA_GAME: ContentHub = {
  path: '/rightmove-zoopla-game',
  title: 'Build a house price game from Rightmove and Zoopla listings',
  description:
    'How the game builder reads UK portal listings, what it takes from Rightmove and Zoopla pages, and what a creator must check by hand.',
  keywords: ['rightmove game', 'zoopla game', 'rightmove house price game', 'guess the price rightmove'],
  play: '/create-game',
  pages: [
    {
      slug: 'copy-link-guide',
      title: 'Copying a Rightmove or Zoopla listing link correctly',
      description:
        'Where to find the listing link on a phone, in the app and on a desktop browser, and which links the builder can and cannot read.',
      keywords: ['copy rightmove link', 'zoopla listing link', 'share property link'],
      play: '/create-game',
    },
    {
      slug: 'parameter-cleaner',
      title: 'Tracking parameters in listing links, explained',
      description:
        'What the query string on a portal link carries, why Ballpark has no separate link-cleaning tool, and when trimming a link by hand helps.',
      keywords: ['utm parameters property link', 'clean rightmove url', 'listing link tracking'],
      play: '/create-game',
    },
    {
      slug: 'poa-handling',
      title: 'Price on application listings in a guessing game',
      description:
        'Why a POA listing has no price for the builder to read, and the honest options: skip it, or wait for a recorded sale price.',
      keywords: ['price on application', 'POA property', 'no asking price listing'],
      play: '/create-game',
    },
    {
      slug: 'sold-stc',
      title: 'Sold STC and under offer homes: asking price or sale price?',
      description:
        'What sold subject to contract means in England and Wales, how it differs in Scotland, and why the price in the listing is still the asking price.',
      keywords: ['sold stc meaning', 'under offer', 'asking price vs sold price'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'watermarks',
      title: 'Watermarked photos and floorplans in imported listings',
      description:
        'Why agents watermark listing photos, what a logo or price in a picture does to a game, and what the builder can and cannot change in an image.',
      keywords: ['watermarked property photos', 'floorplan in game', 'agent logo photos'],
      play: '/create-game',
    },
    {
      slug: 'preview-errors',
      title: 'When a pasted listing will not load in the builder',
      description:
        'The reasons a listing page cannot be fetched or read, what the builder tells you in each case, and how to finish the home by hand.',
      keywords: ['listing import error', 'rightmove link not working', 'property page fetch failed'],
      play: '/create-game',
    },
    {
      slug: 'regional-coverage',
      title: 'UK regional coverage: what portal games can include',
      description:
        'Which parts of the UK a creator can build from, how Scotland and Northern Ireland listings differ, and which cities Ballpark has games for already.',
      keywords: ['rightmove scotland', 'northern ireland property listings', 'uk regional house prices game'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'metrics',
      title: 'Square feet, square metres and bedrooms on UK listings',
      description:
        'How UK portals state floor area, which unit the builder keeps, why many listings have no size, and how bedroom counts can mislead guessers.',
      keywords: ['square feet uk listing', 'floor area rightmove', 'price per square foot uk'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'leasehold-freehold',
      title: 'Leasehold and freehold in a UK house price game',
      description:
        'What tenure means for price, what a short lease or a service charge does to value, and how tenure appears in a Ballpark round.',
      keywords: ['leasehold vs freehold price', 'short lease value', 'share of freehold'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'classroom-safe',
      title: 'A classroom-safe game built from UK listings',
      description:
        'Choosing homes, photos and settings so a portal-built game suits pupils: unlisted games, tokens, no accounts, and names a creator can hide.',
      keywords: ['house price game for school', 'classroom property quiz', 'safe game for pupils'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'batch-import',
      title: 'Adding many UK homes at once',
      description:
        'Assembling a long game from portal listings: pasting links one by one, adding catalogue homes, and why the King County-only CSV upload is no route.',
      keywords: ['bulk import listings', 'csv property import', 'many homes game'],
      play: '/create-game',
    },
    {
      slug: 'deduplication',
      title: 'Duplicate homes: the same property listed twice',
      description:
        'What the builder does with a link pasted twice, and the duplicates it cannot see: one home on two portals, with two agents, or relisted.',
      keywords: ['duplicate listings rightmove', 'same property two agents', 'relisted property'],
      play: '/create-game',
    },
    {
      slug: 'attribution',
      title: 'Crediting agents and portals in your game',
      description:
        'Whose work a listing is, where a creator can credit the agent and photographer, and why credit is courtesy rather than permission.',
      keywords: ['credit estate agent photos', 'listing attribution', 'photo credit property'],
      play: '/create-game',
    },
    {
      slug: 'takedown',
      title: 'Responding when an agent or owner asks you to remove a home',
      description:
        'How a creator takes a home out of a game, what happens to sessions already under way, and how to handle a removal request sensibly.',
      keywords: ['remove listing from game', 'takedown request photos', 'owner asks removal'],
      play: '/create-game',
    },
    {
      slug: 'templates',
      title: 'Game ideas built from UK portal listings',
      description:
        'Six game designs that work with Rightmove and Zoopla links, with the rounds, scoring and settings that suit each.',
      keywords: ['rightmove game ideas', 'property quiz ideas uk', 'house price quiz template'],
      play: '/create-game',
    },
    {
      slug: 'legal',
      title: 'Portal terms, copyright and personal data: the basics',
      description:
        'General guidance on the rules that touch a game built from UK listings: portal terms of use, copyright in photos and text, and personal data.',
      keywords: ['rightmove terms of use', 'copyright property photos uk', 'listing data legal'],
      play: '/create-game',
    },
    {
      slug: 'accessibility',
      title: 'Making a portal-built game easy for everyone to play',
      description:
        'Choices that help players with low vision, slow typing or unfamiliar units: clear titles, fact-rich homes, round counts and party timers.',
      keywords: ['accessible quiz', 'accessible property game', 'inclusive game design'],
      play: '/party',
    },
    {
      slug: 'troubleshooting',
      title: 'Rightmove and Zoopla imports: questions and fixes',
      description:
        'Answers to the problems creators meet with UK listing links: missing facts, a price in the description, wrong sizes, lettings and old links.',
      keywords: ['rightmove import problem', 'zoopla import missing facts', 'game builder help'],
      play: '/create-game',
      faq: true,
    },
  ],
};
