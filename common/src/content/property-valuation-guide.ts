import type { ContentHub } from './content-hub';

export const PROPERTY_VALUATION_GUIDE: ContentHub = {
  path: '/property-valuation-guide',
  title: 'Property valuation guide',
  description:
    'How professionals value homes in the UK and US: comparable sales, adjustments, RICS valuations, appraisals, AVMs, income and cost approaches.',
  keywords: ['property valuation', 'how homes are valued', 'house valuation methods'],
  play: '/game/us-coast-to-coast',
  pages: [
    {
      slug: 'comparable-sales-method',
      title: 'The comparable sales method, step by step',
      description:
        'How valuers and appraisers choose, verify, adjust and reconcile comparable sales, how many they use, and where the method struggles.',
      keywords: ['comparable sales method', 'sales comparison approach', 'valuation comparables'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'adjusting-comparables',
      title: 'Adjusting comparables: direction, size and evidence',
      description:
        'Which way to adjust a comparable, the common adjustments, how amounts are set from paired sales, gross and net adjustment, and reconciliation.',
      keywords: ['appraisal adjustments', 'adjusting comparables', 'paired sales analysis'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'rics-valuations-explained',
      title: 'RICS valuations explained',
      description:
        'What the RICS Red Book is, the market value definition, the kinds of valuation UK homeowners meet, inspection levels and what a valuation is not.',
      keywords: ['RICS valuation', 'Red Book valuation', 'UK property valuation'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'us-home-appraisals',
      title: 'US home appraisals: who, how and what',
      description:
        'Licensed appraisers, USPAP and independence rules, the Uniform Residential Appraisal Report, inspection alternatives, and low appraisals.',
      keywords: ['home appraisal', 'URAR', 'USPAP'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'mortgage-valuation-vs-survey',
      title: 'Mortgage valuation or survey: what each covers',
      description:
        'Why a UK lender’s valuation is not a survey, the three RICS Home Survey levels, choosing one, and how survey findings change prices.',
      keywords: ['mortgage valuation', 'RICS Home Survey levels', 'building survey'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'automated-valuation-models',
      title: 'Automated valuation models in plain terms',
      description:
        'What data AVMs use, the main method families, where they do well and badly, how accuracy is measured, and why Ballpark has no estimate.',
      keywords: ['automated valuation model', 'AVM accuracy', 'online house valuation'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'income-approach',
      title: 'The income approach: valuing homes by rent',
      description:
        'Direct capitalisation, cap rates and gross rent multipliers, where the income approach is used for homes, and why it rarely leads for owner-occupiers.',
      keywords: ['income approach', 'cap rate', 'gross rent multiplier'],
      play: '/game/house-prices-game',
    },
    {
      slug: 'cost-approach',
      title: 'The cost approach: land plus build, less wear',
      description:
        'Land value, replacement cost and the three kinds of depreciation, when the cost approach is used, and why rebuild cost is not market value.',
      keywords: ['cost approach', 'replacement cost', 'reinstatement cost'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'down-valuations',
      title: 'Down-valuations: when the lender says less',
      description:
        'How a UK down-valuation shrinks a mortgage, why it happens, the options for buyers and sellers, and what it says about the agreed price.',
      keywords: ['down valuation', 'valuation below asking price', 'mortgage valuation shortfall'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'appraisal-gaps',
      title: 'Appraisal gaps: when the appraisal comes in low',
      description:
        'The loan math of a low US appraisal, appraisal contingencies and gap clauses, reconsideration of value, and why appraisals come in low.',
      keywords: ['appraisal gap', 'low appraisal', 'appraisal contingency'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'valuation-vs-asking-vs-sold',
      title: 'Valuation, asking price and sold price compared',
      description:
        'Who sets each of the three numbers attached to a home, how they relate in hot and slow markets, and which one a guesser should anchor on.',
      keywords: ['asking price vs sold price', 'valuation vs price', 'list price'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'estate-agent-market-appraisals',
      title: 'Estate agent valuations: market appraisals',
      description:
        'What a UK estate agent’s free valuation involves, the incentive to overvalue, how it differs from a RICS valuation, and instant online figures.',
      keywords: ['estate agent valuation', 'market appraisal', 'overvaluing to win instructions'],
      play: '/game/uk-quick-three',
    },
    {
      slug: 'comparative-market-analysis',
      title: 'Comparative market analysis and broker opinions',
      description:
        'What a US agent’s CMA draws from the MLS, how it differs from an appraisal, what broker price opinions are, and how to read a CMA critically.',
      keywords: ['comparative market analysis', 'CMA real estate', 'broker price opinion'],
      play: '/roundup/v/king-county-sales-roundup',
    },
    {
      slug: 'market-value-definition',
      title: 'What market value means, clause by clause',
      description:
        'The international and US lending definitions of market value, what each clause excludes, other bases of value, and why a sale is only evidence.',
      keywords: ['market value definition', 'arm’s length sale', 'basis of value'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'tax-values-vs-market-values',
      title: 'Council tax bands and assessed values vs market value',
      description:
        'Why UK council tax bands and US property tax assessments differ from market value, how mass appraisal works, and using tax data sensibly.',
      keywords: ['council tax band value', 'assessed value vs market value', 'property tax assessment'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'new-build-valuations',
      title: 'Valuing new builds: premiums and incentives',
      description:
        'The new-build premium, developer incentives and how they are disclosed, how valuers treat new homes, off-plan risk, and leasehold charges.',
      keywords: ['new build valuation', 'new build premium', 'developer incentives'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'valuing-unusual-homes',
      title: 'Valuing unusual homes with few comparables',
      description:
        'What makes a home hard to value, how valuers cope with thin evidence, why models struggle, and how a guesser should widen their range.',
      keywords: ['unusual property valuation', 'non-standard construction', 'listed building value'],
      play: '/ultima/v/ultima-king-county',
    },
    {
      slug: 'leasehold-valuation',
      title: 'How a lease affects a flat’s value',
      description:
        'Lease length, mortgageability, extension premiums and marriage value, ground rent and service charges, share of freehold, and recent reform.',
      keywords: ['leasehold valuation', 'short lease value', 'lease extension'],
      play: '/game/london-house-price-quiz',
    },
    {
      slug: 'scotland-home-report',
      title: 'Scotland’s Home Report and how prices are set',
      description:
        'The Home Report’s survey, energy report and questionnaire, how its valuation anchors offers, closing dates, and Scotland’s price records.',
      keywords: ['Home Report Scotland', 'offers over Scotland', 'closing date'],
      play: '/game/edinburgh-house-price-quiz',
    },
    {
      slug: 'indexing-old-sales',
      title: 'Bringing an old sale price up to date',
      description:
        'Indexing a past sale price with the UK House Price Index or US repeat-sales indices, and why improvements, local divergence and gaps mislead.',
      keywords: ['index house price', 'house price calculator', 'indexed valuation'],
      play: '/game/us-coast-to-coast',
    },
    {
      slug: 'faq',
      title: 'Property valuation: common questions',
      description:
        'Short answers on valuations versus surveys, agent valuations, low valuations and challenges, online estimates, tax values and methods.',
      keywords: ['property valuation FAQ', 'house valuation questions'],
      play: '/game/house-prices-game',
      faq: true,
    },
  ],
};
