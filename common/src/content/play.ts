import type { ContentHub } from './content-hub';

export const PLAY: ContentHub = {
  path: '/play',
  title: 'Play a house price guessing game',
  description:
    'Ways to start playing: UK or US homes, alone or with friends, on a phone or a big screen, as a guest or the hard way with pictures only.',
  keywords: ['play house price game', 'guess the house price online', 'property price game'],
  play: '/games',
  index: false,
  pages: [
    {
      slug: 'uk-house-price-game',
      title: 'Play a UK house price game: eight cities',
      description:
        'Guess prices for UK homes in London, Manchester, Birmingham, Leeds, Bristol, Cardiff, Edinburgh and Glasgow. Illustrative homes, clearly labelled.',
      keywords: ['UK house price game', 'guess UK house prices', 'British property quiz'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'us-house-price-game',
      title: 'Play a US house price game with real recorded sales',
      description:
        'Guess what Seattle-area homes really sold for: recorded King County sales from 2014-15, in several games and formats, easy to hard.',
      keywords: ['US house price game', 'guess the home price', 'Seattle home price quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'play-with-friends',
      title: 'Play with friends: a party room on your phones',
      description:
        'Open a room, share a four-letter code, and up to 10 friends guess the same homes at once with a timer, sealed guesses and a live scoreboard.',
      keywords: ['house price game with friends', 'multiplayer property quiz', 'party game'],
      play: '/party',
    },
    {
      slug: 'play-solo',
      title: 'Play solo: public games, boards and replays',
      description:
        'Playing on your own: pick a game, take your time, get a rating and a rank, and come back to new homes or the daily challenge.',
      keywords: ['single player house price game', 'solo property quiz', 'house price game online'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'play-on-a-phone',
      title: 'Play on a phone: no app, just the browser',
      description:
        'Ballpark runs in a phone’s browser with nothing to install. Typing guesses, joining a room by QR code, and keeping your games as a guest.',
      keywords: ['house price game on phone', 'mobile property quiz', 'no app needed'],
      play: '/daily-challenge',
    },
    {
      slug: 'play-as-a-guest',
      title: 'Play as a guest, with no account at all',
      description:
        'Every game is open without signing up. What a guest keeps, what an account adds, and the guest-first klavo games that ask for a name last.',
      keywords: ['play without account', 'guest house price game', 'no sign up quiz'],
      play: '/klavo/v/arizona-house-price-guess',
    },
    {
      slug: 'hard-mode',
      title: 'Hard mode: price homes from photos and place only',
      description:
        'Ultima hides every fact and scores on a log scale. How it differs from the standard games and how to prepare for it.',
      keywords: ['hard house price game', 'ultima', 'expert property quiz'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'play-on-a-big-screen',
      title: 'Play on a TV or projector with the presenter view',
      description:
        'Put the game on a big screen: the presenter view shows the home, countdown, scoreboard and join QR code while players guess on phones.',
      keywords: ['house price game on TV', 'projector quiz', 'presenter view'],
      play: '/party',
    },
  ],
};
