import type { Challenge, ChallengeSession } from '../features/challenge/challenge-queries';

/** Today's challenge as the API answers it, unplayed: its game as every start page has it. */
export const DAILY_CHALLENGE = {
  __typename: 'Challenge',
  period: 'DAILY',
  periodKey: '2026-01-05',
  startsAt: '2026-01-05T00:00:00.000Z',
  endsAt: '2026-01-06T00:00:00.000Z',
  nextStartsAt: '2026-01-06T00:00:00.000Z',
  streak: 3,
  game: {
    __typename: 'Game',
    id: 'g1',
    slug: 'daily-2026-01-05',
    title: 'Daily challenge, 5 January',
    description: 'Five homes from across the country.',
    variant: 'DAILY_CHALLENGE',
    roundCount: 5,
    regions: ['England'],
    scoringMode: 'BANDS',
    playerCount: 12,
    leaderboardEnabled: true,
    isOpen: true,
    isClosed: false,
    startsAt: null,
    endsAt: null,
    entryByToken: false,
    brand: { __typename: 'Brand', id: 'b1', displayName: 'Ballpark' },
  },
  mySession: null,
} as Challenge & { __typename: 'Challenge' };

/** The player's finished, ranked run of it. */
export const FINISHED_SESSION = {
  __typename: 'Session',
  id: 's1',
  isComplete: true,
  totalPoints: 1230,
  maxPoints: 1500,
  ranked: true,
  standing: null,
  nextRound: null,
} as ChallengeSession;
