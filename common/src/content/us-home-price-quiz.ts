import type { ContentHub } from './content-hub';

export const US_HOME_PRICE_QUIZ: ContentHub = {
  path: '/us-home-price-quiz',
  title: 'US home price quiz: regions, themes and real sales',
  description:
    'US home price quiz sets by region and theme. The playable games use real King County, Washington sales; other regions get a guide and the closest game.',
  keywords: ['us home price quiz', 'guess the home price', 'american house price game'],
  play: '/game/us-coast-to-coast',
  pages: [
    {
      slug: 'king-county',
      title: 'King County home price quiz: real 2014-15 sales',
      description:
        "Seattle and King County's recorded sales from May 2014 to May 2015: what the records hold, how prices spread, and every game that plays them.",
      keywords: ['king county home prices', 'seattle house price quiz', 'real home sales game'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'pacific-northwest',
      title: 'Pacific Northwest home prices: Seattle, Portland, beyond',
      description:
        'The Pacific Northwest market for a guesser: Puget Sound, Portland, Spokane, Boise. Only King County is playable in Ballpark, and this page says how.',
      keywords: ['pacific northwest home prices', 'portland house prices quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'california',
      title: 'California home prices: coast, valley and Prop 13',
      description:
        'How California homes are priced, from coastal cities to the Central Valley and Inland Empire, Prop 13 and insurance. No California homes in Ballpark yet.',
      keywords: ['california home price quiz', 'guess california house prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'texas',
      title: 'Texas home prices: big metros, high taxes, no disclosure',
      description:
        'Texas for a home price guesser: Austin, Houston, San Antonio, property taxes and a non-disclosure law that keeps sale prices private. No Texas homes here.',
      keywords: ['texas home prices', 'texas non-disclosure state'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'florida',
      title: 'Florida home prices: condos, insurance and coastlines',
      description:
        "Florida's housing for a guesser: condo rules after Surfside, insurance costs, homestead caps, and coast versus inland. Ballpark has no Florida homes.",
      keywords: ['florida home price quiz', 'florida condo prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'new-york-metro',
      title: 'New York metro home prices: city, suburbs, commuter belt',
      description:
        'The New York metro beyond the city: Long Island, Westchester, New Jersey and Connecticut suburbs, taxes and commutes. No New York area homes in Ballpark.',
      keywords: ['new york metro home prices', 'new jersey house prices quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'new-england',
      title: 'New England home prices: old houses, town by town',
      description:
        'New England housing for a guesser: colonials and capes, town-level schools and taxes, coastal and ski markets, old-house condition. No homes there in Ballpark.',
      keywords: ['new england home prices', 'massachusetts house price quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'midwest',
      title: 'Midwest home prices: affordable cities, big lots',
      description:
        'Midwest homes for a price guesser: Chicago, Minneapolis, Columbus, Detroit, Kansas City, taxes and age of stock. Ballpark has no Midwest homes yet.',
      keywords: ['midwest home prices', 'midwest house price quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'mountain-west',
      title: 'Mountain West home prices: Denver, Utah, resort towns',
      description:
        "The Mountain West's housing for a guesser: Denver, Salt Lake, Boise, Phoenix, ski towns and land. No homes there in Ballpark; what to play instead.",
      keywords: ['mountain west home prices', 'denver house price quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'southeast',
      title: 'Southeast home prices: Atlanta, Carolinas, Nashville',
      description:
        'Southeast housing for guessers: fast-growing metros, new subdivisions, low taxes, coastal risks. Ballpark has no Southeast homes; here is the closest game.',
      keywords: ['southeast home prices', 'atlanta house price quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'hawaii-islands',
      title: 'Hawaii home prices by island: Oahu to the Big Island',
      description:
        "Hawaii's island markets for a guesser: Oahu condos, leasehold land, Maui and Kauai resorts, lava zones on the Big Island. No Hawaii homes in Ballpark.",
      keywords: ['hawaii home prices', 'hawaii islands house price quiz', 'leasehold hawaii'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: '500k-challenge',
      title: 'The $500k challenge: above or below half a million?',
      description:
        'A self-set challenge on real King County sales: decide if a home sold above or below $500,000 before you guess. What the records say and how to play it.',
      keywords: ['500k house challenge', 'half million home quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'price-per-sqft',
      title: 'Price per square foot: a quiz strategy and its limits',
      description:
        'Using price per square foot to guess US home prices, with real King County figures by ZIP code, and where the number misleads. Play it on real sales.',
      keywords: ['price per square foot quiz', 'price per sqft home guess'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'starter-homes',
      title: 'Starter homes quiz: guessing the cheaper end',
      description:
        "What makes a starter home cheap, how to price small and older homes, and where King County's lower-priced sales were in 2014-15. Play on real sales.",
      keywords: ['starter home prices', 'first home price quiz'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'million-dollar-homes',
      title: 'Million-dollar homes: guessing the top of the market',
      description:
        'How to price homes over $1 million: location, building grade, lots, views and water, with real King County figures, and the hard ultima game to test it.',
      keywords: ['million dollar homes quiz', 'luxury home price guess'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'condos-vs-houses',
      title: 'Condos vs houses: how ownership changes the price',
      description:
        'Why a condo and a house of the same size sell differently: HOA fees, land, rules. Ballpark has no US condos; its King County homes are houses and townhouses.',
      keywords: ['condo vs house price', 'hoa fees and price'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'waterfront-homes',
      title: 'Waterfront homes quiz: pricing water and views',
      description:
        "What waterfront and views add to a home's price, with real King County sale figures, and how to spot water in a listing. Play the real-sales games.",
      keywords: ['waterfront home prices', 'view premium house price'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'faq',
      title: 'US home price quiz: questions and answers',
      description:
        'Where the US homes come from, why they are 2014-15 prices, how scoring works, why only Seattle, and how to add homes from elsewhere with the builder.',
      keywords: ['us home price quiz faq', 'house price game questions'],
      play: '/game/us-coast-to-coast',
      faq: true,
    },
  ],
};
