import type { EntityManager } from 'typeorm';

/** A board the move changed, and the account's entry on it now (what the rank store is told). */
export interface MovedBoardEntry {
  gameId: string;
  periodKey: string;
  totalPoints: number;
  completedAt: Date;
}

/** The advisory lock of moves of guest play to one player: a log-in holds it, a start of a game played once shares it. */
const attachLockKey = (playerId: string) => `attach:${playerId}`;

/**
 * Waits, inside the caller's transaction, until no log-in is moving guest play to this player, and keeps any from
 * starting until the transaction ends: a session of a game played once, inserted meanwhile, would take the place a
 * guest's session of the game is moved to, and the move would fail on the one-attempt index.
 */
export async function holdGuestPlayMoves(manager: EntityManager, playerId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))`, [attachLockKey(playerId)]);
}

/**
 * Makes what a guest played in one browser (as `guestId`) the account's (as `playerId`), inside the caller's
 * transaction: their sessions with their guesses, their board entries (merged: the better entry of a board stays, ties
 * to the earlier completion), the prices shown to them (the earliest showing stays), and their party seats and rooms
 * where the account has no seat of its own in the room. A game played once a player (a challenge) that both played
 * keeps both sessions as they are: the guest's stays the guest's, with its board entries. Returns the boards whose
 * entries moved, for the rank store.
 */
export async function attachGuestPlay(
  manager: EntityManager,
  guestId: string,
  playerId: string,
): Promise<MovedBoardEntry[]> {
  // Two browsers logging into one account at once merge one after the other.
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [attachLockKey(playerId)]);
  // The rooms the guest sits in, locked as a join locks its room (and first, before any row a join may wait for): the
  // account joining one of them meanwhile would take the seat the guest's is moved to, and the move would fail.
  await manager.query(
    `SELECT 1 FROM party_room WHERE id IN (SELECT "roomId" FROM party_player WHERE "playerId" = $1)
     ORDER BY id FOR UPDATE`,
    [guestId],
  );

  const [{ sessionIds }]: { sessionIds: string[] }[] = await manager.query(
    `WITH moved AS (
       UPDATE play_session s SET "playerId" = $2
       WHERE s."playerId" = $1
         AND NOT (s."oneAttempt" AND EXISTS (
           SELECT 1 FROM play_session mine WHERE mine."playerId" = $2 AND mine."gameId" = s."gameId" AND mine."oneAttempt"))
       RETURNING s.id
     ), guesses AS (
       UPDATE guess g SET "playerId" = $2 FROM moved WHERE g."sessionId" = moved.id
     )
     SELECT coalesce(array_agg(id), '{}') AS "sessionIds" FROM moved`,
    [guestId, playerId],
  );

  const boards: { gameId: string; periodKey: string }[] = await manager.query(
    `WITH guest AS (
       DELETE FROM leaderboard_entry WHERE "playerId" = $1 AND "sessionId" = ANY($3::uuid[]) RETURNING *
     ), merged AS (
       INSERT INTO leaderboard_entry
         ("gameId", "periodKey", "playerId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
       SELECT "gameId", "periodKey", $2, "sessionId", "playerName", "totalPoints", "guessCount", "completedAt" FROM guest
       ON CONFLICT ("gameId", "periodKey", "playerId") DO UPDATE
         SET "sessionId" = excluded."sessionId", "playerName" = excluded."playerName",
             "totalPoints" = excluded."totalPoints", "guessCount" = excluded."guessCount",
             "completedAt" = excluded."completedAt"
         WHERE excluded."totalPoints" > leaderboard_entry."totalPoints"
            OR (excluded."totalPoints" = leaderboard_entry."totalPoints"
                AND excluded."completedAt" < leaderboard_entry."completedAt")
     )
     SELECT "gameId", "periodKey" FROM guest`,
    [guestId, playerId, sessionIds],
  );

  await manager.query(
    `WITH guest AS (DELETE FROM price_seen WHERE "playerId" = $1 RETURNING "listingId", "seenAt")
     INSERT INTO price_seen ("playerId", "listingId", "seenAt") SELECT $2, "listingId", "seenAt" FROM guest
     ON CONFLICT ("playerId", "listingId") DO UPDATE SET "seenAt" = least(price_seen."seenAt", excluded."seenAt")`,
    [guestId, playerId],
  );

  // The shared screens the guest opened go on recording what they show as seen by the account.
  await manager.query(
    `WITH guest AS (DELETE FROM party_screen_viewer WHERE "playerId" = $1 RETURNING "roomId", "openedAt")
     INSERT INTO party_screen_viewer ("roomId", "playerId", "openedAt") SELECT "roomId", $2, "openedAt" FROM guest
     ON CONFLICT DO NOTHING`,
    [guestId, playerId],
  );

  await manager.query(
    `UPDATE party_player p SET "playerId" = $2
     WHERE p."playerId" = $1
       AND NOT EXISTS (SELECT 1 FROM party_player mine WHERE mine."roomId" = p."roomId" AND mine."playerId" = $2)`,
    [guestId, playerId],
  );
  // A room the guest hosts follows the host's seat (a room where the account sits already keeps its guest host).
  await manager.query(
    `UPDATE party_room r SET "hostPlayerId" = $2
     WHERE r."hostPlayerId" = $1
       AND NOT EXISTS (SELECT 1 FROM party_player p WHERE p."roomId" = r.id AND p."playerId" = $1)`,
    [guestId, playerId],
  );

  if (boards.length === 0) return [];
  return manager.query(
    `SELECT e."gameId", e."periodKey", e."totalPoints", e."completedAt"
     FROM leaderboard_entry e JOIN unnest($2::uuid[], $3::text[]) AS board("gameId", "periodKey")
       ON board."gameId" = e."gameId" AND board."periodKey" = e."periodKey"
     WHERE e."playerId" = $1`,
    [playerId, boards.map((board) => board.gameId), boards.map((board) => board.periodKey)],
  );
}
