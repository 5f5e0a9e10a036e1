import type { ContentHub } from './content-hub';

export const PRICING_METRICS: ContentHub = {
  path: '/pricing-metrics',
  title: 'House pricing metrics explained',
  description:
    'What price per square foot, medians, price indices, days on market, sale-to-list ratios, yields and affordability ratios say, and what they hide.',
  keywords: ['house price metrics', 'property market statistics', 'real estate metrics'],
  play: '/game/house-prices-game',
  pages: [
    {
      slug: 'price-per-square-foot',
      title: 'Price per square foot: what it says and doesn’t',
      description:
        'How price per square foot is calculated, what it shows about areas and listings, why it falls with size, and what counts as square footage.',
      keywords: ['price per square foot', 'cost per sq ft', 'square footage value'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'price-per-square-metre',
      title: 'Price per square metre in the UK',
      description:
        'Working out UK price per square metre when sale records hold no floor area: EPCs, floorplans, measurement conventions, and where it misleads.',
      keywords: ['price per square metre', 'EPC floor area', 'UK house price per sqm'],
      play: '/game/bristol-house-price-quiz',
    },
    {
      slug: 'median-vs-mean',
      title: 'Median or mean: which average house price?',
      description:
        'Why mean house prices sit above medians, when each is useful, how both move with the mix of homes sold, and which makes the better anchor.',
      keywords: ['median house price', 'average house price', 'mean vs median'],
      play: '/weekly-challenge',
    },
    {
      slug: 'uk-house-price-index',
      title: 'The UK House Price Index explained',
      description:
        'Who produces the UK HPI, which sales it uses, its hedonic method in outline, its breakdowns, lags and revisions, and how to use it.',
      keywords: ['UK House Price Index', 'UK HPI', 'Land Registry house price index'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'case-shiller-index',
      title: 'The Case-Shiller home price indices',
      description:
        'How the S&P Case-Shiller indices use repeat sales, their coverage and timing, what they miss, and how they relate to Seattle sales.',
      keywords: ['Case-Shiller index', 'repeat sales index', 'US home price index'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'uk-lender-and-portal-indices',
      title: 'Nationwide, Halifax and portal indices compared',
      description:
        'How UK lender indices, asking-price indices and the official UK HPI differ in the price they measure, timing and coverage, and why they disagree.',
      keywords: ['Nationwide house price index', 'Halifax house price index', 'Rightmove asking prices'],
      play: '/game/birmingham-house-price-quiz',
    },
    {
      slug: 'us-price-measures-compared',
      title: 'US home price measures compared',
      description:
        'NAR and new-home medians, Case-Shiller and FHFA repeat-sales indices and portal indices: what each measures and why their numbers differ.',
      keywords: ['NAR median price', 'FHFA house price index', 'US home price statistics'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'repeat-sales-vs-hedonic',
      title: 'Repeat-sales and hedonic price indices',
      description:
        'How repeat-sales, hedonic and mix-adjusted indices deal with changing mix, their strengths and weaknesses, and why methods report different growth.',
      keywords: ['hedonic price index', 'repeat sales method', 'mix-adjusted index'],
      play: '/game/grand-tour',
    },
    {
      slug: 'mix-and-composition-effects',
      title: 'Mix effects: when averages move but values don’t',
      description:
        'How seasonality, new developments, downturns and policy shift the mix of homes sold, which metrics suffer, and how to read the data.',
      keywords: ['composition effect', 'house price mix', 'seasonal house prices'],
      play: '/daily-challenge',
    },
    {
      slug: 'days-on-market',
      title: 'Days on market and time to sell',
      description:
        'US DOM and cumulative DOM, UK time-to-sell measures, what they say about market temperature and pricing, and what they cannot explain.',
      keywords: ['days on market', 'time to sell a house', 'CDOM'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'list-to-sale-ratio',
      title: 'Sale-to-list ratio: asking versus achieved',
      description:
        'Calculating the sale-to-list ratio against original or final list price, UK and US practice, what it says about bargaining power and its limits.',
      keywords: ['sale to list ratio', 'list to sale ratio', 'percentage of asking price'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'price-reductions',
      title: 'Price reductions as a market signal',
      description:
        'How the share and size of asking-price cuts are measured, why they turn before sold prices, and how to read a single listing’s price history.',
      keywords: ['price reductions', 'reduced listings', 'asking price cuts'],
      play: '/create-game',
    },
    {
      slug: 'affordability-ratios',
      title: 'Affordability ratios: prices against incomes',
      description:
        'Price-to-income ratios, ONS workplace and residence measures, payment-based indices, what affordability ratios say and what they leave out.',
      keywords: ['house price to earnings ratio', 'housing affordability', 'price to income ratio'],
      play: '/game/manchester-house-price-quiz',
    },
    {
      slug: 'rental-yield',
      title: 'Rental yield: gross, net and what it hides',
      description:
        'Calculating gross and net rental yield, what yields show about rents, prices and investors, what they hide, and yields as a sanity check.',
      keywords: ['rental yield', 'gross yield', 'net yield calculation'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'price-to-rent-ratio',
      title: 'Price-to-rent ratio: buy or rent?',
      description:
        'How the price-to-rent ratio is calculated, what it suggests about buying versus renting and overvaluation, and the costs it leaves out.',
      keywords: ['price to rent ratio', 'buy vs rent', 'house price to rent'],
      play: '/game/glasgow-house-price-quiz',
    },
    {
      slug: 'sale-price-spread',
      title: 'Sale-price spread: quartiles and ranges',
      description:
        'Measuring the spread of sale prices with quartiles, percentiles and log measures, what widens it, and why it matters for a guess and a score.',
      keywords: ['house price quartiles', 'lower quartile price', 'price dispersion'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'months-of-supply',
      title: 'Months of supply and housing inventory',
      description:
        'How months of supply is calculated, what it says about buyer and seller markets, its limits, and the nearest UK measures.',
      keywords: ['months of supply', 'housing inventory', 'buyers market sellers market'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'sales-volumes',
      title: 'Sales volumes: how many homes change hands',
      description:
        'Where UK and US transaction counts come from, what volumes say about liquidity and turning points, turnover rates, and reading volumes with prices.',
      keywords: ['housing transactions', 'home sales volume', 'property turnover'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'real-vs-nominal-prices',
      title: 'Real and nominal house prices',
      description:
        'Adjusting house prices for inflation, choosing a deflator, what real prices leave out, and why Ballpark asks for the nominal price paid.',
      keywords: ['real house prices', 'inflation adjusted house prices', 'nominal prices'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'measuring-guess-accuracy',
      title: 'Measuring how accurate a price estimate is',
      description:
        'Percentage and log errors, hit rates, bias versus spread, how Ballpark’s bands and log scores measure accuracy, and comparing fairly.',
      keywords: ['valuation accuracy', 'median absolute percentage error', 'estimate accuracy'],
      play: '/daily-challenge',
    },
    {
      slug: 'faq',
      title: 'House price metrics: common questions',
      description:
        'Short answers on price per square foot, medians, UK indices, Case-Shiller, yields, affordability, days on market and asking versus sold prices.',
      keywords: ['house price metrics FAQ', 'property statistics questions'],
      play: '/game/house-prices-game',
      faq: true,
    },
  ],
};
