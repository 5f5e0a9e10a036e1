import type { BuilderGame, BuilderHome } from '../features/builder/builder-types';

/** A home of a game being built, as the API answers it: imported by the account, priced, with a price masked. */
export const BUILDER_HOME: BuilderHome = {
  id: 'game-home-1',
  listingId: 'listing-1',
  position: 0,
  visible: true,
  displayTitle: null,
  title: 'Three-bed semi on Stephen Road',
  addressLine: '12 Stephen Road',
  city: 'Leeds',
  region: 'West Yorkshire',
  postalCode: 'LS1 1AA',
  country: 'GB',
  latitude: 53.8,
  longitude: -1.55,
  propertyType: 'semi-detached',
  bedrooms: 3,
  bathrooms: 1,
  floorAreaSqft: 1180,
  description: 'A bright semi.',
  price: 450_000,
  currency: 'EUR',
  priceKind: 'sold',
  priceBand: null,
  importedByYou: true,
  missingFacts: [],
  missingMessage: null,
  maskedPrices: [{ field: 'description', original: '450.000 €' }],
  photoUrls: [],
};

/** A draft game with one home, needing five. */
export const BUILDER_GAME: BuilderGame = {
  id: 'game-1',
  slug: 'leeds-semis',
  title: 'Leeds semis',
  description: '',
  variant: 'PUBLIC',
  roundCount: 5,
  poolSize: null,
  regions: ['Leeds'],
  scoringMode: 'BANDS',
  leaderboardEnabled: true,
  startsAt: null,
  endsAt: null,
  visibility: 'PUBLIC',
  status: 'DRAFT',
  shareUrl: 'https://ballpark.example/game/leeds-semis',
  publishProblems: ['Add at least 5 homes.'],
  homes: [BUILDER_HOME],
};

/** A game as the server answers it, with the type names Apollo's cache reads. */
export function builderGameResponse(game: BuilderGame) {
  return {
    __typename: 'BuilderGame',
    ...game,
    homes: game.homes.map((home) => ({
      __typename: 'BuilderHome',
      ...home,
      maskedPrices: home.maskedPrices.map((masked) => ({ __typename: 'MaskedPrice', ...masked })),
    })),
  };
}
