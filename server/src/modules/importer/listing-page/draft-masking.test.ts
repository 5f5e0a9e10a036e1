import { maskListingPrices } from './draft-masking';

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
