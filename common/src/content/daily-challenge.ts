import type { ContentHub } from './content-hub';

export const DAILY_CHALLENGE: ContentHub = {
  path: '/daily-challenge',
  title: 'Daily house price challenge',
  description:
    'Five homes, the same for every player each UTC day: one scored attempt, a leaderboard of its own, a daily streak and a countdown.',
  keywords: ['daily house price challenge', 'daily property quiz', 'guess the price daily'],
  play: '/daily-challenge',
  index: false,
  pages: [
    {
      slug: 'how-it-works',
      title: 'How the daily challenge works',
      description:
        'What the daily challenge is: five homes drawn for the day, the same for everyone, one try each, banded scoring and a close at midnight UTC.',
      keywords: ['daily challenge rules', 'how the daily challenge works', 'daily quiz rules'],
      play: '/daily-challenge',
    },
    {
      slug: 'streaks',
      title: 'Keeping a daily challenge streak',
      description:
        'How the streak counts consecutive UTC days of finished challenges, when it resets, and how to keep it going across time zones.',
      keywords: ['daily streak', 'keep streak', 'daily challenge streak'],
      play: '/daily-challenge',
    },
    {
      slug: 'fair-play',
      title: 'Fair play in the daily challenge',
      description:
        'Why the daily board is a fair test: identical homes, one attempt, prices kept from the browser, and attempts that count as practice.',
      keywords: ['daily challenge fair play', 'one attempt quiz', 'honest leaderboard'],
      play: '/daily-challenge',
    },
    {
      slug: 'leaderboard',
      title: 'Reading the daily challenge leaderboard',
      description:
        'What the daily board shows: totals out of 500, ties by earlier finish, your own row, live movement, and what a high place really means.',
      keywords: ['daily leaderboard', 'daily challenge rankings', 'house price game scores'],
      play: '/daily-challenge',
    },
    {
      slug: 'tips',
      title: 'Daily challenge tips: five homes, one go',
      description:
        'How to approach five mixed homes with no second chance: checking the currency and place, typing carefully, and learning from the reveal.',
      keywords: ['daily challenge tips', 'house price guessing strategy', 'improve daily score'],
      play: '/daily-challenge',
    },
    {
      slug: 'sharing',
      title: 'Sharing your daily result without spoilers',
      description:
        'What the daily share text shows (the day, emoji per round, total, rating, rank), what it leaves out, and good etiquette before midnight UTC.',
      keywords: ['share quiz result', 'daily challenge share', 'spoiler free results'],
      play: '/daily-challenge',
      faq: true,
    },
  ],
};
