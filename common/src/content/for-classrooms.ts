import type { ContentHub } from './content-hub';

export const FOR_CLASSROOMS: ContentHub = {
  path: '/for-classrooms',
  title: 'House price games for teachers and classrooms',
  description:
    'Lesson plans and practical guides for using a house price guessing game in maths, economics and geography, with no pupil accounts needed.',
  keywords: [
    'house price game for teachers',
    'classroom estimation game',
    'maths lesson house prices',
    'percentage error lesson',
  ],
  play: '/game/uk-quick-three',
  pages: [
    {
      slug: 'percentages-and-percent-error',
      title: 'Lesson plan: percentages and percentage error',
      description:
        "Pupils reverse-engineer the game's percentage bands from their own guesses, then practise percentage change and error with house prices.",
      keywords: ['percentage error lesson', 'percentage change activity', 'ks3 maths house prices'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'logarithms-with-log-scoring',
      title: 'Lesson plan: logarithms through log scoring',
      description:
        'Why half and double the price score the same under log scoring: a two-lesson introduction to natural logs using real King County sales.',
      keywords: ['logarithms lesson', 'natural log real world example', 'log scoring maths'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'estimation-and-number-sense',
      title: 'Lesson plan: estimation with house prices',
      description:
        'Anchors, adjustment and calibration: pupils reason their way to a price, check it, and learn how wide their uncertainty really is.',
      keywords: ['estimation lesson', 'number sense activity', 'estimating large numbers'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'economics-of-housing',
      title: 'Lesson plan: the economics of house prices',
      description:
        'From a guessing game to hedonic pricing, inelastic supply of land and price-to-earnings affordability, for economics and citizenship.',
      keywords: ['housing economics lesson', 'supply and demand housing', 'house price affordability lesson'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'geography-of-house-prices',
      title: 'Lesson plan: the geography of house prices',
      description:
        'Comparing eight UK city quizzes, checking them against official data and mapping real King County sales against urban models.',
      keywords: ['geography house prices lesson', 'urban land use model', 'regional inequality housing'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'statistics-and-class-guesses',
      title: "Lesson plan: statistics from the class's guesses",
      description:
        "Mean, median and spread of a class's price guesses, why the average often beats most pupils, and how a shared anchor breaks it.",
      keywords: ['wisdom of crowds lesson', 'mean median activity', 'statistics real data classroom'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'price-per-square-metre',
      title: 'Lesson plan: price per square metre as a unit rate',
      description:
        'Pupils compute price per square metre, predict prices with it, convert square feet and find out why one rate never fits every home.',
      keywords: ['unit rate lesson', 'price per square metre', 'square feet to square metres'],
      play: '/game/manchester-house-price-quiz',
    },
    {
      slug: 'financial-literacy',
      title: 'Lesson plan: what buying a home really costs',
      description:
        'Deposits, loan-to-value, monthly mortgage payments and affordability, worked through on a home pupils picked from a guessing game.',
      keywords: ['financial literacy mortgage lesson', 'personal finance house buying', 'mortgage maths'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'class-game-with-tokens',
      title: 'Running a class game with one-use tokens',
      description:
        'Each token starts one session: when tokens help, how they are issued, handing them out, and what pupils and teachers see afterwards.',
      keywords: ['class game tokens', 'one attempt per pupil', 'price guess tokens'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'party-room-in-the-classroom',
      title: 'A live party room with a whole class',
      description:
        'Rooms hold 10 players, so teams or several rooms for a class; setting rounds and timer, running reveals and using play again.',
      keywords: ['live classroom quiz', 'party room class', 'whole class game'],
      play: '/party',
    },
    {
      slug: 'presenter-screen-setup',
      title: 'Setting up the presenter screen on the board',
      description:
        'Putting the party room presenter view on a whiteboard or projector: equipment, filtering, screen tips and fixing common problems.',
      keywords: ['presenter view projector', 'interactive whiteboard game', 'classroom screen setup'],
      play: '/party',
    },
    {
      slug: 'safe-names-for-pupils',
      title: 'Safe display names for pupils',
      description:
        'Display names appear on public boards. A class naming policy, dealing with rude names, switching boards off and younger pupils.',
      keywords: ['safe usernames pupils', 'online safety classroom game', 'leaderboard names school'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'no-pupil-accounts',
      title: 'Playing without pupil accounts',
      description:
        'How guest play with a visitor token works, shared devices, why pupils should not need accounts and when a teacher account helps.',
      keywords: ['no login classroom game', 'guest play pupils', 'no accounts needed'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'differentiation',
      title: 'Differentiating a house price lesson',
      description:
        'Choosing between games with full facts, commentary or none, adjusting rounds and tiering the follow-up task for mixed-attainment classes.',
      keywords: ['differentiation maths activity', 'mixed ability lesson', 'stretch and support tasks'],
      play: '/klavo/v/arizona-house-price-guess',
    },
    {
      slug: 'assessment-ideas',
      title: 'Assessment ideas using game results',
      description:
        'What evidence the results pages give, and how to assess the maths, reasoning and research rather than how well pupils know prices.',
      keywords: ['assessment ideas maths', 'formative assessment game', 'self assessment estimation'],
      play: '/game/grand-tour',
    },
    {
      slug: 'accessibility-in-class',
      title: 'Accessibility in a house price lesson',
      description:
        'Untimed solo games, generous party timers, pupils with visual impairments, typing large numbers, reading load and competition anxiety.',
      keywords: ['accessible classroom game', 'inclusive maths lesson', 'send classroom activity'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'homework-with-the-daily-challenge',
      title: 'Homework with the daily challenge',
      description:
        'Same homes for everyone, one scored attempt each: using the daily and weekly challenges for homework, with UTC timing and follow-up.',
      keywords: ['maths homework idea', 'daily challenge homework', 'weekly homework activity'],
      play: '/daily-challenge',
    },
    {
      slug: 'building-a-class-game',
      title: 'Building your own game for a class',
      description:
        'Rounds, scoring, leaderboard, open and close window, catalogue homes or your own data, and lesson-ready game ideas for teachers.',
      keywords: ['create classroom quiz', 'custom house price game', 'teacher game builder'],
      play: '/create-game',
    },
    {
      slug: 'faq',
      title: "Teachers' questions answered",
      description:
        'Accounts, cost, class sizes, retakes, dashboards, whether prices are real, rude names, devices, trackers, Spanish and badges.',
      keywords: ['teacher faq house price game', 'classroom game questions', 'school use questions'],
      play: '/game/uk-quick-three',
      faq: true,
    },
  ],
};
