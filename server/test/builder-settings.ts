/**
 * What the game builder's tests fill in: a new game's settings (a public game of three Oxford homes; each test
 * overrides what it is about), and the facts of a home in Oxford for a pasted listing that lacks them.
 */
export function gameSettings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Oxford homes',
    description: 'Three homes in Oxford.',
    variant: 'PUBLIC',
    roundCount: 3,
    poolSize: null,
    regions: ['Oxfordshire'],
    scoringMode: 'BANDS',
    leaderboardEnabled: true,
    startsAt: null,
    endsAt: null,
    visibility: 'PUBLIC',
    ...overrides,
  };
}

export const OXFORD_HOME_FACTS = {
  addressLine: '3 Old High Street',
  city: 'Oxford',
  country: 'GB',
  latitude: 51.7601,
  longitude: -1.2139,
  propertyType: 'detached',
  bedrooms: 2,
  bathrooms: 1,
  floorAreaSqft: 850,
};
