import { maskListingPrices, maskPrices } from './price-masking';

describe('maskPrices', () => {
  it.each([
    ['4 bed house for £695,000', '4 bed house for £•••', ['£695,000']],
    ['Listed at $685,900.', 'Listed at $•••.', ['$685,900']],
    ['Just 695k!', 'Just •••!', ['695k']],
    ['Offers over £650,000', 'Offers over £•••', ['£650,000']],
    ['Offers over 650,000', 'Offers over •••', ['Offers over 650,000']],
    ['Guide price 700000 - viewing advised', 'Guide price ••• - viewing advised', ['Guide price 700000']],
    ['OIEO 1.2m', 'OIEO •••', ['OIEO 1.2m']],
    ['Now £1.25m after a cut', 'Now £••• after a cut', ['£1.25m']],
    ['Piso por 385.000 €', 'Piso por ••• €', ['385.000 €']],
    ['Asking GBP 450,000', 'Asking GBP •••', ['GBP 450,000']],
    ['HOA $80 monthly, $273 per sq ft', 'HOA $••• monthly, $••• per sq ft', ['$80', '$273']],
  ])('%s', (text, masked, originals) => {
    expect(maskPrices(text)).toEqual({ text: masked, originals });
  });

  it.each([
    '4 bedrooms, 2,517 sq ft, built in 2023',
    '4836 Sicily Dr, Lake Elsinore, CA 92530',
    'Stephen Road, Headington, OX3 9AY',
    'Price on application',
    'Less than 100m walk from the shops, 1.5k steps to the park',
  ])('leaves text that states no price: %s', (text) => {
    expect(maskPrices(text)).toEqual({ text, originals: [] });
  });

  it("masks the listing's own price however it is grouped, and only whole numbers", () => {
    const text = 'Was 695000, then 695 000, or 695.000; ref 16950001 stays';
    expect(maskPrices(text, 695000)).toEqual({
      text: 'Was •••, then •••, or •••; ref 16950001 stays',
      originals: ['695000', '695 000', '695.000'],
    });
  });
});

describe('maskListingPrices', () => {
  it('masks every text a player reads, lists what was masked by field, and leaves the price and URLs alone', () => {
    const { facts, masked } = maskListingPrices({
      title: 'Guide price £500,000',
      description: 'A house.\n\nOffers in excess of 500k considered.',
      price: 500000,
      photos: ['https://cdn.example/500000.jpg'],
      reference: '500000',
    });
    expect(facts).toEqual({
      title: 'Guide price £•••',
      description: 'A house.\n\nOffers in excess of ••• considered.',
      price: 500000,
      photos: ['https://cdn.example/500000.jpg'],
      reference: '500000',
    });
    expect(masked).toEqual([
      { field: 'title', original: '£500,000' },
      { field: 'description', original: 'Offers in excess of 500k' },
    ]);
  });
});
