import type { ContentHub } from './content-hub';

export const CITY_QUIZZES: ContentHub = {
  path: '/city-quizzes',
  title: 'City house price quizzes: 20 housing markets',
  description:
    'Twenty cities and what drives their home prices, with the city games Ballpark has (eight UK cities and Seattle) and honest notes where it has none.',
  keywords: ['city house price quiz', 'guess house prices by city', 'local property price game'],
  play: '/game/grand-tour',
  pages: [
    {
      slug: 'london',
      title: 'London house price quiz: flats, terraces and postcodes',
      description:
        'How London prices work for a guesser: zones, postcodes, conversions versus purpose-built flats, leases, and the London game of illustrative homes.',
      keywords: ['london house price quiz', 'guess london property prices', 'london flat prices'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'manchester',
      title: 'Manchester house price quiz: from Ancoats to Didsbury',
      description:
        'Reading Manchester homes: city-centre flats, south Manchester semis and terraces, student areas, and the Manchester game of illustrative homes.',
      keywords: ['manchester house price quiz', 'manchester property prices game'],
      play: '/game/manchester-house-price-quiz',
    },
    {
      slug: 'birmingham',
      title: 'Birmingham house price quiz: suburbs, semis and lofts',
      description:
        'What moves Birmingham prices, from Edgbaston villas to Erdington semis and Jewellery Quarter flats, and how to play the Birmingham game.',
      keywords: ['birmingham house price quiz', 'guess birmingham house prices'],
      play: '/game/birmingham-house-price-quiz',
    },
    {
      slug: 'edinburgh',
      title: 'Edinburgh house price quiz: tenements and villas',
      description:
        'Edinburgh for guessers: tenement flats, Morningside villas, Leith conversions, the Scottish offers-over system, and the Edinburgh game.',
      keywords: ['edinburgh house price quiz', 'edinburgh tenement flat prices'],
      play: '/game/edinburgh-house-price-quiz',
    },
    {
      slug: 'glasgow',
      title: 'Glasgow house price quiz: West End and Southside',
      description:
        'Glasgow red and blond sandstone tenements, Hyndland and Pollokshields villas, cottage flats, and how to approach the Glasgow game.',
      keywords: ['glasgow house price quiz', 'glasgow property prices game'],
      play: '/game/glasgow-house-price-quiz',
    },
    {
      slug: 'bristol',
      title: 'Bristol house price quiz: Clifton to Fishponds',
      description:
        "Bristol's hills, Georgian crescents, Victorian terraces and harbourside flats, what each does to the price, and the Bristol game.",
      keywords: ['bristol house price quiz', 'guess bristol house prices'],
      play: '/game/bristol-house-price-quiz',
    },
    {
      slug: 'leeds',
      title: 'Leeds house price quiz: back-to-backs to Roundhay',
      description:
        'Leeds housing for a guesser: back-to-back and through terraces, Headingley lets, Roundhay and Horsforth family homes, dock flats, and the Leeds game.',
      keywords: ['leeds house price quiz', 'leeds property price game'],
      play: '/game/leeds-house-price-quiz',
    },
    {
      slug: 'cardiff',
      title: 'Cardiff house price quiz: Pontcanna, Roath and the Bay',
      description:
        'Cardiff homes explained for guessers: bay-fronted terraces, Bay apartments, Llandaff and Whitchurch family houses, Welsh land tax, the Cardiff game.',
      keywords: ['cardiff house price quiz', 'cardiff property prices'],
      play: '/game/cardiff-house-price-quiz',
    },
    {
      slug: 'belfast',
      title: 'Belfast house prices: a guide, with no Belfast game',
      description:
        'Belfast housing for a guesser (terraces, the Malone Road, south Belfast flats) and an honest note: Ballpark has no Belfast homes yet.',
      keywords: ['belfast house prices', 'northern ireland property quiz'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'new-york-city',
      title: 'New York City home prices: co-ops, condos, brownstones',
      description:
        'How New York City homes are priced (co-op versus condo, maintenance, borough and building), and why the closest Ballpark game is Seattle.',
      keywords: ['new york home price quiz', 'nyc co-op vs condo prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'los-angeles',
      title: 'Los Angeles home prices: hills, flats and Prop 13',
      description:
        'Reading Los Angeles homes for a price guess: neighborhood, hillside versus flats, lot size, ADUs and taxes. Ballpark has no LA homes; here is what to play.',
      keywords: ['los angeles home price quiz', 'guess la house prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'san-francisco',
      title: 'San Francisco home prices: Victorians, TICs, condos',
      description:
        'San Francisco housing for guessers: Victorian and Edwardian flats, tenancy-in-common, list prices set low to draw bids. No SF homes in Ballpark yet.',
      keywords: ['san francisco home price quiz', 'sf house prices game'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'chicago',
      title: 'Chicago home prices: two-flats, bungalows, condos',
      description:
        'How Chicago homes vary: greystone two-flats, brick bungalows, lakefront condos, Cook County taxes. Ballpark has no Chicago homes; the closest game is Seattle.',
      keywords: ['chicago home price quiz', 'chicago two-flat prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'miami',
      title: 'Miami home prices: condos, flood risk and insurance',
      description:
        'Miami for a price guesser: condo towers, association fees, insurance and flood zones, waterfront premiums. No Miami homes in Ballpark; what to play instead.',
      keywords: ['miami home price quiz', 'miami condo prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'dallas-fort-worth',
      title: 'Dallas-Fort Worth home prices: suburbs and taxes',
      description:
        'Dallas-Fort Worth housing for guessers: new-build suburbs, property taxes, lot sizes and sale prices that are not public records. Ballpark has no DFW homes.',
      keywords: ['dallas home price quiz', 'fort worth house prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'seattle',
      title: 'Seattle house price quiz: real King County sales',
      description:
        "Seattle and its suburbs as recorded sales from 2014-15: neighborhoods, views, water, building grade, and Ballpark's real-sales King County game.",
      keywords: ['seattle house price quiz', 'king county home sales game', 'guess seattle house prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'boston',
      title: 'Boston home prices: triple-deckers and brownstones',
      description:
        "Boston's housing for a guesser: triple-deckers, South End brownstones, condo conversions, suburbs and schools. No Boston homes in Ballpark; what to play.",
      keywords: ['boston home price quiz', 'boston triple-decker prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'washington-dc',
      title: 'Washington, DC home prices: rowhouses and co-ops',
      description:
        'Washington, DC housing for guessers: rowhouses, condos and co-ops, historic districts, Maryland and Virginia suburbs. Ballpark has no DC homes yet.',
      keywords: ['washington dc home price quiz', 'dc rowhouse prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'toronto',
      title: 'Toronto home prices: semis, condos and land transfer tax',
      description:
        'Toronto housing explained for a guesser: semis, condo towers, bidding wars, double land transfer tax. Ballpark has no Canadian homes; the closest game.',
      keywords: ['toronto house price quiz', 'toronto condo prices'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'sydney',
      title: 'Sydney house prices: terraces, units and auctions',
      description:
        'Sydney for a price guesser: terraces, strata units, harbour views, auction clearance. Ballpark has no Australian homes; here is the nearest game to play.',
      keywords: ['sydney house price quiz', 'sydney property prices'],
      play: '/game/house-prices-game',
    },
  ],
};
