// Finished runs of a demo game, so that a closed game has final standings to show (GAME-RULES: after it closes, a
// one-off shows only its results).

import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { LEADERBOARD_PERIODS, periodKey } from '@ballpark/common/leaderboard-period';
import { scoringModeOf, type GameVariant } from '@ballpark/common/game-variants';
import { scoreGuess, type ScoringMode } from '@ballpark/common/scoring';

export interface SeededPlayer {
  name: string;
  /** How far off each guess is, round by round: 0.1 guesses 10% over the price, -0.2 20% under it. */
  misses: readonly number[];
}

export interface SeededHome {
  gameHomeId: string;
  listingId: string;
  actualPrice: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Writes one finished, ranked session a player, as the guesses would have: each player plays the game's first homes
 * (as many as the game's rounds), guessing each off by its miss, rounded to the thousand, and the completion enters
 * every board period. The first player finished a day before `finishedBy`, the next a day before that, and so on. A
 * seeded player's id hashes a string no visitor token can be (it has spaces), so no browser plays as one.
 */
export async function insertFinishedSessions(
  manager: EntityManager,
  game: { id: string; roundCount: number; variant: GameVariant; scoringMode: ScoringMode },
  homes: readonly SeededHome[],
  players: readonly SeededPlayer[],
  finishedBy: Date,
): Promise<void> {
  const played = homes.slice(0, game.roundCount);
  // The scoring the game's sessions use: its variant may force one.
  const scoringMode = scoringModeOf(game);
  for (const [index, player] of players.entries()) {
    if (player.misses.length !== played.length)
      throw new Error(`seeded player ${player.name} needs a miss for each of ${played.length} rounds`);
    const playerId = createHash('sha256').update(`seed player ${player.name}`).digest('hex');
    const completedAt = new Date(finishedBy.getTime() - (index + 1) * 24 * HOUR_MS);
    const guesses = played.map((home, round) => {
      const amount = Math.round((home.actualPrice * (1 + player.misses[round])) / 1000) * 1000;
      return { ...home, amount, points: scoreGuess(amount, home.actualPrice, scoringMode) };
    });
    const totalPoints = guesses.reduce((sum, guess) => sum + guess.points, 0);
    const [session]: { id: string }[] = await manager.query(
      `INSERT INTO play_session
         ("gameId", "playerId", "playerName", "roundCount", "scoringMode", "totalPoints", "guessCount", "startedAt",
          "completedAt", ranked)
       VALUES ($1, $2, $3, $4, $5, $6, $4, $7, $8, true) RETURNING id`,
      [
        game.id,
        playerId,
        player.name,
        played.length,
        scoringMode,
        totalPoints,
        new Date(completedAt.getTime() - HOUR_MS / 4),
        completedAt,
      ],
    );
    for (const [round, guess] of guesses.entries()) {
      await manager.query(`INSERT INTO session_home ("sessionId", round, "gameHomeId") VALUES ($1, $2, $3)`, [
        session.id,
        round + 1,
        guess.gameHomeId,
      ]);
      await manager.query(
        `INSERT INTO guess ("sessionId", "gameHomeId", "listingId", "playerId", amount, points, "createdAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          session.id,
          guess.gameHomeId,
          guess.listingId,
          playerId,
          guess.amount,
          guess.points,
          new Date(completedAt.getTime() - (guesses.length - 1 - round) * 60_000),
        ],
      );
    }
    await manager.query(
      `INSERT INTO leaderboard_entry
         ("gameId", "periodKey", "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
       SELECT $1, key, $2, $3, $4, $5, $6, $7 FROM unnest($8::text[]) AS key`,
      [
        game.id,
        playerId,
        session.id,
        player.name,
        totalPoints,
        played.length,
        completedAt,
        LEADERBOARD_PERIODS.map((period) => periodKey(period, completedAt)),
      ],
    );
  }
}
