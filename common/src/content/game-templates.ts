import type { ContentHub } from './content-hub';

export const GAME_TEMPLATES: ContentHub = {
  path: '/game-templates',
  title: 'House price game templates: recipes for the builder',
  description:
    'Recipes for a house price game: rounds, scoring, leaderboard, window, visibility and homes, with notes where a format needs a feature Ballpark lacks.',
  keywords: ['house price game template', 'property quiz template', 'make a house price game'],
  play: '/create-game',
  pages: [
    {
      slug: 'beginner',
      title: 'Beginner template: a gentle first house price game',
      description:
        'Three or five rounds, banded scoring, ordinary homes with full facts and a clear spread of prices: a first game that teaches rather than punishes.',
      keywords: ['beginner house price game', 'easy property quiz'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'hard-mode',
      title: 'Hard-mode template: ten rounds and tricky homes',
      description:
        'Ten rounds, strict banded scoring and homes chosen to mislead (big cheap houses, small dear flats, waterfront, fixer-uppers), and why log scoring is gentler.',
      keywords: ['hard house price quiz', 'difficult property price game'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'photo-only',
      title: 'Photo-only template: guess from pictures and place',
      description:
        "A game without facts is Ballpark's ultima format, which the builder can make: how ultima plays, and how to lean on photos in a classic game instead.",
      keywords: ['photo only house price game', 'guess price from photos'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'text-only',
      title: 'Text-only template: facts without photos',
      description:
        'Guessing from the description and facts alone is a good drill, but Ballpark has no text-only mode or photo-hiding setting. The closest real setups, honestly.',
      keywords: ['text only property quiz', 'guess price from description'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'price-band',
      title: 'Price-band template: multiple-choice answers',
      description:
        'Choosing a band instead of typing a price is not something Ballpark offers: every guess is a number. What banded scoring gives you instead, and how to run it.',
      keywords: ['price band quiz', 'multiple choice house price game'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'classroom-econ',
      title: 'Classroom economics template: prices as a lesson',
      description:
        'A lesson-sized game on supply, location and percentages: settings, homes to pick, how a class of more than ten can play, and discussion prompts.',
      keywords: ['house price game for economics class', 'classroom property quiz'],
      play: '/party',
    },
    {
      slug: 'realtor-leadgen',
      title: 'Estate agent template: a local game for your patch',
      description:
        "A game of an agent's own sales or listings: settings, price masking, sharing, and how a builder game differs from a branded site with a contact call to action.",
      keywords: ['estate agent house price game', 'realtor lead generation quiz'],
      play: '/create-game',
    },
    {
      slug: 'party-night',
      title: 'Party night template: a room full of phones',
      description:
        'Running a house price game at home with friends: party room settings, round timer, presenter view on the TV, how many rounds, and play again.',
      keywords: ['house price party game', 'property game night'],
      play: '/party',
    },
    {
      slug: 'office-social',
      title: 'Office social template: a lunchtime league',
      description:
        'A workplace game for a week: an unlisted game with a leaderboard and a closing time, five rounds, and a short party-room final. No teams or prizes built in.',
      keywords: ['office house price quiz', 'team social property game'],
      play: '/create-game',
    },
    {
      slug: 'newsletter-issue',
      title: 'Newsletter issue template: one game per edition',
      description:
        "A game for a newsletter or blog post: a themed set, a window that closes with the next issue, a share link, and what readers' share text shows.",
      keywords: ['newsletter quiz house prices', 'one-off property game'],
      play: '/one-offs/v/newsletter-one-off',
    },
    {
      slug: 'conference-stand',
      title: 'Conference stand template: quick games for passers-by',
      description:
        'A three-round game for an exhibition stand or event: a screen with the presenter view, short rounds, a daily board, and what to do with the queue.',
      keywords: ['event house price game', 'exhibition stand quiz'],
      play: '/party',
    },
    {
      slug: 'token-entry',
      title: 'Token entry template: one session per ticket',
      description:
        'How token-entered games work (each one-use token starts one session, entered at the token page), when they suit a class or event, and how tokens are issued.',
      keywords: ['house price game tokens', 'one use game codes'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'timed-competition',
      title: 'Timed competition template: open and close dates',
      description:
        'Using the open and close window and the leaderboard periods to run a competition with a clear start and finish. Ranked rules and ties explained.',
      keywords: ['house price competition', 'timed property quiz leaderboard'],
      play: '/weekly-challenge',
    },
    {
      slug: 'recent-sales',
      title: 'Recent sales template: a roundup of what sold',
      description:
        "A game of an area's recent sales, built from pasted links or a King County CSV, and how Ballpark's roundup format (any home, any order) compares.",
      keywords: ['recent sales quiz', 'sold prices game'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'two-markets',
      title: 'Two markets template: compare cities side by side',
      description:
        "A ten-round game that mixes two places, to teach how much location moves a price. Which homes to pick, and Ballpark's mixed games to try first.",
      keywords: ['compare house prices cities game', 'two city property quiz'],
      play: '/game/grand-tour',
    },
    {
      slug: 'quick-three',
      title: 'Quick three template: a game in two minutes',
      description:
        'Three rounds, bands, leaderboard on: the shortest game the builder makes, when it suits, and how to choose three homes that make a good story.',
      keywords: ['short house price quiz', 'three round property game'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'marathon-ten',
      title: 'Marathon template: ten rounds and a real spread',
      description:
        'Ten-round games for players who want a fair test: how to spread homes across prices and types so luck evens out, and which scoring mode to pick.',
      keywords: ['ten round house price game', 'long property quiz'],
      play: '/game/grand-tour',
    },
    {
      slug: 'discussion-game',
      title: 'Discussion template: guesses with reasons',
      description:
        "A game where players explain their guesses: Ballpark's community-thread format with one-line reasons, and how to get similar talk from a party room.",
      keywords: ['house price discussion game', 'community price guessing'],
      play: '/r/community-price-threads',
    },
    {
      slug: 'family-game',
      title: 'Family template: a house price game for all ages',
      description:
        'A game for a family gathering: short rounds, banded scoring, homes with stories, a party room on the TV, and how younger players can join in.',
      keywords: ['family house price game', 'property quiz for families'],
      play: '/party',
    },
    {
      slug: 'host-commentary',
      title: 'Host commentary template: a game with a guide',
      description:
        "Guest-first play with a host's note on each home after the guess: how Ballpark's klavo game with commentary works, and what a builder game cannot add.",
      keywords: ['house price game with commentary', 'guided property quiz'],
      play: '/klavo/v/arizona-house-price-guess',
    },
    {
      slug: 'faq',
      title: 'Game templates: questions and answers',
      description:
        'What the builder can set, where homes come from, what is masked, what happens when you edit a live game, and which formats Ballpark does not offer.',
      keywords: ['house price game builder faq', 'create property quiz questions'],
      play: '/create-game',
      faq: true,
    },
  ],
};
