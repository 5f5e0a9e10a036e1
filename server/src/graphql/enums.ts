import { registerEnumType } from 'type-graphql';

/**
 * GraphQL enums mirror the string unions of the domain: the enum values are the stored strings, so resolvers pass
 * domain values through unchanged.
 */
export enum LeaderboardPeriodEnum {
  DAILY = 'daily',
  WEEKLY = 'weekly',
  MONTHLY = 'monthly',
  ALL_TIME = 'all_time',
}
registerEnumType(LeaderboardPeriodEnum, {
  name: 'LeaderboardPeriod',
  description: 'A leaderboard window; periods start at UTC midnight (weeks on Monday, ISO weeks).',
});

export enum ScoringModeEnum {
  BANDS = 'bands',
  LOG = 'log',
}
registerEnumType(ScoringModeEnum, {
  name: 'ScoringMode',
  description: 'How a guess is scored.',
  valuesConfig: {
    BANDS: { description: 'Points by percentage error bands: within 5% scores 100, beyond 100% scores 10.' },
    LOG: { description: 'Points from the log of guess/actual: guessing half and guessing double cost the same.' },
  },
});

export enum GameVariantEnum {
  PUBLIC = 'public',
  BRANDED = 'branded',
  COMMUNITY = 'community',
  ONE_OFF = 'one_off',
  KLAVO = 'klavo',
  ULTIMA = 'ultima',
  ROUNDUP = 'roundup',
  DAILY_CHALLENGE = 'daily_challenge',
  WEEKLY_CHALLENGE = 'weekly_challenge',
}
registerEnumType(GameVariantEnum, { name: 'GameVariant', description: 'Which kind of game page hosts the game.' });

export enum PerformanceRatingEnum {
  EXPERT = 'expert',
  ADVANCED = 'advanced',
  INTERMEDIATE = 'intermediate',
  BEGINNER = 'beginner',
  NOVICE = 'novice',
}
registerEnumType(PerformanceRatingEnum, {
  name: 'PerformanceRating',
  description:
    'A session rating from points earned over points possible: expert from 90%, advanced 70%, intermediate 50%, beginner 30%.',
});

export enum PriceKindEnum {
  SOLD = 'sold',
  ASKING = 'asking',
}
registerEnumType(PriceKindEnum, {
  name: 'PriceKind',
  description: 'Whether the hidden price is a recorded sale or an asking price.',
});

export enum PictureKindEnum {
  FRONT = 'front',
  STREET = 'street',
  PLAN = 'plan',
}
registerEnumType(PictureKindEnum, { name: 'PictureKind', description: 'Which view of the home a picture shows.' });

export enum ChallengePeriodEnum {
  DAILY = 'daily',
  WEEKLY = 'weekly',
}
registerEnumType(ChallengePeriodEnum, {
  name: 'ChallengePeriod',
  description: "A challenge's period: a UTC day, or an ISO week (Monday to Monday, UTC).",
});
