import type { ContentHub } from './content-hub';

export const CREATE_GAME: ContentHub = {
  path: '/create-game',
  index: false,
  title: 'Create a house price game',
  description:
    'Guides to Ballpark’s game builder: planning a game, adding homes from links, the catalogue or a CSV, settings, publishing and running it.',
  keywords: ['create house price game', 'make a property quiz', 'house price game builder'],
  play: '/create-game',
  pages: [
    {
      slug: 'plan-a-game',
      title: 'Planning a house price game before you build it',
      description:
        'Decide who the game is for, which homes and which kind of price it uses, and how long it should be, before opening the builder.',
      keywords: ['plan a property quiz', 'house price game idea', 'design a guessing game'],
      play: '/create-game',
    },
    {
      slug: 'choose-homes',
      title: 'Choosing homes that make good rounds',
      description:
        'What makes a home a fair and interesting round: complete facts, honest photos, a price you can stand behind, and a pool with range.',
      keywords: ['choose homes for quiz', 'good quiz rounds', 'property game homes'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'paste-links',
      title: 'Adding homes by pasting listing links',
      description:
        'How the builder reads a listing page, which portals it knows specifically, how price masking works, and how to complete a draft.',
      keywords: ['import listing link', 'paste property link', 'listing import'],
      play: '/create-game',
    },
    {
      slug: 'catalogue-and-csv',
      title: 'Adding homes from the catalogue or a CSV file',
      description:
        'Picking homes from the site’s catalogue (real King County sales, illustrative UK homes) and uploading a CSV of King County sale records.',
      keywords: ['house price catalogue', 'csv upload homes', 'king county sales game'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'settings-explained',
      title: 'Game settings explained: rounds, scoring and more',
      description:
        'Every setting the builder offers: kind of game, rounds and pool, bands or log scoring, leaderboard, open and close window, public or unlisted.',
      keywords: ['game settings', 'bands vs log scoring', 'unlisted game'],
      play: '/create-game',
    },
    {
      slug: 'publishing-and-sharing',
      title: 'Publishing your game and sharing it',
      description:
        'What publishing gives you (a share link and a QR code), where to use each, and how to run your game in a party room.',
      keywords: ['share quiz link', 'qr code game', 'publish house price game'],
      play: '/party',
    },
    {
      slug: 'managing-guesses',
      title: 'Managing guesses, names and leaderboards',
      description:
        'What a creator can see and do once people play: every guess on a home, hiding an abusive name, keeping a session off the boards.',
      keywords: ['moderate game leaderboard', 'hide player name', 'view guesses'],
      play: '/create-game',
    },
    {
      slug: 'editing-after-launch',
      title: 'Editing a game after it has launched',
      description:
        'What you can change once a game is live, what happens to sessions already in progress, and how to fix a wrong price or a spoiler.',
      keywords: ['edit published game', 'change game homes', 'fix quiz mistake'],
      play: '/create-game',
    },
  ],
};
