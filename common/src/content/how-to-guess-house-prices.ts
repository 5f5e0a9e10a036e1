import type { ContentHub } from './content-hub';

export const HOW_TO_GUESS_HOUSE_PRICES: ContentHub = {
  path: '/how-to-guess-house-prices',
  title: 'How to guess house prices',
  description:
    'Practical technique for guessing what a home sold for: local comparables, floor area, condition, listing language, dates and scoring strategy.',
  keywords: ['how to guess house prices', 'estimate a house price', 'house price guessing tips'],
  play: '/game/house-prices-game',
  pages: [
    {
      slug: 'anchor-on-local-comparables',
      title: 'Anchor your guess on local comparables',
      description:
        'What makes a good comparable sale, how to build an anchor price without records to hand, and when comparables mislead.',
      keywords: ['comparable sales', 'house price comps', 'anchor price'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'reading-listing-photos',
      title: 'What listing photos tell you, and what they hide',
      description:
        'Reading building type, street, outdoor space and condition from listing photos, spotting what is cropped out, and how Ballpark pictures homes.',
      keywords: ['listing photos', 'reading property photos', 'estate agent photos'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'using-floor-area',
      title: 'Using floor area to get a first number',
      description:
        'Turning floor area and a local price per square foot or metre into a first estimate, and why price per area falls as homes get bigger.',
      keywords: ['floor area house price', 'price per square foot estimate', 'square footage'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'condition-clues',
      title: 'Condition clues: renovated, lived in or a project',
      description:
        'Sorting homes into renovated, sound or needs-work, the listing clues for each, and adjusting a guess for condition without double counting.',
      keywords: ['house condition', 'renovated house value', 'needs modernisation'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'decoding-listing-language',
      title: 'Decoding UK and US listing language',
      description:
        'What guide price, offers over and fixed price mean in the UK, what cozy, as-is and motivated seller signal in US listings, and what copy leaves out.',
      keywords: ['estate agent jargon', 'offers over meaning', 'listing code words'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'adjusting-for-bedrooms-and-bathrooms',
      title: 'Adjusting a guess for bedrooms and bathrooms',
      description:
        'Why bedroom counts mislead, what bathroom counts (including US half and three-quarter baths) reveal, and how to use both as adjustments on size.',
      keywords: ['bedrooms and house price', 'bathroom count value', 'half bath'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'seasonality-and-sale-dates',
      title: 'Sale dates, seasons and market trends',
      description:
        'Which date a recorded price belongs to in the UK and US, how seasons and market trends move prices, and pricing 2014-15 King County sales.',
      keywords: ['house price seasonality', 'sale date', 'completion date'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'square-feet-vs-square-metres',
      title: 'Square feet and square metres: converting fast',
      description:
        'Converting floor area and price per area between square feet and square metres, land units, and what each measured figure includes.',
      keywords: ['square feet to square metres', 'price per square metre conversion', 'floor area units'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'bands-vs-log-scoring-strategy',
      title: 'Bands or log scoring: where to aim when unsure',
      description:
        'How the bands and log scoring rules treat over- and under-guesses, with worked numbers, and why an unsure guess should lean low.',
      keywords: ['scoring strategy', 'log scoring', 'guessing under uncertainty'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'common-biases',
      title: 'Common biases that skew house price guesses',
      description:
        'Anchoring, home-town bias, recency, photo appeal and round numbers: how each distorts a guess and how to find your own pattern.',
      keywords: ['anchoring bias', 'house price bias', 'estimation errors'],
      play: '/daily-challenge',
    },
    {
      slug: 'property-type-and-tenure',
      title: 'Property type and tenure: pick the right market',
      description:
        'UK and US home types, freehold and leasehold, HOA fees and condos, and why type and tenure split a market into separate price ranges.',
      keywords: ['property types', 'freehold vs leasehold', 'HOA fees'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'location-within-a-city',
      title: 'Location within a city: street by street',
      description:
        'The layers of location from city to street, what drives a neighbourhood premium, and reading place in the King County and UK games.',
      keywords: ['location and house prices', 'neighbourhood premium', 'school catchment'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'guessing-king-county-sales',
      title: 'Guessing King County sales from 2014-15',
      description:
        'Tactics for Ballpark’s real Seattle-area sales: pricing for 2014-15, the county’s sub-markets, assessor grades and ratings, water and lots.',
      keywords: ['King County house prices', 'Seattle house price game', 'assessor building grade'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'year-built-and-era',
      title: 'Reading the year built: eras and what they cost',
      description:
        'What UK and US construction eras say about a home’s layout, upkeep and location, and how age and renovation work together in a guess.',
      keywords: ['year built', 'Victorian house value', 'house age and price'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'outdoor-space-and-parking',
      title: 'Gardens, lots and parking: the features area misses',
      description:
        'How private outdoor space, lot size and parking move a price in cities and suburbs, and how to size the adjustment.',
      keywords: ['garden value', 'lot size price', 'off-street parking value'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'views-and-waterfront',
      title: 'Views and waterfront: a market of their own',
      description:
        'Why waterfront and strong views behave as separate markets, King County’s waterfront flag and view rating, and a rule of thumb for guessing.',
      keywords: ['waterfront premium', 'house with a view value', 'sea view property'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'how-precise-to-be',
      title: 'How precise should a house price guess be?',
      description:
        'Precision versus accuracy, how far to round, where real prices land, typing a guess safely, and the step effect of scoring bands.',
      keywords: ['rounding a guess', 'price precision', 'house price game tips'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'learning-from-your-results',
      title: 'Learning from your results, session by session',
      description:
        'A short routine for reviewing each guess’s difference, building your own comparables, and using ranked and practice sessions to improve.',
      keywords: ['improve at house price game', 'review results', 'practice mode'],
      play: '/daily-challenge',
    },
    {
      slug: 'party-room-tactics',
      title: 'Guessing against the clock in a party room',
      description:
        'How Ballpark party rounds work, a fifteen-second routine for the timer, and why steady guesses beat chasing closest-player wins.',
      keywords: ['party game tactics', 'timed house price game', 'multiplayer guessing'],
      play: '/party',
    },
    {
      slug: 'finding-sold-prices-uk',
      title: 'Finding UK sold prices: what Land Registry holds',
      description:
        'What HM Land Registry Price Paid Data records and omits, Scotland and Northern Ireland’s registers, and using sold prices as comparables.',
      keywords: ['Land Registry sold prices', 'Price Paid Data', 'UK sold house prices'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'finding-sold-prices-us',
      title: 'Finding US sold prices: MLS and county records',
      description:
        'What an MLS listing record holds, what county deed and assessor records add, non-disclosure states, and where Ballpark’s US data comes from.',
      keywords: ['MLS record', 'US sold prices', 'county assessor records'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'faq',
      title: 'Guessing house prices: common questions',
      description:
        'Answers on looking up prices, overestimating US homes, whether the UK homes are real, good scores, practice sessions and scoring modes.',
      keywords: ['house price game FAQ', 'guessing tips FAQ'],
      play: '/game/house-prices-game',
      faq: true,
    },
  ],
};
