import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { GameLeaderboardQuery, LeaderboardPeriod } from '../../graphql/generated/graphql';

export const LEADERBOARD_LIMIT = 20;

export const gameLeaderboardQuery = graphql(`
  query GameLeaderboard($gameSlug: String!, $period: LeaderboardPeriod!, $limit: Int!) {
    leaderboard(gameSlug: $gameSlug, period: $period, limit: $limit) {
      gameSlug
      gameTitle
      period
      totalPlayers
      rows {
        ...LeaderboardRowFields
      }
      viewerRow {
        ...LeaderboardRowFields
      }
    }
  }
`);

export const leaderboardRowFields = graphql(`
  fragment LeaderboardRowFields on LeaderboardRow {
    rank
    playerName
    totalPoints
    guessCount
    completedAt
    isViewer
    sessionId
  }
`);

export const leaderboardChangedSubscription = graphql(`
  subscription LeaderboardChanged($gameSlug: String!) {
    leaderboardChanged(gameSlug: $gameSlug) {
      gameSlug
      periods
    }
  }
`);

export type Leaderboard = GameLeaderboardQuery['leaderboard'];
export type LeaderboardRow = Leaderboard['rows'][number];

/** A board as it stands, not followed: a closed game's final standings, which nothing moves any more. */
export function useLeaderboard(gameSlug: string, period: LeaderboardPeriod) {
  return useQuery(gameLeaderboardQuery, {
    variables: { gameSlug, period, limit: LEADERBOARD_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
}

/** The board of one period, re-read whenever a finished session moves it (for anyone watching). */
export function useLiveLeaderboard(gameSlug: string, period: LeaderboardPeriod, enabled = true) {
  const query = useQuery(
    gameLeaderboardQuery,
    enabled
      ? { variables: { gameSlug, period, limit: LEADERBOARD_LIMIT }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const { refetch } = query;
  const subscription = useSubscription(
    leaderboardChangedSubscription,
    enabled
      ? {
          variables: { gameSlug },
          onData: ({ data }) => {
            const periods = data.data?.leaderboardChanged.periods ?? [];
            if (periods.includes(period)) void refetch().catch(() => {});
          },
        }
      : skipToken,
  );
  return { ...query, live: enabled && !subscription.error };
}
