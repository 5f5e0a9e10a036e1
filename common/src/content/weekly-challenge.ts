import type { ContentHub } from './content-hub';

export const WEEKLY_CHALLENGE: ContentHub = {
  path: '/weekly-challenge',
  title: 'Weekly house price challenge',
  description:
    'Ten homes, the same for every player across an ISO week, Monday to Monday UTC: one scored attempt, its own leaderboard and a countdown.',
  keywords: ['weekly house price challenge', 'weekly property quiz', 'house price league'],
  play: '/weekly-challenge',
  index: false,
  pages: [
    {
      slug: 'how-it-works',
      title: 'How the weekly challenge works',
      description:
        'The weekly rules: ten homes drawn for the ISO week, one attempt each, banded scoring out of 1,000, and a close at Monday 00:00 UTC.',
      keywords: ['weekly challenge rules', 'ISO week quiz', 'ten home challenge'],
      play: '/weekly-challenge',
    },
    {
      slug: 'leaderboard',
      title: 'The weekly challenge leaderboard, explained',
      description:
        'How the weekly board fills over seven days, why ten homes separate players better than five, and how ties and your own row work.',
      keywords: ['weekly leaderboard', 'weekly rankings', 'house price quiz board'],
      play: '/weekly-challenge',
    },
    {
      slug: 'daily-vs-weekly',
      title: 'Daily or weekly challenge: which suits you',
      description:
        'Five homes a day against ten homes a week: the differences in length, luck, streaks, deadlines and boards, and when to play both.',
      keywords: ['daily vs weekly challenge', 'which challenge to play', 'house price game comparison'],
      play: '/weekly-challenge',
    },
    {
      slug: 'office-league',
      title: 'Running an office or club league on the weekly',
      description:
        'Use the weekly challenge as a league round: same homes for everyone, one try, a Monday deadline, and a simple points table kept by hand.',
      keywords: ['office quiz league', 'weekly work quiz', 'club house price league'],
      play: '/weekly-challenge',
    },
    {
      slug: 'planning-your-attempt',
      title: 'Planning your weekly attempt: ten homes, one sitting',
      description:
        'When in the week to play, how to pace ten mixed homes, guarding against a typo, and using the ten reveals to learn for next week.',
      keywords: ['weekly challenge tips', 'house price guessing strategy', 'ten round quiz'],
      play: '/weekly-challenge',
    },
    {
      slug: 'faq',
      title: 'Weekly challenge questions answered',
      description:
        'Short answers on the weekly challenge: when a week starts, what happens at the deadline, practice attempts, streaks, sharing and brand sites.',
      keywords: ['weekly challenge FAQ', 'weekly quiz questions', 'challenge deadline'],
      play: '/weekly-challenge',
      faq: true,
    },
  ],
};
