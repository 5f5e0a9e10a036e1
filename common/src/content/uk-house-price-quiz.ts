import type { ContentHub } from './content-hub';

export const UK_HOUSE_PRICE_QUIZ: ContentHub = {
  path: '/uk-house-price-quiz',
  title: 'UK house price quiz: regions, home types and buyers',
  description:
    'UK house price quiz sets by region and home type, played on illustrative homes in eight cities, with what really drives British prices.',
  keywords: ['uk house price quiz', 'guess the house price uk', 'british property quiz'],
  play: '/game/uk-quick-three',
  pages: [
    {
      slug: 'london-and-the-south-east',
      title: 'London and the South East: the top of the UK market',
      description:
        'Why London and its commuter belt price so far above the rest of the UK, how outer boroughs and home counties differ, and the London game to practise on.',
      keywords: ['london house prices quiz', 'south east property prices'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'northern-cities',
      title: 'Northern cities quiz: Manchester, Leeds and beyond',
      description:
        'House prices across northern England: Manchester and Leeds (which have games), plus Liverpool, Newcastle and Sheffield, explained for a guesser.',
      keywords: ['northern house prices quiz', 'north of england property prices'],
      play: '/game/manchester-house-price-quiz',
    },
    {
      slug: 'midlands',
      title: 'Midlands house price quiz: Birmingham and the region',
      description:
        'How Midlands prices work, from Birmingham suburbs to Nottingham, Leicester and the shires, and the Birmingham game of illustrative homes.',
      keywords: ['midlands house prices', 'birmingham property quiz'],
      play: '/game/birmingham-house-price-quiz',
    },
    {
      slug: 'south-west',
      title: 'South West house price quiz: Bristol, Bath, the coast',
      description:
        'South West England for a price guesser: Bristol and Bath, Devon and Cornwall second homes, coastal premiums, and the Bristol game to play.',
      keywords: ['south west house prices', 'bristol house price quiz'],
      play: '/game/bristol-house-price-quiz',
    },
    {
      slug: 'scotland',
      title: 'Scotland house price quiz: offers over and tenements',
      description:
        "Scotland's buying system (offers over, Home Reports, closing dates), tenement flats and villas, and the Edinburgh and Glasgow games to test it.",
      keywords: ['scotland house price quiz', 'scottish property prices'],
      play: '/game/edinburgh-house-price-quiz',
    },
    {
      slug: 'wales',
      title: 'Wales house price quiz: Cardiff, valleys and coast',
      description:
        'Welsh house prices for a guesser: Cardiff and Swansea, valley terraces, rural and coastal homes, Land Transaction Tax, and the Cardiff game.',
      keywords: ['wales house prices quiz', 'welsh property prices'],
      play: '/game/cardiff-house-price-quiz',
    },
    {
      slug: 'north-south-divide',
      title: 'The north-south divide in UK house prices',
      description:
        "How large Britain's regional price gap is, why it exists, where it breaks down, and a mixed-city game that tests whether you can tell the regions apart.",
      keywords: ['north south divide house prices', 'uk regional house prices'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'terraced-houses',
      title: 'Terraced houses quiz: pricing the British terrace',
      description:
        "From back-to-backs to Georgian townhouses: what sets a terraced house's price, how to read its facts, and the games where terraces come up.",
      keywords: ['terraced house prices', 'terrace house price quiz'],
      play: '/game/leeds-house-price-quiz',
    },
    {
      slug: 'semis-and-detached',
      title: 'Semis and detached houses: the suburban premium',
      description:
        'What a semi-detached or detached house costs compared with a terrace, what adds value in the suburbs (drives, extensions, plots) and where to practise.',
      keywords: ['semi detached house prices', 'detached house price quiz'],
      play: '/game/birmingham-house-price-quiz',
    },
    {
      slug: 'bungalows',
      title: 'Bungalows quiz: single-storey homes and their buyers',
      description:
        'Why bungalows sell as they do in the UK: downsizers, plots, extension potential and scarcity. How to price one, and the games that include them.',
      keywords: ['bungalow prices uk', 'bungalow house price quiz'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'period-homes',
      title: 'Period homes quiz: Georgian, Victorian and Edwardian',
      description:
        'How age and period features affect UK prices, what listed status means, and how to read a year built when guessing. Play on illustrative homes.',
      keywords: ['period property prices', 'victorian house price quiz'],
      play: '/game/bristol-house-price-quiz',
    },
    {
      slug: 'new-builds',
      title: 'New-build homes quiz: the new-build premium',
      description:
        'Why new-build homes often sell above nearby resales and lose some of that premium later, with incentives, warranties and estate charges explained.',
      keywords: ['new build house prices', 'new build premium uk'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'leasehold-flats',
      title: 'Leasehold flats quiz: lease length, charges, price',
      description:
        "How leasehold shapes a flat's price in England and Wales: lease length, ground rent, service charges, and why Scotland differs. Play the London game.",
      keywords: ['leasehold flat prices', 'short lease flat value'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'first-time-buyer',
      title: 'First-time buyer quiz: homes at the entry level',
      description:
        'What a first-time buyer can get across British cities, the costs beyond the price (deposit, tax relief, fees), and a quick game to practise on.',
      keywords: ['first time buyer house prices', 'first home price quiz uk'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'sold-price-records',
      title: 'Sold price records: what the UK publishes and how',
      description:
        'Where real UK sold prices come from (Land Registry Price Paid, Registers of Scotland, Northern Ireland), what a record holds, why the games are illustrative.',
      keywords: ['land registry sold prices', 'uk sold house price data'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'faq',
      title: 'UK house price quiz: questions and answers',
      description:
        'Are the UK homes real? Which cities are covered? How are guesses scored, what counts as ranked, and can you build a quiz from Rightmove listings?',
      keywords: ['uk house price quiz faq', 'house price game questions uk'],
      play: '/game/uk-quick-three',
      faq: true,
    },
  ],
};
