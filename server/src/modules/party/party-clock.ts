import type { DataSource, EntityManager } from 'typeorm';
import type { PartyRoomEvents } from './party-readings';
import type { PartyPlayerEntity } from './party.entity';

export const PARTY_TIMES = {
  /** How long a reveal stays on screen before the next round opens (or the room finishes). */
  revealPauseSeconds: 8,
  /** A host whose connection is gone this long hands the room to the longest-seated player present (GAME-RULES). */
  hostAwaySeconds: 25,
  /**
   * A round stops waiting for a player whose connection has been gone this long: long enough for a socket to come
   * back (a restarted instance, a phone changing networks), short against a round's timer.
   */
  playerAwaySeconds: 10,
  /** A room never started is closed after this long, so its code is free again. */
  lobbyHours: 3,
} as const;

/**
 * A reveal shows its round's price to every player seated then and to every shared screen opened with the room's key
 * (`party_screen_viewer`): recorded as seen (`price_seen`, GAME-RULES "Ranked or practice"), in the reveal's transaction.
 */
async function recordRevealsSeen(manager: EntityManager, roundIds: string[]): Promise<void> {
  await manager.query(
    `INSERT INTO price_seen ("playerId", "listingId", "seenAt")
     SELECT viewer."playerId", home."listingId", now()
     FROM party_round round
     JOIN (
       SELECT "roomId", "playerId" FROM party_player WHERE NOT removed AND NOT "left"
       UNION SELECT "roomId", "playerId" FROM party_screen_viewer
     ) viewer ON viewer."roomId" = round."roomId"
     JOIN game_home home ON home.id = round."gameHomeId"
     WHERE round.id = ANY($1::uuid[])
     ON CONFLICT DO NOTHING`,
    [roundIds],
  );
}

/** Whoever joins a room while a reveal is on screen sees its price: recorded as seen, in the join's transaction. */
export async function recordRevealSeenOnJoin(manager: EntityManager, roomId: string, playerId: string): Promise<void> {
  await manager.query(
    `INSERT INTO price_seen ("playerId", "listingId", "seenAt")
     SELECT $2, home."listingId", now()
     FROM party_room room
     JOIN party_round round ON round."roomId" = room.id AND round.number = room."currentRound"
       AND round."revealedAt" IS NOT NULL
     JOIN game_home home ON home.id = round."gameHomeId"
     WHERE room.id = $1
     ON CONFLICT DO NOTHING`,
    [roomId, playerId],
  );
}

/** A round open and not revealed yet (`round`: party_round). */
const UNREVEALED = `round."revealedAt" IS NULL AND round.deadline IS NOT NULL`;
/**
 * The round (`round`) has a guess, and every player seated when it opened and not away (`awaySince`: their connection
 * is gone) has guessed: a phone dropped for `playerAwaySeconds` does not hold the round to its full timer.
 */
const EVERY_PRESENT_GUESSED = `EXISTS (SELECT 1 FROM party_guess guess WHERE guess."roundId" = round.id)
  AND NOT EXISTS (
  SELECT 1 FROM party_player player
  WHERE player."roomId" = round."roomId" AND player.plays AND NOT player.removed AND NOT player."left"
    AND (player."awaySince" IS NULL OR player."awaySince" > now() - make_interval(secs => ${PARTY_TIMES.playerAwaySeconds}))
    AND player."joinedAt" <= round."openedAt"
    AND NOT EXISTS (SELECT 1 FROM party_guess guess WHERE guess."roundId" = round.id AND guess."partyPlayerId" = player.id))`;
/**
 * The players a round waits for, as its reveal counts them (`EVERY_PRESENT_GUESSED`): seated and playing since it
 * opened, and not gone too long unless they guessed. `guessed` are the seats (`PartyPlayerEntity.id`) that guessed.
 */
export function awaitedPlayers<
  Player extends Pick<PartyPlayerEntity, 'id' | 'plays' | 'removed' | 'left' | 'joinedAt' | 'awaySince'>,
>(players: readonly Player[], openedAt: Date, guessed: ReadonlySet<string>): Player[] {
  return players.filter(
    (player) =>
      player.plays &&
      !player.removed &&
      !player.left &&
      player.joinedAt <= openedAt &&
      (guessed.has(player.id) || !goneTooLong(player)),
  );
}

/** A player whose connection has been gone for `playerAwaySeconds`: no round waits for them (`EVERY_PRESENT_GUESSED`). */
export function goneTooLong(player: { awaySince: Date | null }, now = Date.now()): boolean {
  return player.awaySince !== null && player.awaySince.getTime() <= now - PARTY_TIMES.playerAwaySeconds * 1000;
}

/** Round $1 (`round`), guessed by every player present (`EVERY_PRESENT_GUESSED`). */
const ALL_GUESSED = `round.id = $1 AND ${EVERY_PRESENT_GUESSED}`;

/**
 * What happens to rooms with time: reveals (when a round's last guess comes or its deadline passes), next rounds
 * after the reveal's pause, the end, and the closing of rooms never started. Each is a conditional update that only
 * one caller can win, so every instance runs `sweep` (`PartySweeper`) and a room keeps going when the instance that
 * started it is gone.
 */
