import type { ContentHub } from './content-hub';

export const FOR_ESTATE_AGENTS: ContentHub = {
  path: '/for-estate-agents',
  title: 'House price games for estate agents and realtors',
  description:
    'How estate agents and US brokers use branded price-guessing games: brand sites, games from their own listings, events, and the rules to follow.',
  keywords: [
    'estate agent marketing game',
    'realtor house price game',
    'white label property quiz',
    'branded house price game',
  ],
  play: '/game/house-prices-game',
  pages: [
    {
      slug: 'white-label-brand-sites',
      title: 'White-label brand sites for agencies',
      description:
        "What an agency's own Ballpark site holds: colours, logo, home page, games, leaderboards and a contact call to action, and what it isn't.",
      keywords: ['white label estate agent site', 'branded property game site', 'agency brand site'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'branded-games-from-your-listings',
      title: 'Building a game from your own listings',
      description:
        'Pasting listing links, uploading a CSV, price masking, photos and settings: how an agency turns its own homes into a guessing game.',
      keywords: ['create property quiz from listings', 'estate agent game builder', 'listing links game'],
      play: '/create-game',
    },
    {
      slug: 'for-us-brokers-and-realtors',
      title: 'Price-guessing games for US brokers and Realtors',
      description:
        'What a US brokerage gets from a branded game site, the MLS and disclosure questions to settle, and what Ballpark does not do.',
      keywords: ['realtor marketing game', 'real estate broker quiz', 'guess the home price game for agents'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'zillow-and-mls-listings',
      title: 'Turning Zillow and MLS listings into game rounds',
      description:
        'How the builder reads a Zillow link, list price versus sale price, MLS display rules and photo licenses for US agents.',
      keywords: ['zillow listing game', 'mls sold data display rules', 'realtor listing quiz'],
      play: '/create-game',
    },
    {
      slug: 'valuation-lead-conversations',
      title: 'From a guessing game to a valuation conversation',
      description:
        'Ballpark captures no leads. How the results call to action still starts valuation conversations, and how to write one that works.',
      keywords: ['valuation leads estate agent', 'property game call to action', 'market appraisal marketing'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'local-market-quizzes',
      title: 'Local market quizzes that people share',
      description:
        'Choosing five homes with a real spread, sold or asking price, settings, naming and when to refresh a local house price quiz.',
      keywords: ['local house price quiz', 'area property quiz', 'estate agent local quiz'],
      play: '/game/leeds-house-price-quiz',
    },
    {
      slug: 'social-posts-and-share-cards',
      title: 'Social posts and share cards without spoilers',
      description:
        'Share pages show emoji, points, rating and rank but never prices. How agencies post games so comments do not give the answers away.',
      keywords: ['guess the price social post', 'property game share card', 'estate agent social media ideas'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'newsletter-games',
      title: 'Games for your property newsletter',
      description:
        'One-off games with a closing time, monthly local quizzes and how to write the email. You send the newsletter; Ballpark sends no email.',
      keywords: ['property newsletter ideas', 'estate agent newsletter quiz', 'one-off house price game'],
      play: '/one-offs/v/newsletter-one-off',
    },
    {
      slug: 'open-house-party-rooms',
      title: 'Price-guessing games at an open house',
      description:
        'A QR code on the sign-in table or a party room on the living-room TV: running a short game of nearby sales at an open house.',
      keywords: ['open house ideas', 'open house game', 'realtor open house activity'],
      play: '/party',
    },
    {
      slug: 'office-and-branch-events',
      title: 'Party rooms for branch openings and client evenings',
      description:
        'Running a live house price game at an agency event: screen, join codes, rooms of up to 10 players, bigger crowds and prizes.',
      keywords: ['estate agent event ideas', 'branch opening activity', 'client evening game'],
      play: '/party',
    },
    {
      slug: 'staff-valuation-training',
      title: 'Sharpening price instinct in negotiators and valuers',
      description:
        'A private ten-round game of your completions, reading the detailed results, log scoring and monthly team rooms for staff training.',
      keywords: ['valuer training', 'negotiator training game', 'estate agent staff training'],
      play: '/create-game',
    },
    {
      slug: 'seller-consent-for-listings',
      title: "Getting the seller's consent to use their home",
      description:
        'Why a game is a new use of a client home, what to ask the vendor or seller, sold price sensitivity and what to do if they change their mind.',
      keywords: ['vendor consent marketing', 'seller consent listing photos', 'sold price privacy'],
    },
    {
      slug: 'uk-advertising-rules',
      title: 'UK advertising rules for property games',
      description:
        'Consumer protection law, material information, the CAP Code, redress scheme codes and a checklist for a UK agency running a price game.',
      keywords: ['estate agent advertising rules', 'material information property', 'cap code property marketing'],
    },
    {
      slug: 'us-advertising-and-fair-housing',
      title: 'Fair housing and advertising rules for US agents',
      description:
        'Fair Housing Act advertising, brokerage identification, truthful advertising, MLS display rules and contest rules for a branded game.',
      keywords: ['fair housing advertising', 'real estate advertising rules', 'brokerage name in ads'],
    },
    {
      slug: 'price-accuracy',
      title: 'Getting the prices in your game right',
      description:
        'Asking, agreed, completion or registered price: choosing one, checking it against the records, and the mistakes that creep into games.',
      keywords: ['sold price accuracy', 'land registry price paid check', 'property price data errors'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'photo-rights-and-copyright',
      title: 'Listing photos: copyright and licences for games',
      description:
        "Who owns listing photos, why a game republishes them, updating photographers' terms and removing images when someone objects.",
      keywords: ['listing photo copyright', 'property photographer licence', 'estate agent photo rights'],
    },
    {
      slug: 'measuring-engagement',
      title: 'Measuring a game with sessions and guesses',
      description:
        'Brand admins see session and guess counts per game. How to read them, compare channels with separate games and measure what matters.',
      keywords: ['property game analytics', 'measure marketing engagement', 'estate agent marketing metrics'],
    },
    {
      slug: 'rightmove-listings-into-a-game',
      title: 'Turning a Rightmove listing into a game round',
      description:
        'What the builder reads from a Rightmove page, masking "guide price" text, sold versus asking prices, tenure notes and other portals.',
      keywords: ['rightmove listing game', 'rightmove quiz', 'estate agent rightmove marketing'],
      play: '/create-game',
    },
    {
      slug: 'faq',
      title: 'Estate agent and Realtor questions answered',
      description:
        'Leads, accounts, valuations, costs, which listings to use, spoilers, busy events, reporting, email and apps: short straight answers.',
      keywords: ['estate agent game faq', 'realtor game questions', 'brand site faq'],
      play: '/game/house-prices-game',
      faq: true,
    },
  ],
};
