import type { ContentHub } from './content-hub';

export const DATA_SOURCES_LICENSING: ContentHub = {
  path: '/data-sources-licensing',
  title: 'Data sources and licensing for house price games',
  description:
    'Where Ballpark’s homes come from, which are real sales and which are illustrative, and the licences and rules behind property data in general.',
  keywords: ['house price data sources', 'property data licensing', 'king county sales data', 'price paid data'],
  play: '/game/us-coast-to-coast',
  pages: [
    {
      slug: 'king-county-records',
      title: 'King County sale records: what Ballpark’s US homes are',
      description:
        'The King County, Washington sales behind Ballpark’s US homes: the period, the facts each record holds, what it lacks, and its public-domain status.',
      keywords: ['king county house sales', 'seattle sales data', 'public domain sale records'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'illustrative-homes',
      title: 'Illustrative homes: why some homes are invented',
      description:
        'Why Ballpark’s UK and Spanish catalogue homes are invented, how they are labelled, and what they can and cannot teach a player.',
      keywords: ['illustrative homes', 'demo property data', 'invented listings'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'land-registry-price-paid',
      title: 'HM Land Registry Price Paid data explained',
      description:
        'What the Price Paid dataset records for sales in England and Wales, what it leaves out, how soon sales appear, and how to use it for a game.',
      keywords: ['price paid data', 'land registry sold prices', 'england wales house sales data'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'open-government-licence',
      title: 'The Open Government Licence in plain terms',
      description:
        'What the Open Government Licence generally allows, the attribution it asks for, and what it does not cover, for anyone reusing UK public data.',
      keywords: ['open government licence', 'OGL attribution', 'reuse uk public data'],
    },
    {
      slug: 'registers-of-scotland',
      title: 'Registers of Scotland and Scottish sale prices',
      description:
        'How Scottish property sales are recorded, how that differs from England and Wales, and what it means for a Scottish house price game.',
      keywords: ['registers of scotland', 'scottish house prices data', 'scotland sold prices'],
      play: '/game/edinburgh-house-price-quiz',
    },
    {
      slug: 'mls-idx',
      title: 'MLS data and IDX rules in general terms',
      description:
        'What a multiple listing service holds, who may display it under IDX arrangements, and why that matters to anyone building a listing game.',
      keywords: ['mls data', 'idx rules', 'multiple listing service'],
      play: '/create-game',
    },
    {
      slug: 'county-assessor-records',
      title: 'County assessor and recorder records in the US',
      description:
        'What US county assessors and recorders keep, how assessed value differs from sale price, and where sale records fit in.',
      keywords: ['county assessor records', 'assessed value vs sale price', 'deed records'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'epc-data',
      title: 'Energy Performance Certificate data',
      description:
        'What an EPC records, including floor area and energy rating, how the register helps fill gaps in a listing, and its limits.',
      keywords: ['epc register', 'energy performance certificate floor area', 'epc rating house price'],
      play: '/game/leeds-house-price-quiz',
    },
    {
      slug: 'photos-copyright',
      title: 'Copyright in property photos',
      description:
        'Who owns listing photos, what an agent’s licence usually covers, what Ballpark does with imported photos, and how creators should treat them.',
      keywords: ['property photo copyright', 'listing photos licence', 'estate agent photos'],
      play: '/create-game',
    },
    {
      slug: 'listing-descriptions',
      title: 'Listing descriptions: whose words they are',
      description:
        'How listing descriptions are protected, what the builder does to their prices, and why rewriting them as facts is usually better.',
      keywords: ['listing description copyright', 'property description text', 'rewrite listing'],
      play: '/create-game',
    },
    {
      slug: 'portal-terms',
      title: 'Property portal terms of use',
      description:
        'What portal terms typically govern, why they matter to a game creator, and how to read them without relying on a summary.',
      keywords: ['property portal terms', 'scraping listings terms', 'portal content reuse'],
      play: '/create-game',
    },
    {
      slug: 'attribution',
      title: 'Attribution: crediting the sources of a game',
      description:
        'How Ballpark labels its own homes’ sources, how creators can credit theirs, and why a credit is not the same as permission.',
      keywords: ['data attribution', 'credit sources', 'source labelling'],
      play: '/create-game',
    },
    {
      slug: 'creator-csv-imports',
      title: 'CSV imports by creators: sources and responsibility',
      description:
        'The one CSV layout the builder reads (King County sale records), what a creator takes on in uploading it, and checking it before publishing.',
      keywords: ['csv import homes', 'upload property data', 'creator data responsibility'],
      play: '/create-game',
    },
    {
      slug: 'imported-listings',
      title: 'What the listing importer takes from a web page',
      description:
        'The structured data the builder reads from a listing page, the portals it knows specifically, and what it deliberately leaves behind.',
      keywords: ['listing importer', 'json-ld property', 'open graph listing'],
      play: '/create-game',
    },
    {
      slug: 'data-accuracy',
      title: 'How accurate is house price data?',
      description:
        'The errors found in sale records, listings and illustrative data, and what they mean for scores in a house price game.',
      keywords: ['house price data accuracy', 'sale record errors', 'listing data quality'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'corrections',
      title: 'Correcting a home’s data',
      description:
        'How a creator fixes a wrong price or fact in their game, what happens to sessions under way, and how to raise a problem with Ballpark’s own homes.',
      keywords: ['correct house price data', 'fix listing error', 'report wrong price'],
      play: '/create-game',
    },
    {
      slug: 'prices-before-guesses',
      title: 'What Ballpark never shows before a guess',
      description:
        'How the secret price is kept secret: masked texts, guess bounds that ignore the price, share text without guesses, and an API that withholds it.',
      keywords: ['hidden price', 'no spoilers', 'price reveal after guess'],
      play: '/daily-challenge',
    },
    {
      slug: 'personal-data-in-records',
      title: 'Personal data in property records',
      description:
        'Why sale records and listings can touch personal data, what Ballpark’s own homes show and omit, and care for creators using real homes.',
      keywords: ['personal data property records', 'privacy house sales', 'owner names public records'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'spanish-property-data',
      title: 'Property data in Spain, and Ballpark’s Spanish homes',
      description:
        'The Spanish cadastre, property registries and notarial statistics in general terms, and why Ballpark’s Spanish homes are illustrative.',
      keywords: ['spain property data', 'catastro', 'spanish house prices data'],
      play: '/games',
    },
    {
      slug: 'price-dates-and-indices',
      title: 'Old prices, sale dates and house price indices',
      description:
        'Why a sale price belongs to its date, how house price indices measure change over time, and how to read Ballpark’s 2014-2015 sales today.',
      keywords: ['house price index', 'adjust old house prices', 'sale date matters'],
      play: '/game/us-coast-to-coast',
    },
  ],
};