export class PartyClock {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: PartyRoomEvents,
  ) {}

  /**
   * Fires what is due in every room, on whichever instance gets there first: reveals whose deadline passed, then
   * next rounds (or the end) whose reveal pause is over, and closes rooms left in their lobby. Returns the rooms it
   * changed.
   */
  async sweep(): Promise<string[]> {
    // A round also ends when its last player present has guessed and the others' connections went (no guess comes).
    const revealed = await this.reveal(`(round.deadline <= now() OR ${EVERY_PRESENT_GUESSED})`, []);
    // Reveals are told at once, not after the next rounds' and lobbies' updates.
    await this.events.publish(revealed);
    const advanced: { roomId: string }[] = await this.dataSource.query(
      `WITH due AS (
         SELECT room.id, room."currentRound" AS current, room."roundCount", room."roundSeconds"
         FROM party_room room
         JOIN party_round round ON round."roomId" = room.id AND round.number = room."currentRound"
         WHERE room.status = 'playing' AND round."revealedAt" <= now() - make_interval(secs => $1)
         FOR UPDATE OF room SKIP LOCKED
       ), advanced AS (
         UPDATE party_room room
         SET "currentRound" = LEAST(due.current + 1, due."roundCount"),
             status = CASE WHEN due.current < due."roundCount" THEN 'playing' ELSE 'finished' END
         FROM due WHERE room.id = due.id RETURNING room.id
       ), opened AS (
         UPDATE party_round round
         SET "openedAt" = now(), deadline = now() + make_interval(secs => due."roundSeconds")
         FROM due WHERE round."roomId" = due.id AND round.number = due.current + 1
       )
       SELECT id AS "roomId" FROM advanced`,
      [PARTY_TIMES.revealPauseSeconds],
    );
    const expired: { roomId: string }[] = await this.dataSource.query(
      `WITH expired AS (
         UPDATE party_room SET status = 'finished'
         WHERE status = 'lobby' AND "createdAt" < now() - make_interval(hours => $1)
         RETURNING id
       )
       SELECT id AS "roomId" FROM expired`,
      [PARTY_TIMES.lobbyHours],
    );
    const handedOn = await this.handOnFromAwayHosts();
    const others = [...new Set([...advanced, ...expired, ...handedOn].map((row) => row.roomId))];
    await this.events.publish(others);
    return [...new Set([...revealed, ...others])];
  }

  /**
   * Rooms still in use (not finished, or finished and not yet played again) whose host's connection has been gone for
   * `hostAwaySeconds`, or who is no longer seated, pass to the longest-seated player connected now, so someone can
   * start, remove and play again. A host never connected keeps the role: nothing says they are away.
   */
  private async handOnFromAwayHosts(): Promise<{ roomId: string }[]> {
    return this.dataSource.query(
      `WITH due AS (
         SELECT room.id, (
           SELECT player."playerId" FROM party_player player
           WHERE player."roomId" = room.id AND player."lastSeenAt" IS NOT NULL
             AND NOT player.removed AND NOT player."left" AND player."playerId" <> room."hostPlayerId"
           ORDER BY player."joinedAt", player.seat LIMIT 1
         ) AS "nextHost"
         FROM party_room room
         JOIN party_player host ON host."roomId" = room.id AND host."playerId" = room."hostPlayerId"
         WHERE (room.status <> 'finished' OR room."nextRoomId" IS NULL)
           AND host."lastSeenAt" IS NULL
           AND (host."awaySince" < now() - make_interval(secs => $1) OR host.removed OR host."left")
         FOR UPDATE OF room SKIP LOCKED
       ), handed AS (
         UPDATE party_room room SET "hostPlayerId" = due."nextHost"
         FROM due WHERE room.id = due.id AND due."nextHost" IS NOT NULL RETURNING room.id
       )
       SELECT id AS "roomId" FROM handed`,
      [PARTY_TIMES.hostAwaySeconds],
    );
  }

  /**
   * Reveals the round if every player seated when it opened has guessed (the guess path calls this after its commit);
   * true when this call revealed it.
   */
  async revealIfAllGuessed(roundId: string): Promise<boolean> {
    // Most guesses are not a round's last: one read says so, without the reveal's transaction. It runs after the
    // caller's commit, as the reveal's own condition would, so of two last guesses the later one sees both.
    const [{ due }]: { due: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM party_round round WHERE ${UNREVEALED} AND ${ALL_GUESSED}) AS due`,
      [roundId],
    );
    return due && (await this.reveal(ALL_GUESSED, [roundId])).length > 0;
  }

  /**
   * Reveals the open rounds that meet the condition, exactly once: the conditional update decides who reveals, and
   * only its winner adds the round's points to the scores (a later statement, so it sees every guess that held the
   * round while committing) and records the price as seen by everyone in the room. Returns the rooms revealed.
   */
  private async reveal(condition: string, parameters: unknown[]): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const rounds: { id: string; roomId: string }[] = await manager.query(
        // In a CTE: TypeORM answers a bare UPDATE ... RETURNING with [rows, count], a SELECT with its rows.
        `WITH revealed AS (
           UPDATE party_round round SET "revealedAt" = now()
           WHERE ${UNREVEALED} AND ${condition}
           RETURNING round.id, round."roomId"
         )
         SELECT * FROM revealed`,
        parameters,
      );
      if (rounds.length === 0) return [];
      await manager.query(
        `UPDATE party_player player SET score = player.score + guess.points
         FROM party_guess guess WHERE guess."roundId" = ANY($1::uuid[]) AND guess."partyPlayerId" = player.id`,
        [rounds.map((round) => round.id)],
      );
      await recordRevealsSeen(
        manager,
        rounds.map((round) => round.id),
      );
      return rounds.map((round) => round.roomId);
    });
  }
}
