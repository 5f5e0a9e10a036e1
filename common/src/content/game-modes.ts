import type { ContentHub } from './content-hub';

export const GAME_MODES: ContentHub = {
  path: '/game-modes',
  title: 'House price game modes',
  description:
    'Every way to play a house price guessing game, which formats Ballpark has today, which it does not, and what comes closest.',
  keywords: ['house price game modes', 'property quiz formats', 'price guessing game variants'],
  play: '/games',
  pages: [
    {
      slug: 'classic',
      title: 'Classic mode: one guess per home, scored by bands',
      description:
        'How the standard round works: pictures and facts, one typed guess, the reveal, and points from 10 to 100 by how far off you were.',
      keywords: ['classic house price game', 'guess the house price rules', 'house price quiz scoring'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'blitz',
      title: 'Blitz mode: fast guessing against a short clock',
      description:
        'What a blitz house price round is, why Ballpark has no blitz mode, and how a party room with a 10-second timer comes close.',
      keywords: ['blitz house price game', 'speed property quiz', 'quick fire price guessing'],
      play: '/party',
    },
    {
      slug: 'zen',
      title: 'Zen mode: unhurried guessing with no pressure',
      description:
        'The idea of a relaxed, scoreless price game, why Ballpark has no zen mode, and how solo and practice play already give you calm.',
      keywords: ['relaxed house price game', 'zen mode property quiz', 'no timer price guessing'],
      play: '/game/grand-tour',
    },
    {
      slug: 'survival',
      title: 'Survival mode: keep going until a bad miss',
      description:
        'How a survival price game would work, the thresholds people use, and how to run the challenge yourself on a 10-round Ballpark game.',
      keywords: ['survival mode house prices', 'sudden death property quiz', 'house price streak game'],
      play: '/game/grand-tour',
    },
    {
      slug: 'elimination',
      title: 'Elimination mode: the furthest guess drops out',
      description:
        'Knockout house price rounds where the worst guesser leaves each round: the rules, why Ballpark lacks them, and a party-room workaround.',
      keywords: ['elimination house price game', 'knockout property quiz', 'last one standing price game'],
      play: '/party',
    },
    {
      slug: 'team-vs-team',
      title: 'Team vs team: pooling guesses against a rival side',
      description:
        'How team house price quizzes work, why Ballpark has no team mode, and how to run teams in a party room with one seat per team.',
      keywords: ['team house price quiz', 'property quiz for teams', 'team building price game'],
      play: '/party',
    },
    {
      slug: 'coop',
      title: 'Co-op mode: one group, one agreed guess',
      description:
        'Cooperative price guessing, where a group argues its way to a single number: how it plays, and how to do it with Ballpark today.',
      keywords: ['cooperative house price game', 'co-op property quiz', 'group guessing game'],
      play: '/r/community-price-threads',
    },
    {
      slug: 'draft',
      title: 'Draft mode: players pick which homes to price',
      description:
        'A draft format lets players choose their homes before guessing. Ballpark has no draft mode; the roundup variant lets you pick the order.',
      keywords: ['draft mode house game', 'pick your property quiz', 'house price game formats'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'fog-of-info',
      title: 'Fog of information: facts revealed a clue at a time',
      description:
        'A format that uncovers a home’s facts in stages and pays more for early guesses. Not in Ballpark; ultima is the closest, with fewer facts.',
      keywords: ['hidden information house game', 'clue by clue price quiz', 'property guessing with clues'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'photo-only',
      title: 'Photo-only mode: price a home from its pictures',
      description:
        'Guessing from photos without beds, baths or floor area. Ballpark’s ultima variant does this with the place shown and log scoring.',
      keywords: ['photo only house price game', 'guess price from pictures', 'ultima house game'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'text-only',
      title: 'Text-only mode: price a home from its facts alone',
      description:
        'Pricing from a fact sheet with no pictures tests a different skill. Ballpark has no text-only mode; here is how to practise it anyway.',
      keywords: ['text only property quiz', 'price from listing details', 'house facts guessing'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'blind-band',
      title: 'Blind band mode: pick a price bracket, not a number',
      description:
        'Multiple-choice price brackets instead of a typed figure: who the format suits, why Ballpark asks for exact prices, and how bands score.',
      keywords: ['price bracket quiz', 'multiple choice house price game', 'price band guessing'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'double-or-nothing',
      title: 'Double or nothing: staking points on a guess',
      description:
        'Wager formats double a good round and wipe a poor one. Ballpark does not offer wagers; this page explains the idea and the risk maths.',
      keywords: ['double or nothing quiz', 'wager house price game', 'risk scoring quiz'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'time-attack',
      title: 'Time attack: as many homes as you can in a set time',
      description:
        'Time attack scores volume and accuracy against one clock. Ballpark has no time attack; the party round timer is the nearest thing.',
      keywords: ['time attack property game', 'timed house price quiz', 'beat the clock price game'],
      play: '/party',
    },
    {
      slug: 'accessibility',
      title: 'Playing house price games with access needs',
      description:
        'What makes a price game easy to use with a screen reader, a keyboard or extra time, and how Ballpark’s typed guesses and timers work.',
      keywords: ['accessible quiz game', 'screen reader property game', 'house price game accessibility'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'classroom-safe',
      title: 'Classroom-safe play: no accounts, one-use tokens',
      description:
        'What a school needs from a price game and what Ballpark gives it: guest play, token games handed out by a teacher, no ads or trackers.',
      keywords: ['classroom house price game', 'safe quiz for students', 'price guess tokens'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'regional-lock',
      title: 'Regional lock: playing one city or county only',
      description:
        'Restricting a game to one area sharpens local knowledge. Ballpark does this with per-place games, not a switch; here is which exist.',
      keywords: ['local house price quiz', 'city property game', 'regional house price game'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'custom-presets',
      title: 'Custom presets: rounds, scoring and timers you choose',
      description:
        'Which settings a Ballpark game creator and a party host can choose today (rounds, bands or log scoring, boards, timer) and what is fixed.',
      keywords: ['custom house price game', 'quiz settings', 'create a property quiz'],
      play: '/create-game',
    },
    {
      slug: 'comparison',
      title: 'Game modes compared: what exists and what does not',
      description:
        'A side-by-side table of house price game formats: which Ballpark offers, how each scores, how many play, and the closest option.',
      keywords: ['house price game comparison', 'property quiz modes compared', 'which price game to play'],
      play: '/games',
    },
  ],
};
