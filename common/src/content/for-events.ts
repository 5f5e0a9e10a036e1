import type { ContentHub } from './content-hub';

export const FOR_EVENTS: ContentHub = {
  path: '/for-events',
  title: 'House price games for quiz nights and events',
  description:
    'Running a live house price game at quiz nights, office parties, conferences and fundraisers: party rooms, big screens, bigger groups and timing.',
  keywords: ['house price quiz night', 'event game ideas', 'live party game for groups', 'guess the price event'],
  play: '/party',
  pages: [
    {
      slug: 'running-a-party-room',
      title: 'Hosting a party room from start to finish',
      description:
        'Choosing the game, opening the room, getting players in, explaining the rules, running reveals and handling drops and late arrivals.',
      keywords: ['host party room', 'live guessing game host', 'party game instructions'],
      play: '/party',
    },
    {
      slug: 'groups-bigger-than-ten',
      title: 'Groups bigger than ten: teams, rooms and tokens',
      description:
        'A party room holds 10 players. Honest options for 20, 50 or 200 people: teams, several rooms, heats, solo play and one-use tokens.',
      keywords: ['large group game', 'party game for big groups', 'game for 50 people'],
      play: '/party',
    },
    {
      slug: 'pub-quiz-round',
      title: 'A house price round for a pub quiz',
      description:
        'Slotting a house price round into a pub quiz on paper or on phones, local homes, timing, fair play, tiebreaks and regulars.',
      keywords: ['pub quiz round ideas', 'house price pub quiz', 'quiz night round'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'trivia-nights',
      title: 'A guess-the-price round for trivia night',
      description:
        'Running a home price round at bar or company trivia with real Seattle-area sales, on phones or answer sheets, with US-style scoring.',
      keywords: ['trivia night round ideas', 'guess the price trivia', 'bar trivia game'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'office-parties',
      title: 'A house price game for the office party',
      description:
        'A fifteen-minute party room with mixed-department teams, city quizzes, keeping money talk comfortable and remote colleagues.',
      keywords: ['office party games', 'work christmas party activity', 'team social game'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'conferences',
      title: 'Price-guessing games at conferences and stands',
      description:
        'Stage warm-ups, exhibition stand rooms and whole-audience challenges with a closing time and tokens, plus venue Wi-Fi and AV tips.',
      keywords: ['conference engagement activity', 'exhibition stand game', 'conference icebreaker'],
      play: '/game/grand-tour',
    },
    {
      slug: 'fundraisers',
      title: 'House price rounds at fundraisers',
      description:
        "Running a house price round at a charity quiz or PTA night. Ballpark takes no money: entry, donations and prizes are the organiser's.",
      keywords: ['fundraiser quiz ideas', 'pta quiz night', 'charity event game'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'weddings-and-family-parties',
      title: 'Housewarmings, weddings and family parties',
      description:
        'Where a house price game fits in a personal celebration, personal games of meaningful homes, consent, and a gentler version for children.',
      keywords: ['housewarming party game', 'wedding reception activity', 'family party game'],
      play: '/party',
    },
    {
      slug: 'virtual-events',
      title: 'Running a party room over a video call',
      description:
        'Sharing the presenter view on a call, joining from phones, breakout rooms for more than 10, timing for calls and handling drop-outs.',
      keywords: ['virtual event game', 'online team game video call', 'remote icebreaker'],
      play: '/party',
    },
    {
      slug: 'venue-screens-and-presenter-view',
      title: 'Venue screens and the presenter view',
      description:
        'Setting up the presenter view on a TV, projector or LED wall: checking the join code from the back, overscan, two screens and venue Wi-Fi.',
      keywords: ['presenter view setup', 'event screen setup', 'projector party game'],
      play: '/party',
    },
    {
      slug: 'timing-and-round-timer',
      title: 'Timing a live game: rounds and the round timer',
      description:
        'Choosing 3, 5 or 10 rounds and a 10-120 second timer, how long formats really take, pacing reveals and fitting a game into an evening.',
      keywords: ['party game timing', 'quiz round length', 'round timer'],
      play: '/party',
    },
    {
      slug: 'prizes-and-tiebreaks',
      title: 'Prizes, ties and winners',
      description:
        'What final standings and leaderboards decide, tiebreak formats, prize ideas, simple rules and announcing winners. Prizes are the host’s own.',
      keywords: ['quiz tiebreak ideas', 'party game prizes', 'competition rules event'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'accessibility-at-events',
      title: 'Making a live game accessible at events',
      description:
        'Kinder timers, seeing the screen, guests without smartphones, typing long numbers, hearing, joining help and money sensitivities.',
      keywords: ['accessible event games', 'inclusive party game', 'event accessibility tips'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'token-games-for-events',
      title: 'One-use tokens for fair event competitions',
      description:
        'When tokens beat a party room, how they are issued and handed out, setting up the game with a closing time and a room final for the top ten.',
      keywords: ['event competition tokens', 'one entry per guest', 'price guess tokens'],
      play: '/price-guess-tokens',
    },
    {
      slug: 'team-building',
      title: 'A house price game as a team-building exercise',
      description:
        'Mixed teams sharing a phone, a rule per round to expose how teams decide, and a debrief on anchoring, voices and time pressure.',
      keywords: ['team building activity', 'team decision making exercise', 'away day game'],
      play: '/party',
    },
    {
      slug: 'hosting-script',
      title: 'A hosting script for a live house price game',
      description:
        'What to say before, during and after a party room game, with timings, reveal lines and answers for the interruptions that always come.',
      keywords: ['quiz host script', 'party game hosting tips', 'how to host a quiz'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'troubleshooting',
      title: 'Fixing problems during a live game',
      description:
        'Codes that will not work, full rooms, dead phones, late joiners, troublemakers, a host who leaves, a frozen screen and surprising scores.',
      keywords: ['party game troubleshooting', 'join code not working', 'live quiz problems'],
      play: '/party',
    },
    {
      slug: 'faq',
      title: "Event hosts' questions answered",
      description:
        'Room size, accounts, length, screens, cost, prizes, drop-outs, real homes, your own homes, teams, rematches, virtual events and tracking.',
      keywords: ['event game faq', 'party room questions', 'quiz night faq'],
      play: '/party',
      faq: true,
    },
  ],
};
