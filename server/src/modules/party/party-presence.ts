import type { DataSource } from 'typeorm';
import type { PartyRoomEvents } from './party-readings';
import type { PartyPlayerEntity } from './party.entity';

export const PRESENCE_TIMES = {
  /** How often an instance marks the players it has a live subscription for as still there. */
  heartbeatMs: 5_000,
  /** A mark older than this is a player no instance serves any more (their instance died): they are away. */
  staleSeconds: 15,
} as const;

/**
 * Who is following a room live. Each instance counts the room subscriptions it serves per player and keeps their
 * `lastSeenAt` fresh; the first subscription marks the player connected and the last one to end marks them away, each
 * change published to the room. When an instance dies, its marks go stale and another instance's sweep clears them.
 */
export class PartyPresence {
  /** Live subscriptions on this instance, by player id. */
  private readonly following = new Map<string, { roomId: string; subscriptions: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: PartyRoomEvents,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * The room's events for this player, marking them connected while the subscription lasts. A hand-written iterator,
   * not an async generator: a generator's `return()` waits for the pending `next()`, so a socket closing while no
   * event comes would never end the subscription.
   */
  follow<T>(player: PartyPlayerEntity, events: AsyncIterable<T>): AsyncIterableIterator<T> {
    const source = events[Symbol.asyncIterator]();
    const arrived = this.arrive(player);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      void arrived.then(() => this.depart(player));
    };
    return {
      next: async () => {
        const result = await source.next();
        if (result.done) end();
        return result;
      },
      return: async (value?: unknown) => {
        end();
        return source.return ? source.return(value) : { done: true, value: value as T };
      },
      throw: async (error?: unknown) => {
        end();
        if (source.throw) return source.throw(error);
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /**
   * Every few seconds on every instance: refreshes the marks of the players this instance serves (announcing any that
   * another instance had marked away meanwhile), and clears marks gone stale (a conditional update: one instance
   * announces each).
   */
  async beat(): Promise<void> {
    const playerIds = [...this.following.keys()];
    const returned: { roomId: string }[] =
      playerIds.length === 0
        ? []
        : await this.dataSource.query(
            // Two updates of disjoint rows and no other lock: a guess's insert never waits on a beat.
            `WITH returned AS (
               UPDATE party_player SET "lastSeenAt" = now(), "awaySince" = NULL
               WHERE id = ANY($1::uuid[]) AND "lastSeenAt" IS NULL RETURNING "roomId"
             ), refreshed AS (
               UPDATE party_player SET "lastSeenAt" = now() WHERE id = ANY($1::uuid[]) AND "lastSeenAt" IS NOT NULL
             )
             SELECT DISTINCT "roomId" FROM returned`,
            [playerIds],
          );
    const gone: { roomId: string }[] = await this.dataSource.query(
      `WITH cleared AS (
         UPDATE party_player SET "lastSeenAt" = NULL, "awaySince" = "lastSeenAt"
         WHERE "lastSeenAt" < now() - make_interval(secs => $1) RETURNING "roomId"
       )
       SELECT DISTINCT "roomId" FROM cleared`,
      [PRESENCE_TIMES.staleSeconds],
    );
    await this.events.publish([...new Set([...returned, ...gone].map((row) => row.roomId))]);
  }

  private async arrive(player: PartyPlayerEntity): Promise<void> {
    const current = this.following.get(player.id);
    if (current) {
      current.subscriptions += 1;
      return;
    }
    this.following.set(player.id, { roomId: player.roomId, subscriptions: 1 });
    await this.mark(player, 'connected');
  }

  private async depart(player: PartyPlayerEntity): Promise<void> {
    const current = this.following.get(player.id);
    if (!current) return;
    current.subscriptions -= 1;
    if (current.subscriptions > 0) return;
    this.following.delete(player.id);
    await this.mark(player, 'away');
  }

  private async mark(player: PartyPlayerEntity, presence: 'connected' | 'away'): Promise<void> {
    const marks =
      presence === 'connected'
        ? `"lastSeenAt" = now(), "awaySince" = NULL`
        : `"lastSeenAt" = NULL, "awaySince" = now()`;
    try {
      await this.dataSource.query(`UPDATE party_player SET ${marks} WHERE id = $1`, [player.id]);
      void this.events.publish([player.roomId]);
    } catch (error) {
      // The database away (or closing with the app): the next beat puts the mark right.
      this.log(`party presence: ${(error as Error).message}`);
    }
  }
}
