import type { ContentHub } from './content-hub';

export const SCORING_LEADERBOARDS: ContentHub = {
  path: '/scoring-leaderboards',
  title: 'Scoring and leaderboards',
  description:
    'How Ballpark scores a guess (percentage bands or log scale), which sessions are ranked, and how the daily to all-time boards work.',
  keywords: ['house price game scoring', 'property quiz leaderboard', 'how guesses are scored'],
  play: '/game/house-prices-game',
  pages: [
    {
      slug: 'absolute-error',
      title: 'Absolute error: how far off in pounds or dollars',
      description:
        'Why an error of £20,000 means different things on different homes, when absolute error is useful, and why Ballpark scores percentages.',
      keywords: ['absolute error', 'price guess error', 'mean absolute error house prices'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'percent-error',
      title: 'Percentage error: the measure behind every score',
      description:
        'The exact formula Ballpark uses, (guess − actual) ÷ actual × 100, why over- and under-guesses are not symmetrical, and worked examples.',
      keywords: ['percentage error formula', 'percent error house price', 'guess accuracy percentage'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'band-bonuses',
      title: 'Scoring bands: 100 points within 5%, down to 10',
      description:
        'The full table of Ballpark’s default scoring bands, the round emoji, the session ratings, and the log scale a game can use instead.',
      keywords: ['scoring bands', 'house price game points', 'log scoring'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'streaks',
      title: 'Streaks: the daily challenge streak and nothing else',
      description:
        'Ballpark keeps one streak, for playing the daily challenge on consecutive UTC days. How it counts, and which streak ideas it does not offer.',
      keywords: ['daily streak', 'house price game streak', 'daily challenge streak'],
      play: '/daily-challenge',
    },
    {
      slug: 'tie-breakers',
      title: 'Tie-breakers: equal scores go to the earlier finish',
      description:
        'When two players share a total on a Ballpark leaderboard, the one who completed their session first ranks higher. Why, and what else counts.',
      keywords: ['leaderboard tie breaker', 'equal scores ranking', 'quiz tie rules'],
      play: '/game/grand-tour',
    },
    {
      slug: 'penalties',
      title: 'Penalties: what costs points and what does not',
      description:
        'Ballpark has no negative points, time penalties or deductions. Every guess scores at least 10; practice sessions are simply unranked.',
      keywords: ['quiz penalties', 'negative scoring', 'house price game points lost'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'seasons',
      title: 'Seasons: why boards run by day, week and month',
      description:
        'Ballpark has no competitive seasons. Its boards reset daily, weekly and monthly on UTC boundaries, with an all-time board that never resets.',
      keywords: ['leaderboard seasons', 'monthly leaderboard', 'leaderboard reset'],
      play: '/weekly-challenge',
    },
    {
      slug: 'tiers',
      title: 'Tiers and divisions: not offered, and ratings instead',
      description:
        'Ballpark has no player tiers, leagues or divisions. Each session gets a rating from novice to expert; this page explains both ideas.',
      keywords: ['player tiers', 'quiz divisions', 'expert rating house game'],
      play: '/game/grand-tour',
    },
    {
      slug: 'private',
      title: 'Private leaderboards for friends and groups',
      description:
        'How to keep scores among a group: unlisted games, a board switched off, party-room standings, and a game of your own with its own board.',
      keywords: ['private leaderboard', 'friends house price game', 'unlisted quiz'],
      play: '/party',
    },
    {
      slug: 'classroom',
      title: 'Leaderboards in the classroom: use them with care',
      description:
        'How a teacher can run a price game with or without a visible board: token games, turning the board off, names, and hiding a name.',
      keywords: ['classroom leaderboard', 'student quiz scores', 'class house price game'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'corporate',
      title: 'Office leagues and corporate leaderboards',
      description:
        'Running a house price league at work with party rooms, a private game and its own boards, and what Ballpark does not offer companies.',
      keywords: ['office quiz league', 'corporate leaderboard', 'team building house price game'],
      play: '/party',
    },
    {
      slug: 'anti-cheat',
      title: 'Fair play: how the boards are kept honest',
      description:
        'The ranked-or-practice rule, prices kept from the browser until you guess, spoiler-free sharing, rate limits and creator moderation.',
      keywords: ['anti cheat', 'fair leaderboard', 'ranked or practice'],
      play: '/daily-challenge',
    },
    {
      slug: 'disputes',
      title: 'Score disputes: checking a result yourself',
      description:
        'How to verify a score from the detailed results, why odd recorded sales happen, and who to ask when a home’s price looks wrong.',
      keywords: ['score dispute', 'wrong house price', 'check quiz result'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'stats-glossary',
      title: 'Scoring and leaderboard glossary',
      description:
        'Every term on Ballpark’s results and boards defined: difference, points, total, rating, rank, standing, ranked, practice, period, viewer row.',
      keywords: ['scoring glossary', 'leaderboard terms', 'quiz statistics definitions'],
      play: '/games',
    },
    {
      slug: 'personal-bests',
      title: 'Personal bests: where your best session shows',
      description:
        'Each Ballpark board keeps your best ranked session for its period, so the all-time board holds your best on that game. How to beat it.',
      keywords: ['personal best', 'best score house price game', 'improve quiz score'],
      play: '/game/grand-tour',
    },
    {
      slug: 'badges',
      title: 'Badges and achievements: not offered',
      description:
        'What achievement badges are in games, why Ballpark has none, and what its results, ratings and share cards give you instead.',
      keywords: ['quiz badges', 'achievements', 'house price game badges'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'rewards',
      title: 'Prizes and rewards: none from the game itself',
      description:
        'Ballpark gives no prizes, points to spend or rewards. Notes for organisers who add their own prize to a game, and what to check first.',
      keywords: ['quiz prizes', 'rewards', 'house price competition prize'],
      play: '/party',
    },
    {
      slug: 'api',
      title: 'Reading scores and boards through the API',
      description:
        'How Ballpark’s GraphQL API serves leaderboards and results, the live board subscription, and the rule that prices stay secret until you guess.',
      keywords: ['leaderboard API', 'GraphQL leaderboard', 'house price game API'],
      play: '/games',
    },
    {
      slug: 'privacy',
      title: 'What a leaderboard shows about you',
      description:
        'Which of your details appear on a board, what stays private (guesses, prices, accounts), and what to type as a name in a public game.',
      keywords: ['leaderboard privacy', 'player name privacy', 'quiz data'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'regional',
      title: 'Regional leaderboards: a board for each place',
      description:
        'Ballpark boards belong to games, so a city game’s board is that city’s board. Which regions have one, and why periods run on UTC everywhere.',
      keywords: ['regional leaderboard', 'city house price leaderboard', 'local quiz rankings'],
      play: '/game/manchester-house-price-quiz',
    },
  ],
};
